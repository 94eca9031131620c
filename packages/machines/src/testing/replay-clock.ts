import { SimulatedClock } from "xstate";

/**
 * A SimulatedClock that also knows when its pending timers are due, so a replayed path can
 * move time forward to exactly the next timer (an `after` transition) and no further.
 */
export class ReplayClock extends SimulatedClock {
  private readonly dueAt = new Map<number, number>();

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id = super.setTimeout(() => {
      this.dueAt.delete(id);
      fn();
    }, timeout);
    this.dueAt.set(id, this.now() + timeout);
    return id;
  }

  override clearTimeout(id: number): void {
    this.dueAt.delete(id);
    super.clearTimeout(id);
  }

  /** Advances to the earliest pending timer and fires it; returns the ms waited, or null if none is pending. */
  advanceToNextTimer(): number | null {
    if (this.dueAt.size === 0) return null;
    const due = Math.min(...this.dueAt.values());
    const waited = due - this.now();
    this.increment(waited);
    return waited;
  }
}
