import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { connectModalStack } from "./modal-stack.connect";
import { modalStackMachine } from "./modal-stack.machine";
import type { ModalStackEmitted } from "./modal-stack.types";

function start() {
  const actor = createActor(modalStackMachine).start();
  const closed: ModalStackEmitted[] = [];
  actor.on("modal.closed", (event) => closed.push(event));
  const view = () => connectModalStack(actor.getSnapshot(), actor.send);
  return { actor, closed, view };
}

describe("modalStackMachine", () => {
  it("pushes on open and pops on close, top modal highest above z-index 2000", () => {
    const { view, closed } = start();
    view().open("a");
    view().open("b");
    expect(view().modals).toEqual([
      { id: "a", zIndex: 2001, isTop: false },
      { id: "b", zIndex: 2002, isTop: true },
    ]);
    view().close();
    expect(view().topId).toBe("a");
    view().close();
    expect(view().isOpen).toBe(false);
    expect(closed).toEqual([
      { type: "modal.closed", id: "b", reason: "close" },
      { type: "modal.closed", id: "a", reason: "close" },
    ]);
  });

  it("Escape closes only the top modal, and only when it allows it", () => {
    const { view } = start();
    view().open("a");
    view().open("b", { closeOnEscape: false });
    view().pressEscape();
    expect(view().topId).toBe("b");
    view().close("b");
    view().pressEscape();
    expect(view().isOpen).toBe(false);
  });

  it("a backdrop click closes the top modal depending on its setting", () => {
    const { view, closed } = start();
    view().open("a", { closeOnBackdrop: false });
    view().clickBackdrop();
    expect(view().topId).toBe("a");
    view().open("b");
    view().clickBackdrop();
    expect(view().topId).toBe("a");
    expect(closed).toEqual([{ type: "modal.closed", id: "b", reason: "backdrop" }]);
  });

  it("opening a modal that is already open changes nothing; closing an unknown one neither", () => {
    const { view } = start();
    view().open("a");
    view().open("a");
    view().close("zzz");
    expect(view().modals.map((modal) => modal.id)).toEqual(["a"]);
  });
});
