import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { belowBreakpoint } from "../../theme/breakpoints";
import { onDarkFocusRing } from "../../theme/focus-ring";
import { vars } from "../../theme/theme.contract.css";

const phone = belowBreakpoint("small");

export const shell = style({
  display: "grid",
  gridTemplateColumns: `${vars.width.xsmall} minmax(0, 1fr)`,
  minHeight: "100vh",
  background: vars.color.pageBackground,
  color: vars.color.text,
  fontFamily: vars.font.family,
  "@media": { [phone]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const side = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.medium,
  padding: vars.space.large,
  background: vars.color.footerBackground,
  color: vars.color.textOnDark,
  "@media": { [phone]: { padding: vars.space.medium, gap: vars.space.small } },
  // a dark surface: links and buttons on it draw the light focus ring
  ...onDarkFocusRing,
});

export const brand = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.small,
  flexWrap: "wrap",
});

export const brandTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});

export const brandLink = style({
  color: vars.color.textOnDarkMuted,
  fontSize: vars.fontSize.small,
  ":hover": { color: vars.color.textOnDark },
});

export const menu = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxsmall,
  "@media": { [phone]: { flexDirection: "row", flexWrap: "wrap", gap: vars.space.xsmall } },
});

export const item = recipe({
  base: {
    display: "flex",
    alignItems: "center",
    minHeight: vars.controlHeight.standard,
    paddingInline: vars.space.medium,
    borderRadius: vars.radius.standard,
    color: vars.color.textOnDarkMuted,
    textDecoration: "none",
    fontSize: vars.fontSize.standard,
    ":hover": { color: vars.color.textOnDark },
    ":focus-visible": { outline: `${vars.focus.width} solid ${vars.focus.ring}` },
    "@media": { [phone]: { paddingInline: vars.space.small, fontSize: vars.fontSize.small } },
  },
  variants: {
    active: {
      true: {
        background: vars.color.brand,
        color: vars.color.textInverse,
        ":hover": { color: vars.color.textInverse },
      },
      false: {},
    },
  },
});

export const account = style({
  marginTop: "auto",
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  color: vars.color.textOnDarkMuted,
  "@media": { [phone]: { marginTop: 0 } },
});

export const main = style({
  minWidth: 0,
  padding: vars.space.xlarge,
  "@media": { [phone]: { padding: vars.space.medium } },
});

export const heading = style({
  margin: `0 0 ${vars.space.large}`,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
});
