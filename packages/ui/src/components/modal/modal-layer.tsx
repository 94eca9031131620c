import type { DeferredActor, modalStackMachine } from "@taxlearn/machines";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { useDeferredActor, useDeferredSnapshot } from "../../deferred-actor/use-deferred-actor";

interface ModalLayerValue {
  /** The page's modal stack; its machine (and XState) loads when the first modal opens (decision 115). */
  stack: DeferredActor<typeof modalStackMachine>;
  /** Where dialogs are drawn: inside the themed app root, so they keep the theme. */
  host: HTMLElement | null;
}

const ModalLayerContext = createContext<ModalLayerValue | null>(null);

export function useModalLayer(): ModalLayerValue {
  const value = useContext(ModalLayerContext);
  if (!value) throw new Error("Modal needs a ModalLayer (or UiProvider) above it.");
  return value;
}

/**
 * Owns the one modal stack of the page (spec §4): dialogs push on open and pop on close, Escape closes the top
 * one when it allows it, and the page does not scroll behind an open dialog.
 */
export function ModalLayer({ children }: { children: ReactNode }) {
  const stack = useDeferredActor<typeof modalStackMachine>({
    create: async () => {
      const { createModalStackActor } = await import("./modal-stack.actor");
      return createModalStackActor();
    },
  });
  const [host, setHost] = useState<HTMLElement | null>(null);
  const anyOpen = (useDeferredSnapshot(stack)?.context.stack.length ?? 0) > 0;

  useEffect(() => {
    if (!anyOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") stack.send({ type: "KEY.ESCAPE" });
    };
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = previousOverflow;
    };
  }, [anyOpen, stack]);

  return (
    <ModalLayerContext.Provider value={{ stack, host }}>
      {children}
      <div ref={setHost} data-modal-layer="" />
    </ModalLayerContext.Provider>
  );
}
