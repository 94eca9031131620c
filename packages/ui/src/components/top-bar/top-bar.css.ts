import { style } from "@vanilla-extract/css";
import { belowBreakpoint } from "../../theme/breakpoints";
import { vars } from "../../theme/theme.contract.css";

const narrow = belowBreakpoint("small");

export const bar = style({
  minHeight: vars.layout.topBarHeight,
  background: vars.color.topBarBackground,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
  color: vars.color.textSecondary,
});

// On a phone the two groups draw closer and, should they still not fit (a long account name), wrap to two lines.
export const inner = style({
  // the bar's height less its bottom border
  minHeight: `calc(${vars.layout.topBarHeight} - ${vars.borderWidth.standard})`,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  columnGap: vars.space.standard,
});

export const group = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.standard,
  whiteSpace: "nowrap",
  "@media": { [narrow]: { gap: vars.space.small } },
});

export const link = style({
  color: vars.color.textSecondary,
  background: "transparent",
  border: "none",
  padding: 0,
  fontSize: "inherit",
  selectors: { "&:hover": { color: vars.color.brand } },
});

export const divider = style({
  width: vars.borderWidth.standard,
  height: vars.space.medium,
  background: vars.color.borderStrong,
});

export const phone = style({ color: vars.color.text, fontFamily: vars.font.familyNumeric });
