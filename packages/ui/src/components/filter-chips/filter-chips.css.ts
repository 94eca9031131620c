import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { belowBreakpoint } from "../../theme/breakpoints";
import { vars } from "../../theme/theme.contract.css";

// Below the `small` breakpoint a group's options are one row that scrolls sideways: the row keeps its height
// whether the options are known yet or not (categories arrive from the server), so nothing under it moves.
const narrow = belowBreakpoint("small");

export const group = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.standard,
  margin: 0,
  padding: `${vars.space.small} 0`,
  border: "none",
  // a fieldset is as wide as its content by default: let the option row scroll instead of widening the page
  minWidth: 0,
});

export const legend = style({
  float: "left",
  flexShrink: 0,
  minWidth: "4em",
  padding: `${vars.space.xsmall} 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.standard,
});

export const options = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.small,
  "@media": {
    [narrow]: { flex: 1, minWidth: 0, flexWrap: "nowrap", overflowX: "auto", scrollbarWidth: "none" },
  },
});

export const chip = recipe({
  base: {
    height: "28px",
    padding: `0 ${vars.space.medium}`,
    border: "1px solid transparent",
    borderRadius: vars.radius.full,
    background: "transparent",
    color: vars.color.textSecondary,
    fontSize: vars.fontSize.standard,
    whiteSpace: "nowrap",
    flexShrink: 0,
    selectors: { "&:hover": { color: vars.color.brand } },
  },
  variants: {
    selected: {
      true: { background: vars.color.brandSoft, borderColor: vars.color.brand, color: vars.color.brand },
      false: {},
    },
  },
});
