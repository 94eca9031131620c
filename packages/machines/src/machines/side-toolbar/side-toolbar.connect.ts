import type { SnapshotFrom } from "xstate";
import type { sideToolbarMachine } from "./side-toolbar.machine";
import type { SideToolbarEvent, SideToolbarView } from "./side-toolbar.types";

export function connectSideToolbar(
  snapshot: SnapshotFrom<typeof sideToolbarMachine>,
  send: (event: SideToolbarEvent) => void,
): SideToolbarView {
  return {
    isOpen: snapshot.matches("open"),
    activePopup: snapshot.context.activePopup,
    backToTopVisible: snapshot.context.backToTopVisible,
    toggle: () => send({ type: "TOOLBAR.TOGGLE" }),
    showPopup: (popup) => send({ type: "POPUP.SHOW", popup }),
    hidePopup: () => send({ type: "POPUP.HIDE" }),
    scrolled: (scrollY) => send({ type: "PAGE.SCROLL", scrollY }),
    backToTop: () => send({ type: "TOOLBAR.BACK_TO_TOP" }),
  };
}

/**
 * The toolbar as a fresh machine shows it, open or (after TOOLBAR.COLLAPSE, as on a phone) collapsed: what a page
 * draws before the machine has loaded (decision 115).
 */
export function initialSideToolbarView(
  { collapsed }: { collapsed: boolean },
  send: (event: SideToolbarEvent) => void,
): SideToolbarView {
  return {
    isOpen: !collapsed,
    activePopup: null,
    backToTopVisible: false,
    toggle: () => send({ type: "TOOLBAR.TOGGLE" }),
    showPopup: (popup) => send({ type: "POPUP.SHOW", popup }),
    hidePopup: () => send({ type: "POPUP.HIDE" }),
    scrolled: (scrollY) => send({ type: "PAGE.SCROLL", scrollY }),
    backToTop: () => send({ type: "TOOLBAR.BACK_TO_TOP" }),
  };
}
