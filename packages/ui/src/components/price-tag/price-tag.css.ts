import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.contract.css";

export const root = style({ display: "inline-flex", alignItems: "baseline", gap: vars.space.xsmall });

export const price = recipe({
  base: { fontFamily: vars.font.familyNumeric, fontWeight: vars.fontWeight.strong },
  variants: {
    free: { true: { color: vars.color.success }, false: { color: vars.color.price } },
    size: { standard: { fontSize: vars.fontSize.large }, large: { fontSize: vars.fontSize.xxlarge } },
  },
});

export const original = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  textDecoration: "line-through",
  fontFamily: vars.font.familyNumeric,
});
