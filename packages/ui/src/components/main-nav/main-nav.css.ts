import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { belowBreakpoint } from "../../theme/breakpoints";
import { focusRingInset } from "../../theme/focus-ring";
import { vars } from "../../theme/theme.contract.css";

// Below the `small` breakpoint the header is compact, two rows: the 菜单 button, the logo and 学员中心, then the
// search box; the menu is a drawer that opens under the header, over the page (so opening it moves nothing). It
// stops being sticky there, as two rows would cover too much of a phone's screen.
const narrow = belowBreakpoint("small");

export const header = style({
  height: vars.layout.mainNavHeight,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  position: "sticky",
  top: 0,
  zIndex: vars.zIndex.sticky,
  "@media": { [narrow]: { height: "auto", position: "relative" } },
});

export const inner = style({
  height: "100%",
  display: "flex",
  alignItems: "center",
  gap: vars.space.xlarge,
  "@media": {
    [narrow]: {
      display: "grid",
      gridTemplateColumns: "auto minmax(0, 1fr) auto",
      gridTemplateAreas: '"toggle logo centre" "search search search"',
      rowGap: vars.space.small,
      columnGap: vars.space.small,
      paddingTop: vars.space.small,
      paddingBottom: vars.space.small,
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

// Only on a phone: opens and closes the menu drawer.
export const menuToggle = style({
  display: "none",
  "@media": {
    [narrow]: {
      gridArea: "toggle",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      width: vars.controlHeight.large,
      height: vars.controlHeight.large,
      marginLeft: `calc(-1 * ${vars.space.small})`,
      padding: 0,
      border: "none",
      borderRadius: vars.radius.standard,
      background: "transparent",
      color: vars.color.text,
      cursor: "pointer",
      selectors: { "&:hover": { color: vars.color.brand, background: vars.color.brandSoft } },
    },
  },
});

// Between the breakpoint and a window wide enough for the whole row, the menu gives way and scrolls.
export const nav = style({
  height: "100%",
  minWidth: 0,
  overflowX: "auto",
  scrollbarWidth: "none",
  "@media": { [narrow]: { display: "none" } },
});

// The open drawer: the whole menu under the header, two links a row, each a large touch target.
export const navOpen = style({
  "@media": {
    [narrow]: {
      display: "block",
      position: "absolute",
      top: "100%",
      left: 0,
      right: 0,
      height: "auto",
      padding: `${vars.space.small} ${vars.layout.pageGutter} ${vars.space.medium}`,
      background: vars.color.surface,
      boxShadow: vars.shadow.medium,
      borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    },
  },
});

export const menuItem = style({
  height: "100%",
  display: "flex",
  alignItems: "center",
  "@media": { [narrow]: { height: vars.controlHeight.large } },
});

export const menu = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  height: "100%",
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": {
    [narrow]: { display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", alignItems: "stretch" },
  },
});

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
