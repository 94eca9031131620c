import { sideToolbarMachine } from "@taxlearn/machines";
import { createActor } from "xstate";

// Loaded by SideToolbar on its first event (a click, a hover, a scroll): the toolbar machine and XState stay out of
// the page's first script (decision 115).

/** The side-toolbar actor, unstarted; `scrollToTop` is how the page scrolls back to the top. */
export function createSideToolbarActor(scrollToTop: () => void) {
  return createActor(sideToolbarMachine.provide({ actions: { scrollToTop } }));
}
