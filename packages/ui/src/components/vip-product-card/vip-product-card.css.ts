import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.contract.css";

export const card = recipe({
  base: {
    display: "flex",
    flexDirection: "column",
    gap: vars.space.medium,
    height: "100%",
    padding: vars.space.large,
    background: vars.color.surface,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.small,
    minWidth: 0,
  },
  variants: {
    current: {
      true: { borderColor: vars.color.vip, boxShadow: vars.shadow.medium, background: vars.color.vipSoft },
      false: {},
    },
  },
});

export const head = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.vipInk,
  overflowWrap: "anywhere",
});

export const currentTag = style({
  flexShrink: 0,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.full,
  background: vars.color.vip,
  color: vars.color.vipText,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.chipHeight.small,
});

export const duration = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.small });

export const description = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.relaxed,
  flexGrow: 1,
});

export const rights = style({
  margin: 0,
  paddingLeft: vars.space.standard,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.relaxed,
});
