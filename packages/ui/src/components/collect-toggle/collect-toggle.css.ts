import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.contract.css";

export const toggle = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xsmall,
    height: vars.controlHeight.small,
    paddingInline: vars.space.medium,
    borderRadius: vars.radius.full,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    background: vars.color.surface,
    fontSize: vars.fontSize.small,
    cursor: "pointer",
    whiteSpace: "nowrap",
    ":hover": { borderColor: vars.color.star, color: vars.color.star },
    ":disabled": { cursor: "progress", opacity: 0.6 },
    ":focus-visible": { outline: `${vars.focus.width} solid ${vars.focus.ring}` },
  },
  variants: {
    collected: {
      true: { color: vars.color.star, borderColor: vars.color.star },
      false: { color: vars.color.textSecondary },
    },
  },
});
