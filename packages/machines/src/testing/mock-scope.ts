import { type AnyStateMachine, createEmptyActor } from "xstate";

type ActorScope = Parameters<AnyStateMachine["transition"]>[2];

/**
 * The actor scope the graph tools use for pure transitions: actions are not executed. `onAction` sees each
 * action that a real actor would execute (delayed raises and cancels are how timers start and stop).
 */
export function mockScope(onAction: (action: unknown) => void = () => {}): ActorScope {
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
    actionExecutor: onAction,
  } as unknown as ActorScope;
}
