import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.contract.css";

export const field = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xsmall,
});

export const label = style({
  fontSize: vars.fontSize.standard,
  color: vars.color.textSecondary,
});

export const requiredMark = style({ color: vars.color.danger, marginLeft: vars.space.xxsmall });

export const control = recipe({
  base: {
    display: "flex",
    alignItems: "center",
    gap: vars.space.small,
    height: "40px",
    padding: `0 ${vars.space.medium}`,
    background: vars.color.surface,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.standard,
    transition: `border-color ${vars.duration.fast}`,
    selectors: {
      "&:focus-within": { borderColor: vars.color.brand, boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    },
  },
  variants: {
    invalid: {
      true: { borderColor: vars.color.danger },
      false: {},
    },
    disabled: {
      true: { background: vars.color.disabledSurface, color: vars.color.disabledText },
      false: {},
    },
  },
  defaultVariants: { invalid: false, disabled: false },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: "100%",
  border: "none",
  // focus ring: the field's box turns brand blue with a halo (:focus-within above)
  outline: "none",
  background: "transparent",
  fontSize: vars.fontSize.standard,
  selectors: {
    "&::placeholder": { color: vars.color.textMuted },
  },
});

export const message = recipe({
  base: { fontSize: vars.fontSize.xsmall, minHeight: "18px" },
  variants: {
    tone: {
      error: { color: vars.color.danger },
      hint: { color: vars.color.textMuted },
    },
  },
});
