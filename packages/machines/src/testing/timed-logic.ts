import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from "xstate";
import { mockScope } from "./mock-scope";

/** A delayed event the machine has scheduled (an `after` transition's timer): its id, its event, and when it fires. */
export interface PendingTimer {
  id: string;
  eventType: string;
  /** ms from this snapshot's moment until it fires */
  dueInMs: number;
}

/**
 * A machine snapshot as the path generator sees it: with the timers it has pending. The graph tools know
 * nothing of time, so without this they would offer any `after` event in any order — a poll firing after
 * the order deadline it precedes, say — which no clock can replay.
 */
export interface TimedSnapshot {
  snapshot: AnyMachineSnapshot;
  timers: readonly PendingTimer[];
}

export const isTimerEvent = (type: string): boolean => type.startsWith("xstate.after.");

interface ExecutableAction {
  type: string;
  params?: unknown;
}

/** The timers left after a step's actions ran: `after` timers are delayed raises, cancelled on exit. */
function applyTimerActions(timers: readonly PendingTimer[], actions: readonly ExecutableAction[]): PendingTimer[] {
  let pending = [...timers];
  for (const action of actions) {
    if (action.type === "xstate.cancel") {
      const { sendId } = action.params as { sendId: string };
      pending = pending.filter((timer) => timer.id !== sendId);
    } else if (action.type === "xstate.raise") {
      const { event, id, delay } = action.params as { event: AnyEventObject; id?: string; delay?: number };
      if (typeof delay !== "number") continue;
      const timerId = id ?? event.type;
      pending = pending.filter((timer) => timer.id !== timerId);
      pending.push({ id: timerId, eventType: event.type, dueInMs: delay });
    }
  }
  return pending;
}

/** The `after` events that can fire next: the pending timers due soonest (several when they tie). */
export function nextTimerEvents(timed: TimedSnapshot): Set<string> {
  const soonest = Math.min(...timed.timers.map((timer) => timer.dueInMs));
  return new Set(timed.timers.filter((timer) => timer.dueInMs === soonest).map((timer) => timer.eventType));
}

/** Graph identity of the timers: which are pending and how long each has left. */
export function serializeTimers(timers: readonly PendingTimer[]): string {
  return timers
    .map((timer) => `${timer.id}@${timer.dueInMs}`)
    .sort()
    .join(",");
}

/**
 * The machine as logic the graph tools can traverse with time in it: firing a timer moves time on by its
 * delay, so the others come due sooner; promise answers and user events take no time. (A slow answer is
 * a timer firing while the request is pending, which the graph offers when that timer is due next.)
 */
export function timedLogic(machine: AnyStateMachine) {
  // one scope for every step; each step collects the actions it would execute
  let actions: ExecutableAction[] = [];
  const scope = mockScope((action) => actions.push(action as ExecutableAction));
  const pureStep = (run: () => unknown): [AnyMachineSnapshot, ExecutableAction[]] => {
    actions = [];
    return [run() as AnyMachineSnapshot, actions];
  };
  return {
    getInitialSnapshot(_scope: unknown, input: unknown): TimedSnapshot {
      const [snapshot, executed] = pureStep(() => machine.getInitialSnapshot(scope, input));
      return { snapshot, timers: applyTimerActions([], executed) };
    },
    transition(timed: TimedSnapshot, event: AnyEventObject): TimedSnapshot {
      let timers = timed.timers;
      if (isTimerEvent(event.type)) {
        const fired = timers.find((timer) => timer.eventType === event.type);
        const elapsed = fired?.dueInMs ?? 0;
        timers = timers
          .filter((timer) => timer !== fired)
          .map((timer) => ({ ...timer, dueInMs: timer.dueInMs - elapsed }));
      }
      const [snapshot, executed] = pureStep(() => machine.transition(timed.snapshot, event, scope));
      return { snapshot, timers: applyTimerActions(timers, executed) };
    },
  };
}
