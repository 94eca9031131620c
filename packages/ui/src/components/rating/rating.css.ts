import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.contract.css";

export const root = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.small,
  border: "none",
  padding: 0,
  margin: 0,
});

export const stars = style({ display: "inline-flex", gap: vars.space.xxsmall });

export const star = recipe({
  base: {
    display: "inline-flex",
    padding: 0,
    border: "none",
    background: "transparent",
    lineHeight: 0,
    selectors: { "&:disabled": { cursor: "default" } },
  },
  variants: {
    filled: { true: { color: vars.color.star }, false: { color: vars.color.starEmpty } },
  },
});

export const label = recipe({
  base: { fontSize: vars.fontSize.standard, minWidth: "3em" },
  variants: {
    level: {
      low: { color: vars.color.textMuted },
      medium: { color: vars.color.textSecondary },
      high: { color: vars.color.vipInk },
    },
  },
});

export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
