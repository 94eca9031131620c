import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.contract.css";

export const tabList = style({
  display: "flex",
  gap: vars.space.large,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = recipe({
  base: {
    position: "relative",
    padding: `${vars.space.medium} 0`,
    border: "none",
    background: "transparent",
    fontSize: vars.fontSize.large,
    color: vars.color.textSecondary,
    selectors: {
      "&::after": {
        content: "",
        position: "absolute",
        left: 0,
        right: 0,
        bottom: "-1px",
        height: "2px",
        background: "transparent",
      },
    },
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
