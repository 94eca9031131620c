import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { connectOverlay } from "./overlay.connect";
import { overlayMachine } from "./overlay.machine";
import { OVERLAY_MIN_SIZE } from "./overlay.rules";

const stage = { width: 1200, height: 700 };

function start() {
  let resumed = 0;
  const actor = createActor(overlayMachine.provide({ actions: { resumePlay: () => void resumed++ } }), {
    input: { stage },
  }).start();
  return { actor, view: () => connectOverlay(actor.getSnapshot()), resumed: () => resumed };
}

describe("overlayMachine", () => {
  it("starts shown at the spec's default position 626,305 with the 360×225 video size", () => {
    const { view } = start();
    expect(view()).toMatchObject({ visible: true, style: { left: 626, top: 305, width: 360, height: 225 } });
  });

  it("double click hides and shows it again", () => {
    const { actor, view } = start();
    actor.send({ type: "OVERLAY.DOUBLE_CLICK" });
    expect(view().visible).toBe(false);
    actor.send({ type: "OVERLAY.DOUBLE_CLICK" });
    expect(view().visible).toBe(true);
  });

  it("drags by the grab point and stops at the stage edges", () => {
    const { actor, view } = start();
    actor.send({ type: "DRAG.START", pointer: { x: 700, y: 400 } });
    actor.send({ type: "DRAG.MOVE", pointer: { x: 600, y: 300 } });
    expect(view().style).toMatchObject({ left: 526, top: 205 });
    actor.send({ type: "DRAG.MOVE", pointer: { x: 99999, y: -99999 } });
    expect(view().style).toMatchObject({ left: 1200 - 360, top: 0 });
    actor.send({ type: "DRAG.END" });
    expect(view().dragging).toBe(false);
  });

  it("resizes from the corner, no smaller than the minimum and no bigger than the room to the edge", () => {
    const { actor, view } = start();
    actor.send({ type: "RESIZE.START", pointer: { x: 986, y: 530 } });
    actor.send({ type: "RESIZE.MOVE", pointer: { x: 0, y: 0 } });
    expect(view().style).toMatchObject({ width: OVERLAY_MIN_SIZE.width, height: OVERLAY_MIN_SIZE.height });
    actor.send({ type: "RESIZE.MOVE", pointer: { x: 5000, y: 5000 } });
    expect(view().style).toMatchObject({ left: 626, top: 305, width: 1200 - 626, height: 700 - 305 });
  });

  it("entering and leaving fullscreen puts it back at 626,305 (kept inside a smaller stage)", () => {
    const { actor, view } = start();
    actor.send({ type: "DRAG.START", pointer: { x: 700, y: 400 } });
    actor.send({ type: "DRAG.MOVE", pointer: { x: 0, y: 0 } });
    actor.send({ type: "DRAG.END" });
    actor.send({ type: "FULLSCREEN.ENTER", stage: { width: 1920, height: 1080 } });
    expect(view()).toMatchObject({ fullscreen: true, style: { left: 626, top: 305 } });
    actor.send({ type: "FULLSCREEN.EXIT", stage: { width: 800, height: 450 } });
    expect(view()).toMatchObject({ fullscreen: false, style: { left: 800 - 360, top: 450 - 225 } });
  });

  it("shows the mask outside the main stage; a click on it hides it and resumes play", () => {
    const { actor, view, resumed } = start();
    actor.send({ type: "STAGE.LEAVE" });
    expect(view().maskVisible).toBe(true);
    actor.send({ type: "MASK.CLICK" });
    expect(view().maskVisible).toBe(false);
    expect(resumed()).toBe(1);
  });

  it("never leaves the stage, whatever the drags (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ x: fc.integer({ min: -3000, max: 3000 }), y: fc.integer({ min: -3000, max: 3000 }) }), {
          minLength: 1,
          maxLength: 8,
        }),
        (pointers) => {
          const { actor, view } = start();
          actor.send({ type: "DRAG.START", pointer: { x: 700, y: 400 } });
          for (const pointer of pointers) actor.send({ type: "DRAG.MOVE", pointer });
          const { left, top, width, height } = view().style;
          expect(left).toBeGreaterThanOrEqual(0);
          expect(top).toBeGreaterThanOrEqual(0);
          expect(left + width).toBeLessThanOrEqual(stage.width);
          expect(top + height).toBeLessThanOrEqual(stage.height);
        },
      ),
      { numRuns: 60 },
    );
  });
});
