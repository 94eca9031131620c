import { DeferredActor, type DeferredActorOptions } from "@taxlearn/machines";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { AnyActorLogic, SnapshotFrom } from "xstate";

/**
 * One deferred actor for the component's lifetime (decision 115): its machine loads on the first event, or when
 * the caller starts it. The options are read when it starts, so they may close over the latest props.
 */
export function useDeferredActor<TLogic extends AnyActorLogic>(
  options: DeferredActorOptions<TLogic>,
): DeferredActor<TLogic> {
  const latest = useRef(options);
  latest.current = options;
  const [actor] = useState(
    () =>
      new DeferredActor<TLogic>({
        create: () => latest.current.create(),
        startWith: () => latest.current.startWith?.() ?? [],
        catchUp: () => latest.current.catchUp?.() ?? [],
        readyWhen: (snapshot) => latest.current.readyWhen?.(snapshot) ?? true,
        onLoadError: (error) => latest.current.onLoadError?.(error),
      }),
  );
  useEffect(() => actor.stop, [actor]);
  return actor;
}

const noSnapshot = () => null;

/** The actor's snapshot, re-rendering on every change; null until it has started (and on the server). */
export function useDeferredSnapshot<TLogic extends AnyActorLogic>(
  actor: DeferredActor<TLogic>,
): SnapshotFrom<TLogic> | null {
  return useSyncExternalStore(actor.subscribe, actor.getSnapshot, noSnapshot);
}
