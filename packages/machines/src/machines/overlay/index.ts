export { connectOverlay } from "./overlay.connect";
export { overlayMachine } from "./overlay.machine";
export {
  clampPosition,
  clampSize,
  OVERLAY_DEFAULT_POSITION,
  OVERLAY_DEFAULT_SIZE,
  OVERLAY_MIN_SIZE,
} from "./overlay.rules";
export type { OverlayContext, OverlayEvent, OverlayInput, OverlayView, Point, Size } from "./overlay.types";
