import type { CSSProperties } from "react";

const PIXEL_LENGTH = /^\s*(\d+(?:\.\d+)?)px\s*$/;

function pixelLength(value: number | string | undefined): number | null {
  if (value === undefined) return null;
  if (typeof value === "number") return value > 0 ? value : null;
  const match = PIXEL_LENGTH.exec(value);
  const parsed = match ? Number(match[1]) : Number.NaN;
  return parsed > 0 ? parsed : null;
}

/**
 * The inline size of a video stage (the player, or the notice in its place). Given in pixels, the stage keeps that
 * size where its container has room and, where it has not (a phone), shrinks to the container's width with the
 * same aspect ratio; other lengths (`100%`, `auto`) and missing ones are used as given.
 */
export function fittedStageStyle(
  width: number | string | undefined,
  height: number | string | undefined,
): CSSProperties {
  const w = pixelLength(width);
  const h = pixelLength(height);
  if (w === null || h === null) return { width, height };
  return { width: w, maxWidth: "100%", height: "auto", aspectRatio: `${w} / ${h}` };
}
