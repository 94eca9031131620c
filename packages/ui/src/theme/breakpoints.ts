/**
 * The widths (px) below which the site's desktop-first layouts change. Media queries cannot read CSS variables, so
 * these are plain constants rather than theme tokens; style files use `belowBreakpoint(name)`.
 */
export const breakpoints = {
  /** A two-panel card (two columns of `vars.width.large` + `xlarge`) with its page padding no longer fits. */
  small: 860,
  /** Four-up grids halve and side-by-side sections go one under the other. */
  medium: 900,
  /** A main column with an aside (`vars.width.medium`) beside it no longer fits: the aside goes below. */
  large: 960,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** Widths (px) of a component's own box (CSS container queries) below which its content is laid out tighter. */
export const containerBreakpoints = {
  /** A course card two a row on a phone: learners and price no longer share a line. */
  narrowCard: 220,
} as const;

/** The container query for a box no wider than a container breakpoint, for vanilla-extract's `"@container"`. */
export function belowContainerWidth(breakpoint: keyof typeof containerBreakpoints): string {
  return `(max-width: ${containerBreakpoints[breakpoint]}px)`;
}

/** The media query for screens no wider than a breakpoint, for vanilla-extract's `"@media"`. */
export function belowBreakpoint(breakpoint: Breakpoint): string {
  return `screen and (max-width: ${breakpoints[breakpoint]}px)`;
}
