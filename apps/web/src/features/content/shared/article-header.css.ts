import { vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const header = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.medium,
  paddingBottom: vars.space.standard,
  marginBottom: vars.space.large,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const metaItem = style({ display: "flex", gap: vars.space.xsmall });
export const metaTerm = style({ color: vars.color.textMuted });
export const metaValue = style({ margin: 0, color: vars.color.textSecondary });

export const marks = style({ display: "flex", flexWrap: "wrap", gap: vars.space.small, alignItems: "center" });

export const sample = style({
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.chipHeight.small,
});

export const kind = style({
  alignSelf: "flex-start",
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.fontSize.small,
  lineHeight: vars.chipHeight.standard,
});

export const tags = style({
  display: "flex",
  gap: vars.space.small,
  flexWrap: "wrap",
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const tag = style({
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.chipHeight.small,
});
