import { fromPromise } from "xstate";

export interface ActorCall {
  /** the actor's implementation name, e.g. `createOrder` */
  src: string;
  /** the invoke id, which names its done/error events */
  invokeId: string;
  input: unknown;
}

interface Pending {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Promise actors whose results the replayed path decides: each call stays pending until the path's
 * `xstate.done.actor.<id>` or `xstate.error.actor.<id>` step settles it with that step's output or error.
 */
export class PromiseActorDoubles {
  readonly calls: ActorCall[] = [];
  private readonly pending = new Map<string, Pending>();

  actor<TOutput = unknown, TInput = unknown>(src: string) {
    return fromPromise<TOutput, TInput>(({ input, self }) => {
      this.calls.push({ src, invokeId: self.id, input });
      return new Promise<TOutput>((resolve, reject) => {
        this.pending.set(self.id, { resolve: (output) => resolve(output as TOutput), reject });
      });
    });
  }

  callsOf(src: string): ActorCall[] {
    return this.calls.filter((call) => call.src === src);
  }

  /** Is a call of this invoke id still unanswered (its answer would be lost if the machine moved on)? */
  isPending(invokeId: string): boolean {
    return this.pending.has(invokeId);
  }

  resolve(invokeId: string, output: unknown): boolean {
    const pending = this.pending.get(invokeId);
    if (!pending) return false;
    this.pending.delete(invokeId);
    pending.resolve(output);
    return true;
  }

  reject(invokeId: string, error: unknown): boolean {
    const pending = this.pending.get(invokeId);
    if (!pending) return false;
    this.pending.delete(invokeId);
    pending.reject(error);
    return true;
  }
}
