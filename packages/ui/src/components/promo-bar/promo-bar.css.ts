import { style } from "@vanilla-extract/css";
import { belowBreakpoint } from "../../theme/breakpoints";
import { vars } from "../../theme/theme.contract.css";

export const bar = style({
  background: `linear-gradient(90deg, ${vars.color.brandActive}, ${vars.color.brand})`,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.standard,
});

export const inner = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.standard,
  minHeight: vars.controlHeight.large,
  position: "relative",
  // On a phone the text and the button may take two lines, clear of the close button at the right edge.
  "@media": {
    [belowBreakpoint("small")]: {
      flexWrap: "wrap",
      rowGap: vars.space.xsmall,
      paddingBlock: vars.space.small,
      paddingRight: vars.space.xlarge,
    },
  },
});

export const action = style({
  height: vars.controlHeight.small,
  padding: `0 ${vars.space.medium}`,
  border: "none",
  borderRadius: vars.radius.full,
  background: vars.color.vip,
  color: vars.color.vipText,
  fontWeight: vars.fontWeight.strong,
  selectors: { "&:hover": { background: vars.color.vipHover } },
});

export const close = style({
  position: "absolute",
  right: 0,
  display: "inline-flex",
  padding: vars.space.xsmall,
  border: "none",
  background: "transparent",
  color: vars.color.textInverse,
});
