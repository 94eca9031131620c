import type { AnyActorRef } from "xstate";

interface Timer {
  dueAt: number;
  fn: () => void;
  /** the event the timer delivers, when the clock knows the system that set it */
  eventType: string | null;
}

type ScheduledEvents = Record<string, { event: { type: string } }>;

/** What xstate asks of a clock (its `Clock` type is not exported). */
interface Clock {
  setTimeout(fn: (...args: unknown[]) => void, timeout: number): number;
  clearTimeout(id: number): void;
}

/**
 * A simulated clock for replays: time moves only when a path's step fires a timer, and then to exactly that
 * timer's moment, firing it alone. Attached to the actor's system, it knows which event each timer
 * delivers, so a step can name the timer it fires (`after pollDelay`) and fail when another is due first.
 */
export class ReplayClock implements Clock {
  private nowMs = 0;
  private lastId = 0;
  private readonly timers = new Map<number, Timer>();
  private system: AnyActorRef["system"] | null = null;
  private readonly named = new WeakSet<object>();

  /** xstate registers a delayed event with its system just before it sets the timer for it. */
  attach(system: AnyActorRef["system"]): void {
    this.system = system;
  }

  now(): number {
    return this.nowMs;
  }

  setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id = ++this.lastId;
    const scheduled = Object.values(
      (this.system?.getSnapshot() as { _scheduledEvents?: ScheduledEvents } | undefined)?._scheduledEvents ?? {},
    ).find((entry) => !this.named.has(entry));
    if (scheduled) this.named.add(scheduled);
    this.timers.set(id, { dueAt: this.nowMs + timeout, fn, eventType: scheduled?.event.type ?? null });
    return id;
  }

  clearTimeout(id: number): void {
    this.timers.delete(id);
  }

  /** Moves time to the timer that delivers `eventType` and fires it; returns a problem when it cannot. */
  fire(eventType: string): string | undefined {
    const entry = [...this.timers].find(([, timer]) => timer.eventType === eventType);
    if (!entry) return "that timer is not pending";
    const [id, timer] = entry;
    const soonest = Math.min(...[...this.timers.values()].map((other) => other.dueAt));
    if (timer.dueAt > soonest) return `another timer is due ${timer.dueAt - soonest} ms before it`;
    this.run(id, timer);
    return undefined;
  }

  /** Advances to the earliest pending timer and fires it; returns the ms waited, or null if none is pending. */
  advanceToNextTimer(): number | null {
    const next = [...this.timers].sort(([, a], [, b]) => a.dueAt - b.dueAt)[0];
    if (!next) return null;
    const waited = next[1].dueAt - this.nowMs;
    this.run(...next);
    return waited;
  }

  private run(id: number, timer: Timer): void {
    this.timers.delete(id);
    this.nowMs = Math.max(this.nowMs, timer.dueAt);
    timer.fn();
  }
}
