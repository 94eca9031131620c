import { fromPromise } from "xstate";

/**
 * Thrown by the default implementation of every side effect (HTTP, storage, navigation, toasts).
 * The machines never perform I/O themselves: the app passes the real ones with `machine.provide()`.
 */
export class NotProvidedError extends Error {
  constructor(readonly implementation: string) {
    super(`"${implementation}" is not provided: pass it with machine.provide()`);
    this.name = "NotProvidedError";
  }
}

/** A promise actor that must be replaced through `machine.provide({ actors })`. */
export function requiredPromiseActor<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new NotProvidedError(name)));
}

/** An action that must be replaced through `machine.provide({ actions })`. */
export function requiredAction(name: string) {
  return (): void => {
    throw new NotProvidedError(name);
  };
}
