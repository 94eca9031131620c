import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const bar = style({
  background: `linear-gradient(90deg, ${vars.color.brandActive}, ${vars.color.brand})`,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.standard,
});

export const inner = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.standard,
  minHeight: "44px",
  position: "relative",
});

export const action = style({
  height: "28px",
  padding: `0 ${vars.space.medium}`,
  border: "none",
  borderRadius: vars.radius.full,
  background: vars.color.vip,
  color: vars.color.vipText,
  fontWeight: vars.fontWeight.strong,
  selectors: { "&:hover": { background: vars.color.vipHover } },
});

export const close = style({
  position: "absolute",
  right: 0,
  display: "inline-flex",
  padding: vars.space.xsmall,
  border: "none",
  background: "transparent",
  color: vars.color.textInverse,
});
