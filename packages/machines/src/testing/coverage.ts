import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";
import { getStateNodes } from "xstate/graph";

/** Every state node of the machine except the root, by id. */
export function allStateIds(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node) => node.id);
}

function ownTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...node.transitions.values()].flat().concat(node.always ?? []);
}

/**
 * A stable name for one transition: source state, event, and its place among that event's candidates
 * (guarded branches count separately). Stable across `machine.provide()`, which rebuilds the nodes.
 */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const candidates =
    transition.eventType === "" || !source.transitions.has(transition.eventType)
      ? (source.always ?? [])
      : (source.transitions.get(transition.eventType) ?? []);
  const label = transition.eventType === "" ? "(always)" : transition.eventType;
  return `${source.id} ${label} #${candidates.indexOf(transition)}`;
}

/** Every transition of the machine, by `transitionKey`. */
export function allTransitionKeys(machine: AnyStateMachine): string[] {
  return [machine.root, ...getStateNodes(machine.root)].flatMap(ownTransitions).map(transitionKey);
}

/** Covered/total for states and transitions, with what was missed. */
export interface Coverage {
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

export function measureCoverage(
  machine: AnyStateMachine,
  coveredStates: ReadonlySet<string>,
  coveredTransitions: ReadonlySet<string>,
): Coverage {
  const states = allStateIds(machine);
  const transitions = allTransitionKeys(machine);
  const missingStates = states.filter((id) => !coveredStates.has(id));
  const missingTransitions = transitions.filter((key) => !coveredTransitions.has(key));
  return {
    states: { covered: states.length - missingStates.length, total: states.length, missing: missingStates },
    transitions: {
      covered: transitions.length - missingTransitions.length,
      total: transitions.length,
      missing: missingTransitions,
    },
  };
}

export function isComplete(coverage: Coverage): boolean {
  return coverage.states.missing.length === 0 && coverage.transitions.missing.length === 0;
}
