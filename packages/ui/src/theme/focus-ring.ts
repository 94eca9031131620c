import { vars } from "./theme.contract.css";

/**
 * The theme's keyboard focus ring as style properties, for a component that draws it itself (a ring inset into a
 * scrolling strip, one shown on a wrapping label when its hidden input has focus). Put it under `:focus-visible`.
 */
export const focusRing = {
  outline: `${vars.focus.width} solid ${vars.focus.ring}`,
  outlineOffset: vars.focus.offset,
} as const;

/** The same ring drawn inside the element's edge, where an outside ring would be clipped. */
export const focusRingInset = {
  outline: `${vars.focus.width} solid ${vars.focus.ring}`,
  outlineOffset: `calc(-1 * ${vars.focus.width})`,
} as const;

/** On a dark surface (footer, video stage): the elements inside draw the light ring. */
export const onDarkFocusRing = { vars: { [vars.focus.ring]: vars.focus.ringOnDark } } as const;
