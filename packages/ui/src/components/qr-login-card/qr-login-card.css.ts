import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const card = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.standard,
  textAlign: "center",
});

export const codeFrame = style({
  position: "relative",
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
});

export const veil = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: vars.space.standard,
  background: vars.color.surface,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
});

export const veilError = style([veil, { color: vars.color.danger }]);

export const hint = style({ margin: 0, fontSize: vars.fontSize.standard, color: vars.color.textSecondary });

export const sandboxTag = style({
  display: "inline-block",
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.standard,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontSize: vars.fontSize.xsmall,
});

export const actions = style({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: vars.space.standard });

export const link = style({
  color: vars.color.link,
  fontSize: vars.fontSize.standard,
  textDecoration: "none",
  ":hover": { textDecoration: "underline" },
});
