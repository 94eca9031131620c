import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { belowBreakpoint } from "../../theme/breakpoints";
import { focusRingInset } from "../../theme/focus-ring";
import { vars } from "../../theme/theme.contract.css";

// Below the `small` breakpoint tabs that do not fit scroll sideways instead of breaking their labels.
const narrow = belowBreakpoint("small");

export const tabList = style({
  display: "flex",
  gap: vars.space.large,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  "@media": {
    [narrow]: { gap: vars.space.standard, overflowX: "auto", overflowY: "hidden", scrollbarWidth: "none" },
  },
});

export const tab = recipe({
  base: {
    position: "relative",
    padding: `${vars.space.medium} 0`,
    border: "none",
    background: "transparent",
    fontSize: vars.fontSize.large,
    color: vars.color.textSecondary,
    whiteSpace: "nowrap",
    flexShrink: 0,
    selectors: {
      "&::after": {
        content: "",
        position: "absolute",
        left: 0,
        right: 0,
        // over the list's bottom border; inside it where the list scrolls (and clips)
        bottom: `calc(-1 * ${vars.borderWidth.standard})`,
        height: vars.borderWidth.large,
        background: "transparent",
      },
      // a phone's tab list scrolls sideways and so clips a ring drawn outside the tab
      "&:focus-visible": focusRingInset,
    },
    "@media": { [narrow]: { selectors: { "&::after": { bottom: 0 } } } },
  },
  variants: {
    selected: {
      true: {
        color: vars.color.brand,
        fontWeight: vars.fontWeight.strong,
        selectors: { "&::after": { background: vars.color.brand } },
      },
      false: { selectors: { "&:hover": { color: vars.color.brand } } },
    },
    disabled: {
      true: {
        color: vars.color.disabledText,
        cursor: "not-allowed",
        selectors: { "&:hover": { color: vars.color.disabledText } },
      },
      false: {},
    },
  },
});

export const panel = style({ paddingTop: vars.space.standard });
