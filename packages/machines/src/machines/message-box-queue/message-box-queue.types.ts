import type { PromptRules } from "@taxlearn/core";

export type MessageBoxKind = "alert" | "confirm" | "prompt";
export type MessageBoxAction = "confirm" | "cancel" | "close";

/** One dialog to show. */
export interface MessageBoxRequest {
  id: string;
  kind: MessageBoxKind;
  title: string;
  message: string;
  /** prompt only: a one-line input (default) or a text area, where Enter does not confirm (spec §5) */
  inputType?: "text" | "textarea";
  /** prompt only: the starting value */
  inputValue?: string;
  /** prompt only: core's `validatePrompt` rules (pattern, validator, error text) */
  rules?: PromptRules;
}

export interface MessageBoxQueueContext {
  /** the dialog on screen; null when none */
  current: MessageBoxRequest | null;
  /** waiting dialogs, first shown next */
  queue: MessageBoxRequest[];
  inputValue: string;
  /** the invalid-input message under the prompt's input, when the input is invalid */
  inputError: string | null;
}

export type MessageBoxQueueEvent =
  | { type: "MESSAGEBOX.OPEN"; request: MessageBoxRequest }
  | { type: "MESSAGEBOX.CONFIRM" }
  | { type: "MESSAGEBOX.CANCEL" }
  | { type: "MESSAGEBOX.CLOSE" }
  | { type: "INPUT.CHANGE"; value: string }
  /** Enter pressed in the prompt's input */
  | { type: "INPUT.ENTER" };

/** Emitted when a dialog is answered; the prompt's value comes with confirm. */
export type MessageBoxQueueEmitted = {
  type: "messagebox.resolved";
  id: string;
  action: MessageBoxAction;
  value: string | null;
};

export interface MessageBoxView {
  open: boolean;
  kind: MessageBoxKind | null;
  title: string;
  message: string;
  showInput: boolean;
  inputType: "text" | "textarea";
  inputValue: string;
  inputError: string | null;
  showCancel: boolean;
  /** dialogs waiting behind this one */
  waiting: number;
  confirm: () => void;
  cancel: () => void;
  close: () => void;
  changeInput: (value: string) => void;
  pressEnter: () => void;
}
