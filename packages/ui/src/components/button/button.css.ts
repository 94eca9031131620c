import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.contract.css";

export const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.xsmall,
    border: "1px solid transparent",
    borderRadius: vars.radius.standard,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: "nowrap",
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    selectors: {
      "&:disabled": { cursor: "not-allowed", opacity: 0.55 },
    },
    // a fingertip needs 44 px (Apple's and WCAG's target size); the desktop sizes stay for a mouse
    "@media": { "(pointer: coarse)": { minHeight: "44px" } },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.brand,
        color: vars.color.textInverse,
        selectors: {
          "&:hover:not(:disabled)": { background: vars.color.brandHover },
          "&:active:not(:disabled)": { background: vars.color.brandActive },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { "&:hover:not(:disabled)": { background: vars.color.brandSoft } },
      },
      neutral: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { "&:hover:not(:disabled)": { borderColor: vars.color.brand, color: vars.color.brand } },
      },
      vip: {
        background: vars.color.vip,
        color: vars.color.vipText,
        selectors: { "&:hover:not(:disabled)": { background: vars.color.vipHover } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.textInverse,
        selectors: { "&:hover:not(:disabled)": { opacity: 0.9 } },
      },
      text: {
        background: "transparent",
        color: vars.color.link,
        paddingLeft: 0,
        paddingRight: 0,
        selectors: { "&:hover:not(:disabled)": { textDecoration: "underline" } },
      },
      muted: {
        background: vars.color.disabledSurface,
        color: vars.color.textMuted,
        borderColor: vars.color.border,
      },
    },
    size: {
      small: { height: vars.controlHeight.small, padding: `0 ${vars.space.medium}`, fontSize: vars.fontSize.small },
      standard: {
        height: vars.controlHeight.standard,
        padding: `0 ${vars.space.standard}`,
        fontSize: vars.fontSize.standard,
      },
      large: { height: vars.controlHeight.large, padding: `0 ${vars.space.large}`, fontSize: vars.fontSize.large },
    },
    block: {
      true: { width: "100%" },
      false: {},
    },
  },
  defaultVariants: { tone: "primary", size: "standard", block: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
