import { vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const tag = style({
  display: "inline-block",
  margin: `0 0 ${vars.space.small}`,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.standard,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.fontSize.small,
});

export const subheading = style({
  margin: `${vars.space.small} 0 ${vars.space.xsmall}`,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const date = style({
  margin: `0 0 ${vars.space.xsmall}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
