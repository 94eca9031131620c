/** One open modal. */
export interface ModalEntry {
  id: string;
  /** Escape closes it when it is on top (default true). */
  closeOnEscape: boolean;
  /** A click on its backdrop closes it when it is on top (default true). */
  closeOnBackdrop: boolean;
}

export interface ModalStackContext {
  /** bottom first; the last entry is the top modal */
  stack: ModalEntry[];
}

export type ModalStackEvent =
  | { type: "MODAL.OPEN"; id: string; closeOnEscape?: boolean; closeOnBackdrop?: boolean }
  /** closes the given modal, or the top one when no id is given */
  | { type: "MODAL.CLOSE"; id?: string }
  | { type: "KEY.ESCAPE" }
  | { type: "BACKDROP.CLICK" };

export type ModalCloseReason = "close" | "escape" | "backdrop";

/** Emitted whenever a modal leaves the stack, so its owner can react. */
export type ModalStackEmitted = { type: "modal.closed"; id: string; reason: ModalCloseReason };

/** One modal as the UI renders it. */
export interface ModalView {
  id: string;
  /** stacked above the base z-index of spec §9, one step per level */
  zIndex: number;
  isTop: boolean;
}

export interface ModalStackView {
  isOpen: boolean;
  topId: string | null;
  modals: ModalView[];
  open: (id: string, options?: { closeOnEscape?: boolean; closeOnBackdrop?: boolean }) => void;
  close: (id?: string) => void;
  pressEscape: () => void;
  clickBackdrop: () => void;
}
