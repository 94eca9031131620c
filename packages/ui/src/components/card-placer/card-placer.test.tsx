import type { CardBox } from "@taxlearn/core";
import { fireEvent, render, screen } from "@testing-library/react";
import fc from "fast-check";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { CardPlacer } from "./card-placer";

const STAGE = { width: 480, height: 270 };

function Harness({ initial, changes }: { initial: CardBox; changes: CardBox[] }) {
  const [box, setBox] = useState(initial);
  return (
    <CardPlacer
      box={box}
      onChange={(next) => {
        changes.push(next);
        setBox(next);
      }}
    />
  );
}

function setup(initial: CardBox) {
  const changes: CardBox[] = [];
  const view = render(<Harness initial={initial} changes={changes} />);
  const stage = screen.getByTestId("card-placer-stage");
  vi.spyOn(stage, "getBoundingClientRect").mockReturnValue({
    ...STAGE,
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 480,
    bottom: 270,
    toJSON: () => ({}),
  });
  return {
    view,
    changes,
    box: screen.getByTestId("card-placer-box"),
    handle: screen.getByTestId("card-placer-handle"),
  };
}

describe("CardPlacer", () => {
  it("drags the box by the pointer's movement over the stage, in fractions of the video", () => {
    const { box, changes, view } = setup({ posX: 0.1, posY: 0.1, posW: 0.3, posH: 0.2 });
    fireEvent.pointerDown(box, { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(box, { clientX: 148, clientY: 127, pointerId: 1 });
    fireEvent.pointerUp(box, { pointerId: 1 });
    expect(changes.at(-1)).toEqual({ posX: 0.2, posY: 0.2, posW: 0.3, posH: 0.2 });
    expect(box.style.left).toBe("20%");
    fireEvent.pointerMove(box, { clientX: 400, clientY: 400 });
    expect(changes).toHaveLength(1);
    view.unmount();
  });

  it("resizes from the corner handle and moves with the arrow keys", () => {
    const { box, handle, changes, view } = setup({ posX: 0.5, posY: 0.5, posW: 0.3, posH: 0.2 });
    fireEvent.pointerDown(handle, { clientX: 0, clientY: 0, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 480, clientY: 270, pointerId: 1 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    expect(changes.at(-1)).toEqual({ posX: 0.5, posY: 0.5, posW: 0.5, posH: 0.5 });
    fireEvent.keyDown(box, { key: "ArrowLeft" });
    expect(changes.at(-1)).toMatchObject({ posX: 0.49 });
    fireEvent.keyDown(box, { key: "ArrowUp", shiftKey: true });
    expect(changes.at(-1)).toMatchObject({ posH: 0.49 });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(changes).toHaveLength(3);
    view.unmount();
  });

  it("whatever the drag, the box stays whole inside the video", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2000, max: 2000 }),
        fc.integer({ min: -2000, max: 2000 }),
        fc.boolean(),
        (x, y, resize) => {
          const { box, handle, changes, view } = setup({ posX: 0.3, posY: 0.3, posW: 0.3, posH: 0.3 });
          const target = resize ? handle : box;
          fireEvent.pointerDown(target, { clientX: 0, clientY: 0, pointerId: 1 });
          fireEvent.pointerMove(target, { clientX: x, clientY: y, pointerId: 1 });
          const last = changes.at(-1)!;
          expect(last.posX).toBeGreaterThanOrEqual(0);
          expect(last.posY).toBeGreaterThanOrEqual(0);
          expect(last.posX + last.posW).toBeLessThanOrEqual(1.0001);
          expect(last.posY + last.posH).toBeLessThanOrEqual(1.0001);
          view.unmount();
        },
      ),
      { numRuns: 40 },
    );
  });
});
