import { connectModalStack, type ModalCloseReason } from "@taxlearn/machines";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useDeferredSnapshot } from "../../deferred-actor/use-deferred-actor";
import { UI_TEXT } from "../../ui.messages";
import { CloseIcon } from "./close-icon";
import * as styles from "./modal.css";
import { useModalLayer } from "./modal-layer";
import { useFocusTrap } from "./use-focus-trap";

export interface ModalProps {
  open: boolean;
  /** Called when the learner dismisses the dialog: the × button, Escape or a backdrop click. */
  onClose: (reason: ModalCloseReason) => void;
  title: string;
  children: ReactNode;
  /** Buttons along the bottom. */
  footer?: ReactNode;
  closeOnEscape?: boolean;
  closeOnBackdrop?: boolean;
  /** Dialog width in pixels. */
  width?: number;
}

/** A dialog on the page's modal stack: stacked above the base z-index of spec §9, top one takes Escape. */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  closeOnEscape = true,
  closeOnBackdrop = true,
  width = 520,
}: ModalProps) {
  const { stack, host } = useModalLayer();
  const modalId = useId();
  const titleId = `${modalId}-title`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const snapshot = useDeferredSnapshot(stack);
  const place = snapshot
    ? (connectModalStack(snapshot, stack.send).modals.find((entry) => entry.id === modalId)?.zIndex ?? null)
    : null;

  // Opening starts the stack (its machine loads on the first open, decision 115), and the modal is pushed once it
  // runs rather than queued: a queued MODAL.OPEN could not be taken back, so a modal closed or unmounted while the
  // machine loads would stay on the stack. A modal never pushed sends no MODAL.CLOSE, which would load the machine.
  useEffect(() => {
    if (!open) return;
    let pushed = false;
    const push = () => {
      if (pushed || !stack.started) return;
      pushed = true;
      stack.send({ type: "MODAL.OPEN", id: modalId, closeOnEscape, closeOnBackdrop });
    };
    const unsubscribe = stack.subscribe(push);
    push();
    stack.start();
    return () => {
      unsubscribe();
      // not started: the layer has stopped the stack (unmounting), and the modal went with it
      if (pushed && stack.started) stack.send({ type: "MODAL.CLOSE", id: modalId });
    };
  }, [open, modalId, closeOnEscape, closeOnBackdrop, stack]);

  // Escape and backdrop dismissals are decided by the stack; tell the owner so it can set open to false.
  useEffect(() => {
    const subscription = stack.on("modal.closed", (event) => {
      if (event.id === modalId && event.reason !== "close") onCloseRef.current(event.reason);
    });
    return () => subscription.unsubscribe();
  }, [stack, modalId]);

  const visible = open && place !== null;
  // Focus moves into the dialog, stays there while it is open, and goes back to the opener after.
  useFocusTrap(dialogRef, visible);

  if (!visible || !host) return null;
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop click is a mouse shortcut; keyboards have Escape and the × button
    <div
      className={styles.backdrop}
      style={{ zIndex: place }}
      onClick={(event) => {
        if (event.target === event.currentTarget) stack.send({ type: "BACKDROP.CLICK" });
      }}
      role="presentation"
    >
      <div
        ref={dialogRef}
        className={styles.dialog}
        style={{ width }}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.closeButton}
            aria-label={UI_TEXT.close}
            onClick={() => onClose("close")}
          >
            <CloseIcon />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>,
    host,
  );
}
