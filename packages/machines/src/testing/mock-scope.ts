import { type AnyStateMachine, createEmptyActor } from "xstate";

type ActorScope = Parameters<AnyStateMachine["transition"]>[2];

/** The actor scope the graph tools use for pure transitions: actions are recorded nowhere and not executed. */
export function mockScope(): ActorScope {
  const noop = () => {};
  const empty = createEmptyActor();
  return {
    self: empty,
    logger: noop,
    id: "",
    sessionId: "model",
    defer: noop,
    system: empty.system,
    stopChild: noop,
    emit: noop,
    actionExecutor: noop,
  } as unknown as ActorScope;
}
