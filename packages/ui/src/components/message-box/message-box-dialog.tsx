import { CONSTANTS } from "@taxlearn/core";
import type { MessageBoxView } from "@taxlearn/machines";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { UI_TEXT } from "../../ui.messages";
import { Button } from "../button";
import { CloseIcon } from "../modal/close-icon";
import { useFocusTrap } from "../modal/use-focus-trap";
import * as styles from "./message-box.css";

/** The one message box on screen, drawn from the queue machine's view; keyed by request, so each box mounts anew. */
export function MessageBoxDialog({ view }: { view: MessageBoxView }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const { showInput } = view;

  // Focus stays in the box while it is open and goes back to what opened it (before the effect below, so that one
  // picks the control focused first).
  useFocusTrap(boxRef, true);

  // spec §9: the prompt's input takes focus after 500 ms; other boxes focus their confirm button.
  useEffect(() => {
    if (!showInput) {
      confirmRef.current?.focus();
      return;
    }
    const timer = setTimeout(() => inputRef.current?.focus(), CONSTANTS.promptFocusDelayMs);
    return () => clearTimeout(timer);
  }, [showInput]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") {
      event.stopPropagation();
      view.close();
    }
  }

  function onInputKeyDown(event: KeyboardEvent) {
    if (event.key === "Enter" && !event.nativeEvent.isComposing) {
      if (view.inputType === "text") event.preventDefault();
      view.pressEnter();
    }
  }

  const inputProps = {
    ref: inputRef,
    className: styles.input,
    value: view.inputValue,
    "aria-label": view.message || view.title,
    "aria-invalid": view.inputError ? true : undefined,
    "aria-describedby": `${id}-error`,
    onChange: (event: { target: { value: string } }) => view.changeInput(event.target.value),
    onKeyDown: onInputKeyDown,
  };

  return (
    <div className={styles.backdrop} role="presentation">
      <div
        ref={boxRef}
        className={styles.box}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
        onKeyDown={onKeyDown}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={`${id}-title`} className={styles.title}>
            {view.title}
          </h2>
          <button type="button" className={styles.closeButton} aria-label={UI_TEXT.close} onClick={view.close}>
            <CloseIcon />
          </button>
        </div>
        <p id={`${id}-message`} className={styles.message}>
          {view.message}
        </p>
        {view.showInput ? (
          <div>
            {view.inputType === "textarea" ? (
              <textarea rows={4} {...inputProps} />
            ) : (
              <input type="text" {...inputProps} />
            )}
            <p id={`${id}-error`} className={styles.error} role={view.inputError ? "alert" : undefined}>
              {view.inputError}
            </p>
          </div>
        ) : null}
        <div className={styles.actions}>
          {view.showCancel ? (
            <Button tone="neutral" onClick={view.cancel}>
              {UI_TEXT.cancel}
            </Button>
          ) : null}
          <Button ref={confirmRef} tone="primary" onClick={view.confirm}>
            {UI_TEXT.confirm}
          </Button>
        </div>
      </div>
    </div>
  );
}
