import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { belowBreakpoint } from "../../theme/breakpoints";
import { vars } from "../../theme/theme.contract.css";

const phone = belowBreakpoint("small");

export const menu = style({ borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}` });

export const phoneToggle = style({
  display: "none",
  alignItems: "center",
  justifyContent: "space-between",
  width: "100%",
  height: vars.controlHeight.large,
  paddingInline: vars.space.medium,
  border: "none",
  background: vars.color.surface,
  color: vars.color.brand,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer",
  "@media": { [phone]: { display: "flex" } },
});

export const list = recipe({
  base: { listStyle: "none", margin: 0, padding: `${vars.space.small} 0` },
  variants: {
    phoneOpen: {
      true: {},
      false: { "@media": { [phone]: { display: "none" } } },
    },
  },
});

export const subList = style({ listStyle: "none", margin: 0, padding: 0 });

const row = {
  display: "flex",
  alignItems: "center",
  width: "100%",
  minHeight: vars.controlHeight.large,
  paddingInline: vars.space.large,
  fontSize: vars.fontSize.standard,
  textDecoration: "none",
} as const;

export const groupButton = style({
  ...row,
  justifyContent: "space-between",
  border: "none",
  background: "none",
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer",
  ":hover": { color: vars.color.brand },
  ":focus-visible": {
    outline: `${vars.focus.width} solid ${vars.focus.ring}`,
    outlineOffset: `calc(-1 * ${vars.focus.width})`,
  },
});

export const link = recipe({
  base: {
    ...row,
    borderLeft: `${vars.borderWidth.xlarge} solid transparent`,
    color: vars.color.text,
    ":hover": { color: vars.color.brand },
    ":focus-visible": {
      outline: `${vars.focus.width} solid ${vars.focus.ring}`,
      outlineOffset: `calc(-1 * ${vars.focus.width})`,
    },
  },
  variants: {
    level: {
      top: { fontWeight: vars.fontWeight.medium },
      sub: { paddingLeft: vars.space.xxlarge, color: vars.color.textSecondary },
    },
    // spec §2: the current page's entry is highlighted
    active: {
      true: { borderLeftColor: vars.color.brand, background: vars.color.brandSoft, color: vars.color.brand },
      false: {},
    },
  },
  compoundVariants: [{ variants: { level: "sub", active: true }, style: { color: vars.color.brand } }],
});

export const chevron = recipe({
  base: {
    width: vars.space.small,
    height: vars.space.small,
    borderRight: `${vars.borderWidth.large} solid currentColor`,
    borderBottom: `${vars.borderWidth.large} solid currentColor`,
    transition: `transform ${vars.duration.fast}`,
  },
  variants: { open: { true: { transform: "rotate(-135deg)" }, false: { transform: "rotate(45deg)" } } },
});
