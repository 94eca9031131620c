import { vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.standard,
  maxWidth: vars.width.xxxlarge,
});

export const ratingLabel = style({ fontSize: vars.fontSize.standard, color: vars.color.text });

export const failure = style({
  margin: 0,
  padding: `${vars.space.medium} ${vars.space.standard}`,
  borderRadius: vars.radius.standard,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
});

export const thanks = style({
  margin: 0,
  padding: `${vars.space.medium} ${vars.space.standard}`,
  borderRadius: vars.radius.standard,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: vars.fontSize.standard,
});
