import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { connectSideToolbar, initialSideToolbarView } from "./side-toolbar.connect";
import { sideToolbarMachine } from "./side-toolbar.machine";
import type { SideToolbarEvent, SideToolbarView } from "./side-toolbar.types";

/** A view's data, and the events its commands send. */
function describeView(view: (send: (event: SideToolbarEvent) => void) => SideToolbarView) {
  const sent: SideToolbarEvent[] = [];
  const shown = view((event) => sent.push(event));
  shown.toggle();
  shown.showPopup("phone");
  shown.hidePopup();
  shown.scrolled(640);
  shown.backToTop();
  const data = Object.fromEntries(Object.entries(shown).filter(([, value]) => typeof value !== "function"));
  return { data, sent };
}

const fresh = () => createActor(sideToolbarMachine.provide({ actions: { scrollToTop: () => {} } })).start();

describe("initialSideToolbarView", () => {
  it("is what a fresh machine shows", () => {
    const actor = fresh();
    expect(describeView((send) => initialSideToolbarView({ collapsed: false }, send))).toEqual(
      describeView((send) => connectSideToolbar(actor.getSnapshot(), send)),
    );
  });

  it("collapsed, is what a fresh machine shows after TOOLBAR.COLLAPSE (a phone)", () => {
    const actor = fresh();
    actor.send({ type: "TOOLBAR.COLLAPSE" });
    expect(describeView((send) => initialSideToolbarView({ collapsed: true }, send))).toEqual(
      describeView((send) => connectSideToolbar(actor.getSnapshot(), send)),
    );
  });
});
