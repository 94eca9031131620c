import { showBackToTop } from "@taxlearn/core";
import { assign, setup } from "xstate";
import { requiredAction } from "../../shared/not-provided";
import type { SideToolbarContext, SideToolbarEvent } from "./side-toolbar.types";

/**
 * spec §2/§4 side toolbar: open or collapsed; one hotline/QR popup at a time while open; the back-to-top
 * button follows the page scroll.
 *
 * Provide: `scrollToTop` (action).
 */
export const sideToolbarMachine = setup({
  types: {
    context: {} as SideToolbarContext,
    events: {} as SideToolbarEvent,
  },
  actions: {
    scrollToTop: requiredAction("scrollToTop"),
    showPopup: assign({ activePopup: ({ event }) => (event.type === "POPUP.SHOW" ? event.popup : null) }),
    hidePopup: assign({ activePopup: null }),
    followScroll: assign({
      backToTopVisible: ({ event }) => (event.type === "PAGE.SCROLL" ? showBackToTop(event.scrollY) : false),
    }),
  },
  guards: {
    backToTopVisible: ({ context }) => context.backToTopVisible,
  },
}).createMachine({
  id: "sideToolbar",
  context: { activePopup: null, backToTopVisible: false },
  initial: "open",
  on: {
    "PAGE.SCROLL": { actions: "followScroll" },
    "TOOLBAR.BACK_TO_TOP": { guard: "backToTopVisible", actions: "scrollToTop" },
  },
  states: {
    open: {
      on: {
        "TOOLBAR.TOGGLE": { target: "collapsed", actions: "hidePopup" },
        "TOOLBAR.COLLAPSE": { target: "collapsed", actions: "hidePopup" },
        "POPUP.SHOW": { actions: "showPopup" },
        "POPUP.HIDE": { actions: "hidePopup" },
      },
    },
    collapsed: {
      on: {
        "TOOLBAR.TOGGLE": "open",
        "TOOLBAR.OPEN": "open",
      },
    },
  },
});
