import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, InputFrom, SnapshotFrom } from "xstate";
import { getShortestPaths, getSimplePaths } from "xstate/graph";
import { transitionKey } from "./coverage";
import type { PromiseActorDoubles } from "./promise-doubles";
import { isTimerEvent, nextTimerEvents, serializeTimers, type TimedSnapshot, timedLogic } from "./timed-logic";

/** Implementations handed to `machine.provide()` in a replay. */
export type Implementations = Parameters<AnyStateMachine["provide"]>[0];

/** The fakes of one replay: what to provide, and the fake world they act on (storage, navigation log …). */
export interface Fakes<TWorld> {
  implementations: Implementations;
  world: TWorld;
}

/** What happened in the step just replayed, for invariants that judge effects rather than states. */
export interface ReplayStep {
  /** the step's event; null for the initial state */
  event: AnyEventObject | null;
  /** the events the machine emitted during the step */
  emitted: readonly AnyEventObject[];
  /** the simulated clock after the step, in ms since the actor started */
  now: number;
}

/**
 * How a machine is model-tested: the sample events the graph explores, the fakes its side effects run on,
 * and the invariants every replayed step must keep.
 */
export interface MachineModel<TMachine extends AnyStateMachine = AnyStateMachine, TWorld = unknown> {
  /** the export name, e.g. `orderPaymentMachine` */
  name: string;
  machine: TMachine;
  input?: InputFrom<TMachine>;
  /** several starting inputs (entry conditions); paths are generated from each. Overrides `input`. */
  inputs?: InputFrom<TMachine>[];
  /**
   * Sample events. Event types the machine accepts that have no sample are sent bare (`{ type }`);
   * invoked actors' results are `xstate.done.actor.<id>` / `xstate.error.actor.<id>` samples.
   */
  events: readonly AnyEventObject[];
  /**
   * Events the world may send at any moment, handled or not: each is tried in every graph state, so that an
   * invariant can tell when the machine drops or mishandles one there (the graph offers only the events a
   * state accepts, and tries each transition once).
   */
  probeEvents?: readonly AnyEventObject[];
  /** Builds fresh fakes for one replay; promise actors should come from `doubles`. */
  fakes: (doubles: PromiseActorDoubles) => Fakes<TWorld>;
  /** Returns a description of each broken invariant (empty when all hold). */
  invariants?: (
    snapshot: SnapshotFrom<TMachine>,
    world: TWorld,
    doubles: PromiseActorDoubles,
    step: ReplayStep,
  ) => string[];
  /**
   * Graph identity of a snapshot; defaults to value + context. Override to keep the graph finite
   * when context holds counters that do not change behaviour.
   */
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string;
  /** Simple paths are exponential in the number of states: off for machines where they would explode. */
  simplePaths?: boolean;
}

/** A generated path: its steps' states carry the timers pending at each (see `timedLogic`). */
export interface ModelPath {
  state: TimedSnapshot;
  weight: number;
  steps: { state: TimedSnapshot; event: AnyEventObject }[];
  /** the input the path starts from */
  input?: unknown;
  /** its position in `inputs`, when the model has several */
  inputIndex?: number;
}

/** JSON that shows functions and patterns by name, for comparing snapshots and printing them. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === "function") return `[function ${v.name || "anonymous"}]`;
    if (v instanceof RegExp) return `/${v.source}/${v.flags}`;
    if (v instanceof Error) return { error: v.message };
    return v;
  });
}

/** Plain JSON (fast; functions drop out, patterns read as {}): the requests in a context still differ by id. */
export function defaultSerializeState(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context });
}

function serializeEvent(event: AnyEventObject): string {
  return stableJson(event);
}

/** Is the path's event sequence a prefix of the other's? Such a path adds nothing to replay. */
function isPrefixOf(shorter: string[], longer: string[]): boolean {
  return shorter.length <= longer.length && shorter.every((event, index) => event === longer[index]);
}

