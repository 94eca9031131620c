import {
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type InspectionEvent,
} from "xstate";
import { transitionKey } from "./coverage";
import { mockScope } from "./mock-scope";
import { type MachineModel, type ModelPath, type ReplayStep, stableJson } from "./model";
import { PromiseActorDoubles } from "./promise-doubles";
import { ReplayClock } from "./replay-clock";

export interface ReplayResult {
  ok: boolean;
  /** what went wrong, with the step number (1-based, after the initial state) */
  error?: string;
  coveredStates: Set<string>;
  coveredTransitions: Set<string>;
}

const DONE = "xstate.done.actor.";
const ERROR = "xstate.error.actor.";
const AFTER = "xstate.after.";

/** Lets settled promises deliver their done/error events before the next step. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Plain JSON for speed; `stableJson` (functions and patterns by name) only when describing a mismatch. */
function comparable(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context });
}

function describeSnapshot(snapshot: AnyMachineSnapshot): string {
  return stableJson({ value: snapshot.value, context: snapshot.context });
}

/**
 * Replays one generated path on a real actor: the machine with fake implementations, a simulated clock,
 * promise actors settled by the path's done/error steps, and timers fired by moving the clock to them.
 * After every step the actor's value and context must equal the graph's, and the model's invariants hold.
 */
export async function replayPath<TMachine extends AnyStateMachine, TWorld>(
  typedModel: MachineModel<TMachine, TWorld>,
  path: ModelPath,
): Promise<ReplayResult> {
  const model = typedModel as unknown as MachineModel;
  const doubles = new PromiseActorDoubles();
  const { implementations, world } = model.fakes(doubles);
  const machine = model.machine.provide(implementations);
  const clock = new ReplayClock();
  const coveredStates = new Set<string>();
  const coveredTransitions = new Set<string>();
  const errors: unknown[] = [];

  const record = (snapshot: AnyMachineSnapshot) => {
    for (const node of snapshot._nodes) if (node.parent) coveredStates.add(node.id);
  };
  const inspect = (event: InspectionEvent) => {
    // only the machine under test; the initial macrostep runs inside createActor, so compare by session id
    if (event.actorRef.sessionId !== event.rootId) return;
    if (event.type === "@xstate.microstep") {
      for (const transition of event._transitions) {
        coveredTransitions.add(transitionKey(transition));
        if (transition.source.parent) coveredStates.add(transition.source.id);
      }
      record(event.snapshot as AnyMachineSnapshot);
    } else if (event.type === "@xstate.snapshot") {
      record(event.snapshot as AnyMachineSnapshot);
    }
  };

  const actor = createActor(machine, { input: path.input, clock, inspect });
  clock.attach(actor.system);
  actor.subscribe({ error: (error) => errors.push(error) });
  let emitted: AnyEventObject[] = [];
  actor.on("*", (event: AnyEventObject) => void emitted.push(event));
  const fail = (step: number, message: string): ReplayResult => {
    actor.stop();
    return { ok: false, error: `step ${step}: ${message}`, coveredStates, coveredTransitions };
  };
  const check = (expected: AnyMachineSnapshot, event: AnyEventObject | null): string | undefined => {
    const actual = actor.getSnapshot();
    if (errors.length > 0) return `actor failed: ${String(errors[0])}`;
    if (comparable(actual) !== comparable(expected)) {
      return `expected ${describeSnapshot(expected)}\n   actual ${describeSnapshot(actual)}`;
    }
    const step: ReplayStep = { event, emitted, now: clock.now() };
    emitted = [];
    const broken = model.invariants?.(actual, world, doubles, step) ?? [];
    return broken.length > 0 ? `invariant broken: ${broken.join("; ")}` : undefined;
  };

  // The expected snapshots are recomputed purely along this path's events: the graph's own step
  // snapshots stand for every context its serializeState lumps together, not necessarily this one.
  const scope = mockScope();
  let expected = model.machine.getInitialSnapshot(scope, path.input) as AnyMachineSnapshot;
  actor.start();
  await settle();
  const initialProblem = check(expected, null);
  if (initialProblem) return fail(0, initialProblem);
  for (const [index, { event }] of path.steps.slice(1).entries()) {
    const problem = dispatch(event, actor, doubles, clock);
    if (problem) return fail(index + 1, `${event.type}: ${problem}`);
    await settle();
    expected = model.machine.transition(expected, event, scope) as AnyMachineSnapshot;
    const mismatch = check(expected, event);
    if (mismatch) return fail(index + 1, `after ${event.type}: ${mismatch}`);
  }
  actor.stop();
  return { ok: true, coveredStates, coveredTransitions };
}

/** Makes the real actor take the step's event; returns a problem when that is impossible. */
function dispatch(
  event: AnyEventObject,
  actor: AnyActorRef,
  doubles: PromiseActorDoubles,
  clock: ReplayClock,
): string | undefined {
  if (event.type.startsWith(DONE)) {
    const id = event.type.slice(DONE.length);
    return doubles.resolve(id, event.output) ? undefined : `no pending call of actor "${id}" to resolve`;
  }
  if (event.type.startsWith(ERROR)) {
    const id = event.type.slice(ERROR.length);
    return doubles.reject(id, event.error) ? undefined : `no pending call of actor "${id}" to reject`;
  }
  if (event.type.startsWith(AFTER)) return clock.fire(event.type);
  actor.send(event);
  return undefined;
}
