import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { belowBreakpoint } from "../../theme/breakpoints";
import { vars } from "../../theme/theme.contract.css";

// Below the `small` breakpoint the toolbar starts collapsed (see SideToolbar) and its toggle is a small tab on the
// window's right edge, so it covers next to nothing of a phone's screen.
const narrow = belowBreakpoint("small");

export const root = style({
  position: "fixed",
  right: vars.space.standard,
  top: "50%",
  transform: "translateY(-50%)",
  zIndex: vars.zIndex.sideToolbar,
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-end",
  gap: vars.space.small,
  "@media": { [narrow]: { right: 0 } },
});

export const panel = style({
  display: "flex",
  flexDirection: "column",
  width: vars.layout.sideToolbarWidth,
  padding: `${vars.space.xsmall} 0`,
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.medium,
  "@media": { [narrow]: { marginRight: vars.space.small } },
});

/** Server-rendered HTML on a phone: the panel stays hidden until the toolbar collapses itself there. */
export const panelUntilWidthKnown = style({ "@media": { [narrow]: { display: "none" } } });

export const entry = style({ position: "relative" });

export const tool = recipe({
  base: {
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    gap: vars.space.xxsmall,
    width: "100%",
    padding: `${vars.space.small} ${vars.space.xxsmall}`,
    border: "none",
    background: "transparent",
    color: vars.color.textSecondary,
    fontSize: vars.fontSize.xsmall,
    textAlign: "center",
    selectors: { "&:hover": { color: vars.color.brand, background: vars.color.brandSoft } },
  },
  variants: {
    active: { true: { color: vars.color.brand, background: vars.color.brandSoft }, false: {} },
    accent: { true: { color: vars.color.vipInk }, false: {} },
  },
});

export const popover = style({
  position: "absolute",
  right: `calc(100% + ${vars.space.small})`,
  top: "50%",
  transform: "translateY(-50%)",
  zIndex: vars.zIndex.popover,
  minWidth: vars.width.xxsmall,
  padding: vars.space.medium,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  whiteSpace: "nowrap",
  textAlign: "center",
});

export const popoverTitle = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  marginBottom: vars.space.xsmall,
});

export const popoverValue = style({
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.brand,
  fontFamily: vars.font.familyNumeric,
});

export const round = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.controlHeight.large,
  height: vars.controlHeight.large,
  border: "none",
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.textSecondary,
  boxShadow: vars.shadow.medium,
  selectors: { "&:hover": { color: vars.color.brand } },
  "@media": {
    [narrow]: {
      width: vars.space.xlarge,
      borderRadius: `${vars.radius.large} 0 0 ${vars.radius.large}`,
    },
  },
});
