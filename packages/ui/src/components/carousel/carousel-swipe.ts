/** A horizontal move of at least this many pixels is a swipe; less is a tap or a wobble. */
export const SWIPE_MIN_PX = 40;

/**
 * The slide a finger's move asks for: +1 (next) for a swipe to the left, -1 for one to the right, 0 for a tap or a
 * mostly vertical move (the page scrolling under the finger).
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
