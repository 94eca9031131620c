import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const picture = style({
  flexShrink: 0,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  // the picture's own size (120 × 44) at the field's height
  width: "6.5em",
  height: "2.4em",
  padding: 0,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  cursor: "pointer",
  overflow: "hidden",
});

export const image = style({ display: "block", width: "100%", height: "100%" });
