import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { connectSideToolbar } from "./side-toolbar.connect";
import { sideToolbarMachine } from "./side-toolbar.machine";

function start() {
  let scrolledToTop = 0;
  const actor = createActor(
    sideToolbarMachine.provide({ actions: { scrollToTop: () => void scrolledToTop++ } }),
  ).start();
  return { view: () => connectSideToolbar(actor.getSnapshot(), actor.send), scrolledToTop: () => scrolledToTop };
}

describe("sideToolbarMachine", () => {
  it("toggles between open and collapsed; collapsing closes the popup", () => {
    const { view } = start();
    expect(view().isOpen).toBe(true);
    view().showPopup("phone");
    expect(view().activePopup).toBe("phone");
    view().toggle();
    expect(view()).toMatchObject({ isOpen: false, activePopup: null });
    view().toggle();
    expect(view().isOpen).toBe(true);
  });

  it("shows back-to-top only above 500 px of scroll (spec §9), and only then scrolls up", () => {
    const { view, scrolledToTop } = start();
    view().scrolled(500);
    view().backToTop();
    expect(view().backToTopVisible).toBe(false);
    expect(scrolledToTop()).toBe(0);
    view().scrolled(501);
    view().backToTop();
    expect(view().backToTopVisible).toBe(true);
    expect(scrolledToTop()).toBe(1);
  });
});
