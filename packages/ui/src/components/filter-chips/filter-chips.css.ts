import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.contract.css";

export const group = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.standard,
  margin: 0,
  padding: `${vars.space.small} 0`,
  border: "none",
});

export const legend = style({
  float: "left",
  flexShrink: 0,
  minWidth: "4em",
  padding: `${vars.space.xsmall} 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.standard,
});

export const options = style({ display: "flex", flexWrap: "wrap", gap: vars.space.small });

export const chip = recipe({
  base: {
    height: "28px",
    padding: `0 ${vars.space.medium}`,
    border: "1px solid transparent",
    borderRadius: vars.radius.full,
    background: "transparent",
    color: vars.color.textSecondary,
    fontSize: vars.fontSize.standard,
    selectors: { "&:hover": { color: vars.color.brand } },
  },
  variants: {
    selected: {
      true: { background: vars.color.brandSoft, borderColor: vars.color.brand, color: vars.color.brand },
      false: {},
    },
  },
});
