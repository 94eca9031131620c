/** spec §2 side toolbar popups: phone and group hotlines, app / assistant / learning-materials QR codes. */
export type ToolbarPopup = "phone" | "group" | "appQr" | "assistantQr" | "materialsQr";

export interface SideToolbarContext {
  activePopup: ToolbarPopup | null;
  /** spec §9: back-to-top appears after more than 500 px of scroll */
  backToTopVisible: boolean;
}

export type SideToolbarEvent =
  | { type: "TOOLBAR.TOGGLE" }
  | { type: "TOOLBAR.OPEN" }
  | { type: "TOOLBAR.COLLAPSE" }
  | { type: "POPUP.SHOW"; popup: ToolbarPopup }
  | { type: "POPUP.HIDE" }
  | { type: "PAGE.SCROLL"; scrollY: number }
  | { type: "TOOLBAR.BACK_TO_TOP" };

export interface SideToolbarView {
  isOpen: boolean;
  activePopup: ToolbarPopup | null;
  backToTopVisible: boolean;
  toggle: () => void;
  showPopup: (popup: ToolbarPopup) => void;
  hidePopup: () => void;
  scrolled: (scrollY: number) => void;
  backToTop: () => void;
}
