import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.contract.css";

export const group = style({ margin: 0, padding: 0, border: "none", minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.small,
  color: vars.color.text,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
});

export const options = style({ display: "flex", flexWrap: "wrap", gap: vars.space.small });

export const chip = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xxsmall,
    height: vars.chipHeight.large,
    padding: `0 ${vars.space.standard}`,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    background: vars.color.surface,
    color: vars.color.textSecondary,
    fontSize: vars.fontSize.standard,
    cursor: "pointer",
    selectors: {
      "&:hover": { borderColor: vars.color.brand, color: vars.color.brand },
      "&:disabled": { cursor: "progress", opacity: 0.6 },
    },
  },
  variants: {
    selected: {
      true: { background: vars.color.brandSoft, borderColor: vars.color.brand, color: vars.color.brand },
      false: {},
    },
  },
});

export const mark = style({ fontWeight: vars.fontWeight.strong });
