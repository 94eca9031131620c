import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
  padding: vars.space.standard,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
  margin: 0,
});

// floated so the legend sits inside the card's border instead of on it
export const legend = style({
  float: "left",
  width: "100%",
  display: "flex",
  gap: vars.space.small,
  alignItems: "baseline",
  padding: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflowWrap: "anywhere",
});

export const kind = style({
  flex: "none",
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.fontSize.xsmall,
});

export const options = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
});

const optionBase = style({
  display: "flex",
  gap: vars.space.small,
  alignItems: "flex-start",
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  cursor: "pointer",
  overflowWrap: "anywhere",
  minHeight: vars.controlHeight.small,
});

export const option = styleVariants({
  idle: [optionBase],
  chosen: [optionBase, { borderColor: vars.color.brand, background: vars.color.brandSoft }],
  right: [optionBase, { borderColor: vars.color.success, background: vars.color.successSoft, cursor: "default" }],
  wrong: [optionBase, { borderColor: vars.color.danger, background: vars.color.dangerSoft, cursor: "default" }],
  plain: [optionBase, { cursor: "default" }],
});

export const analysis = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.small,
  color: vars.color.textSecondary,
});

export const verdict = styleVariants({
  right: { color: vars.color.success, fontWeight: vars.fontWeight.medium },
  wrong: { color: vars.color.danger, fontWeight: vars.fontWeight.medium },
});
