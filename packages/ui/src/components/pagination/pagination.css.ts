import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.contract.css";

export const root = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.small,
  padding: `${vars.space.large} 0`,
  fontSize: vars.fontSize.standard,
  color: vars.color.textSecondary,
});

export const pages = style({ display: "flex", alignItems: "center", gap: vars.space.xsmall });

export const pageButton = recipe({
  base: {
    // a page with an address is a link: laid out as the buttons are
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    boxSizing: "border-box",
    textDecoration: "none",
    minWidth: "32px",
    height: "32px",
    padding: `0 ${vars.space.xsmall}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.standard,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.familyNumeric,
    selectors: {
      "&:hover:not(:disabled)": { color: vars.color.brand, borderColor: vars.color.brand },
      "&:disabled": { color: vars.color.disabledText, cursor: "not-allowed", background: vars.color.disabledSurface },
    },
  },
  variants: {
    current: {
      true: {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.textInverse,
        selectors: { "&:hover:not(:disabled)": { color: vars.color.textInverse } },
      },
      false: {},
    },
  },
});

export const select = style({
  height: "32px",
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
});

export const jumper = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xsmall });

export const jumperInput = style({
  width: "48px",
  height: "32px",
  textAlign: "center",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  selectors: { "&:focus": { borderColor: vars.color.brand } },
});
