import { style } from "@vanilla-extract/css";
import { focusRing } from "../../theme/focus-ring";
import { vars } from "../../theme/theme.contract.css";

export const stage = style({
  position: "relative",
  width: "100%",
  aspectRatio: "16 / 9",
  background: vars.color.text,
  borderRadius: vars.radius.small,
  overflow: "hidden",
  touchAction: "none",
  userSelect: "none",
});

export const box = style({
  position: "absolute",
  boxSizing: "border-box",
  border: `${vars.borderWidth.large} dashed ${vars.color.surface}`,
  cursor: "move",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  overflow: "hidden",
  padding: 0,
  background: "transparent",
  selectors: { "&:focus-visible": { ...focusRing, borderStyle: "solid" } },
});

export const picture = style({ width: "100%", height: "100%", objectFit: "contain", pointerEvents: "none" });

export const handle = style({
  position: "absolute",
  right: 0,
  bottom: 0,
  width: vars.space.standard,
  height: vars.space.standard,
  background: vars.color.surface,
  cursor: "nwse-resize",
});

export const readout = style({ fontSize: vars.fontSize.xsmall, color: vars.color.textSecondary, margin: 0 });
