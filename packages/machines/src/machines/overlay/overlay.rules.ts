import { CONSTANTS } from "@taxlearn/core";
import type { Point, Size } from "./overlay.types";

export const OVERLAY_DEFAULT_POSITION: Point = { ...CONSTANTS.overlayDefaultPosition };
export const OVERLAY_DEFAULT_SIZE: Size = { width: CONSTANTS.videoWidthPx, height: CONSTANTS.videoHeightPx };
/** Not in the spec: a quarter of the default size, so the overlay stays visible and grabbable. */
export const OVERLAY_MIN_SIZE: Size = { width: CONSTANTS.videoWidthPx / 4, height: CONSTANTS.videoHeightPx / 4 };

const clamp = (value: number, min: number, max: number): number => Math.min(Math.max(value, min), Math.max(min, max));

/** The size kept between the minimum and the stage. */
export function clampSize(size: Size, stage: Size): Size {
  return {
    width: clamp(size.width, Math.min(OVERLAY_MIN_SIZE.width, stage.width), stage.width),
    height: clamp(size.height, Math.min(OVERLAY_MIN_SIZE.height, stage.height), stage.height),
  };
}

/** The position that keeps the whole overlay inside the stage. */
export function clampPosition(position: Point, size: Size, stage: Size): Point {
  return {
    x: clamp(position.x, 0, stage.width - size.width),
    y: clamp(position.y, 0, stage.height - size.height),
  };
}
