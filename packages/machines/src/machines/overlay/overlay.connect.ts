import type { SnapshotFrom } from "xstate";
import type { overlayMachine } from "./overlay.machine";
import type { OverlayView } from "./overlay.types";

/** Where and how the overlay video is drawn. */
export function connectOverlay(snapshot: SnapshotFrom<typeof overlayMachine>): OverlayView {
  const { position, size } = snapshot.context;
  return {
    visible: snapshot.matches({ visibility: "shown" }),
    dragging: snapshot.matches({ visibility: { shown: "dragging" } }),
    resizing: snapshot.matches({ visibility: { shown: "resizing" } }),
    fullscreen: snapshot.matches({ screen: "fullscreen" }),
    maskVisible: snapshot.matches({ mask: "on" }),
    style: { left: position.x, top: position.y, width: size.width, height: size.height },
  };
}
