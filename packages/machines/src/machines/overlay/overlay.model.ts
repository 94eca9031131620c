import { type MachineModel, stableJson } from "../../testing/model";
import { overlayMachine } from "./overlay.machine";
import type { OverlayContext } from "./overlay.types";

interface OverlayWorld {
  resumed: number;
}

export const overlayModel: MachineModel<typeof overlayMachine, OverlayWorld> = {
  name: "overlayMachine",
  machine: overlayMachine,
  input: { stage: { width: 1000, height: 600 } },
  events: [
    { type: "DRAG.START", pointer: { x: 700, y: 350 } },
    { type: "DRAG.MOVE", pointer: { x: -5000, y: -5000 } },
    { type: "DRAG.MOVE", pointer: { x: 5000, y: 5000 } },
    { type: "RESIZE.START", pointer: { x: 900, y: 500 } },
    { type: "RESIZE.MOVE", pointer: { x: 0, y: 0 } },
    { type: "RESIZE.MOVE", pointer: { x: 5000, y: 5000 } },
    { type: "STAGE.RESIZE", stage: { width: 800, height: 450 } },
    { type: "FULLSCREEN.ENTER", stage: { width: 1920, height: 1080 } },
    { type: "FULLSCREEN.EXIT", stage: { width: 1000, height: 600 } },
  ],
  // Positions and sizes are unbounded numbers: identify graph states by their value and stage only.
  // Every step is still replayed against the exact context the graph computed.
  serializeState: (snapshot) =>
    stableJson({ value: snapshot.value, stage: (snapshot.context as OverlayContext).stage }),
  simplePaths: false,
  fakes: () => {
    const world: OverlayWorld = { resumed: 0 };
    return { implementations: { actions: { resumePlay: () => void world.resumed++ } }, world };
  },
  invariants: (snapshot) => {
    const { position, size, stage } = snapshot.context as OverlayContext;
    const broken: string[] = [];
    if (position.x < 0 || position.y < 0) broken.push(`overlay left the stage at ${position.x},${position.y}`);
    if (position.x + size.width > stage.width || position.y + size.height > stage.height) {
      broken.push(
        `overlay ${size.width}×${size.height} at ${position.x},${position.y} overflows ${stage.width}×${stage.height}`,
      );
    }
    return broken;
  },
};
