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
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: "100%",
  padding: `0 ${vars.space.standard}`,
  border: "none",
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
  selectors: { "&:hover": { background: vars.color.brandHover } },
});
