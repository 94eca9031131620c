export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface OverlayInput {
  /** the main video stage the overlay lives in */
  stage: Size;
  /** default: spec §9 overlay position 626,305 */
  position?: Point;
  /** default: the spec §3 video size 360×225 */
  size?: Size;
}

export interface OverlayContext {
  stage: Size;
  position: Point;
  size: Size;
  /** pointer minus overlay corner, while dragging */
  grabOffset: Point;
  /** pointer and size when a resize began */
  resizeOrigin: { pointer: Point; size: Size };
}

export type OverlayEvent =
  /** spec §2: hidden or shown by double click */
  | { type: "OVERLAY.DOUBLE_CLICK" }
  | { type: "DRAG.START"; pointer: Point }
  | { type: "DRAG.MOVE"; pointer: Point }
  | { type: "DRAG.END" }
  | { type: "RESIZE.START"; pointer: Point }
  | { type: "RESIZE.MOVE"; pointer: Point }
  | { type: "RESIZE.END" }
  /** the stage changed size (window resize) */
  | { type: "STAGE.RESIZE"; stage: Size }
  /** spec §4: entering or leaving fullscreen repositions the overlay; `stage` is the new stage size */
  | { type: "FULLSCREEN.ENTER"; stage: Size }
  | { type: "FULLSCREEN.EXIT"; stage: Size }
  /** spec §2: the overlay is outside the main video stage → opaque mask */
  | { type: "STAGE.LEAVE" }
  | { type: "STAGE.ENTER" }
  /** spec §2: a click on the mask resumes play */
  | { type: "MASK.CLICK" };

export interface OverlayView {
  visible: boolean;
  dragging: boolean;
  resizing: boolean;
  fullscreen: boolean;
  maskVisible: boolean;
  /** pixels inside the stage */
  style: { left: number; top: number; width: number; height: number };
}
