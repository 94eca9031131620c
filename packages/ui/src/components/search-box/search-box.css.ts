import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const form = style({
  display: "flex",
  alignItems: "center",
  width: vars.layout.searchBoxWidth,
  maxWidth: "100%",
  height: vars.controlHeight.standard,
  border: `${vars.borderWidth.standard} solid ${vars.color.brand}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  overflow: "hidden",
  // the box draws the ring for its input (the rounded box clips anything drawn inside it)
  selectors: {
    "&:has(input:focus-visible)": {
      outline: `${vars.focus.width} solid ${vars.focus.ring}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: "100%",
  padding: `0 ${vars.space.standard}`,
  border: "none",
  // focus ring: drawn by the box around it (form :has(input:focus-visible))
  outline: "none",
  background: "transparent",
  fontSize: vars.fontSize.standard,
  selectors: { "&::placeholder": { color: vars.color.textMuted } },
});

export const submit = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.size.searchButton,
  height: "100%",
  border: "none",
  background: vars.color.brand,
  color: vars.color.textInverse,
  selectors: {
    "&:hover": { background: vars.color.brandHover },
    // inside the rounded box, which clips an outside ring
    "&:focus-visible": {
      outline: `${vars.focus.width} solid ${vars.color.textInverse}`,
      outlineOffset: `calc(-2 * ${vars.focus.width})`,
    },
  },
});
