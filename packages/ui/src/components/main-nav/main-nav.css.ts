import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { belowBreakpoint } from "../../theme/breakpoints";
import { focusRingInset } from "../../theme/focus-ring";
import { vars } from "../../theme/theme.contract.css";

// Below the `small` breakpoint the nav is three rows: logo and 学员中心, the search box, then the menu as a strip
// that scrolls sideways. It stops being sticky there, as three rows would cover too much of a phone's screen.
const narrow = belowBreakpoint("small");

export const header = style({
  height: vars.layout.mainNavHeight,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  position: "sticky",
  top: 0,
  zIndex: vars.zIndex.sticky,
  "@media": { [narrow]: { height: "auto", position: "static" } },
});

export const inner = style({
  height: "100%",
  display: "flex",
  alignItems: "center",
  gap: vars.space.xlarge,
  "@media": {
    [narrow]: {
      display: "grid",
      gridTemplateColumns: "minmax(0, 1fr) auto",
      gridTemplateAreas: '"logo centre" "search search" "menu menu"',
      rowGap: vars.space.small,
      columnGap: vars.space.medium,
      paddingTop: vars.space.small,
    },
  },
});

export const logoLink = style({
  display: "flex",
  alignItems: "center",
  flexShrink: 0,
  "@media": { [narrow]: { gridArea: "logo", justifySelf: "start" } },
});

export const logo = style({ height: vars.layout.logoHeight, width: "auto" });

// Between the breakpoint and a window wide enough for the whole row, the menu gives way and scrolls.
export const nav = style({
  height: "100%",
  minWidth: 0,
  overflowX: "auto",
  scrollbarWidth: "none",
  "@media": { [narrow]: { gridArea: "menu", height: vars.controlHeight.large } },
});

export const menuItem = style({ height: "100%", display: "flex", alignItems: "center" });

export const menu = style({ display: "flex", alignItems: "center", gap: vars.space.xsmall, height: "100%" });

export const item = recipe({
  base: {
    position: "relative",
    display: "flex",
    alignItems: "center",
    height: "100%",
    padding: `0 ${vars.space.medium}`,
    fontSize: vars.fontSize.large,
    color: vars.color.text,
    whiteSpace: "nowrap",
    selectors: {
      "&::after": {
        content: "",
        position: "absolute",
        left: vars.space.medium,
        right: vars.space.medium,
        bottom: 0,
        height: vars.borderWidth.xlarge,
        borderRadius: vars.radius.full,
        background: "transparent",
      },
      "&:hover": { color: vars.color.brand },
      // the menu scrolls sideways and so clips a ring drawn outside the item
      "&:focus-visible": focusRingInset,
    },
    "@media": { [narrow]: { paddingLeft: vars.space.small, paddingRight: vars.space.small } },
  },
  variants: {
    active: {
      true: {
        color: vars.color.brand,
        fontWeight: vars.fontWeight.strong,
        selectors: { "&::after": { background: vars.color.brand } },
      },
      false: {},
    },
  },
});

// spec §2: the VIP item is styled apart, in the gold accent.
export const vipItem = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xsmall,
    height: vars.controlHeight.small,
    padding: `0 ${vars.space.medium}`,
    marginLeft: vars.space.xsmall,
    borderRadius: vars.radius.full,
    background: vars.color.vipSoft,
    color: vars.color.vipText,
    fontSize: vars.fontSize.standard,
    fontWeight: vars.fontWeight.strong,
    border: `${vars.borderWidth.standard} solid ${vars.color.vip}`,
    whiteSpace: "nowrap",
    selectors: { "&:hover": { background: vars.color.vip, color: vars.color.vipText } },
  },
  variants: {
    active: { true: { background: vars.color.vip, color: vars.color.vipText }, false: {} },
  },
});

export const tools = style({
  marginLeft: "auto",
  display: "flex",
  alignItems: "center",
  gap: vars.space.standard,
  "@media": { [narrow]: { display: "contents" } },
});

// Doubled up with the row's class so it outranks the search box's own width whatever order the styles load in.
export const search = style({
  "@media": { [narrow]: { selectors: { [`${inner} &`]: { gridArea: "search", width: "100%" } } } },
});

export const centre = style({ "@media": { [narrow]: { gridArea: "centre" } } });