function withoutPrefixPaths(paths: ModelPath[]): ModelPath[] {
  const withKeys = paths
    .map((path) => ({ path, events: path.steps.map((step) => serializeEvent(step.event)) }))
    .sort((a, b) => b.events.length - a.events.length);
  const kept: typeof withKeys = [];
  for (const candidate of withKeys) {
    if (!kept.some((longer) => isPrefixOf(candidate.events, longer.events))) kept.push(candidate);
  }
  return kept.map((entry) => entry.path).sort((a, b) => a.steps.length - b.steps.length);
}

/**
 * Shortest paths (one per graph state), simple paths (every loop-free route), and one extra path per
 * graph edge that neither walked (shortest path to its source, then the edge), so targetless and
 * self transitions are exercised too. Paths that are prefixes of longer ones are dropped.
 */
export function generatePaths<TMachine extends AnyStateMachine, TWorld>(
  typedModel: MachineModel<TMachine, TWorld>,
): ModelPath[] {
  const model = typedModel as unknown as MachineModel;
  if (model.inputs) {
    return model.inputs.flatMap((input, inputIndex) =>
      generatePaths({ ...model, input, inputs: undefined }).map((path) => ({ ...path, input, inputIndex })),
    );
  }
  const serializeState = model.serializeState ?? defaultSerializeState;
  const logic = timedLogic(model.machine);
  const options = {
    // a function, not the array: given an array, the graph tools offer only those exact events
    events: (timed: TimedSnapshot) => eventsFor(timed, model.events),
    input: model.input,
    serializeState: (timed: TimedSnapshot) => {
      const state = serializeState(timed.snapshot);
      return timed.timers.length > 0 ? `${state} timers ${serializeTimers(timed.timers)}` : state;
    },
    serializeEvent,
  };
  const shortest = getShortestPaths(logic as never, options as never) as unknown as ModelPath[];
  const simple =
    model.simplePaths === false ? [] : (getSimplePaths(logic as never, options as never) as unknown as ModelPath[]);

  // One extra path per (state value, event, transitions taken) the other paths never walked: the shortest
  // path to a graph state with that value, then the event. Targetless and self transitions get exercised
  // this way, while contexts that only differ in numbers do not multiply the paths.
  const walked = new Set<string>();
  const edgeKey = (from: TimedSnapshot, event: AnyEventObject) => {
    const taken = model.machine.getTransitionData(from.snapshot, event).map(transitionKey).join(",");
    return `${stableJson(from.snapshot.value)} ${serializeEvent(event)} ${taken}`;
  };
  for (const path of [...shortest, ...simple]) {
    path.steps.forEach((step, index) => {
      const previous = path.steps[index - 1];
      if (previous) walked.add(edgeKey(previous.state, step.event));
    });
  }
  const extra: ModelPath[] = [];
  for (const path of shortest) {
    const from = path.state;
    for (const event of eventsFor(from, model.events)) {
      // getTransitionData, not can(): a transition that only blocks an event (no target, no action) counts too
      if (walked.has(edgeKey(from, event)) || model.machine.getTransitionData(from.snapshot, event).length === 0)
        continue;
      const next = logic.transition(from, event);
      walked.add(edgeKey(from, event));
      extra.push({ state: next, weight: path.weight + 1, steps: [...path.steps, { event, state: next }] });
    }
    // probes: in every graph state, whatever the machine makes of them
    for (const event of model.probeEvents ?? []) {
      const next = logic.transition(from, event);
      extra.push({ state: next, weight: path.weight + 1, steps: [...path.steps, { event, state: next }] });
    }
  }
  return withoutPrefixPaths([...shortest, ...simple, ...extra]).map((path) => ({ ...path, input: model.input }));
}

/**
 * The events the graph would offer in this snapshot: samples of each accepted type, else the bare type;
 * of the `after` events, only those whose timer is due next.
 */
function eventsFor(timed: TimedSnapshot, samples: readonly AnyEventObject[]): AnyEventObject[] {
  const dueNext = nextTimerEvents(timed);
  const types = [...new Set(timed.snapshot._nodes.flatMap((node) => node.ownEvents))].filter(
    (type) => !isTimerEvent(type) || dueNext.has(type),
  );
  return types.flatMap((type) => {
    const matching = samples.filter((event) => event.type === type);
    return matching.length > 0 ? matching : [{ type }];
  });
}
