import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { belowBreakpoint } from "../../theme/breakpoints";
import { vars } from "../../theme/theme.contract.css";

// Below the `small` breakpoint a cell is one column as wide as its place: the cover on top at full width, the texts
// under it (a row would leave the texts a few characters a line).
const narrow = belowBreakpoint("small");

export const cell = recipe({
  base: {
    display: "flex",
    gap: vars.space.standard,
    padding: vars.space.medium,
    background: vars.color.surface,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.small,
  },
  variants: {
    layout: {
      row: {
        flexDirection: "row",
        alignItems: "stretch",
        "@media": { [narrow]: { flexDirection: "column" } },
      },
      column: {
        flexDirection: "column",
        width: vars.size.liveCellColumn,
        "@media": { [narrow]: { width: "100%" } },
      },
    },
  },
  defaultVariants: { layout: "row" },
});

export const imageButton = style({
  position: "relative",
  flexShrink: 0,
  padding: 0,
  border: "none",
  background: "transparent",
  borderRadius: vars.radius.standard,
  overflow: "hidden",
  width: vars.size.liveCellCover,
  maxWidth: "100%",
  "@media": { [narrow]: { width: "100%" } },
});

export const tag = recipe({
  base: {
    position: "absolute",
    top: vars.space.small,
    left: vars.space.small,
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xsmall,
    height: vars.chipHeight.standard,
    padding: `0 ${vars.space.small}`,
    borderRadius: vars.radius.small,
    color: vars.color.textInverse,
    fontSize: vars.fontSize.xsmall,
  },
  variants: {
    status: {
      notStarted: { background: vars.color.liveUpcoming },
      live: { background: vars.color.liveNow },
      replay: { background: vars.color.liveReplay },
    },
  },
});

export const specialLogo = style({
  position: "absolute",
  right: vars.space.small,
  bottom: vars.space.small,
  height: vars.chipHeight.large,
  width: "auto",
});

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.small, flex: 1, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const titleLink = style({
  color: "inherit",
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.brand } },
});

export const line = style({ fontSize: vars.fontSize.standard, color: vars.color.textSecondary });

export const lineLabel = style({ color: vars.color.textMuted, marginRight: vars.space.xsmall });

export const startTime = style({
  display: "inline-flex",
  flexDirection: "column",
  alignSelf: "flex-start",
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.standard,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.fontSize.small,
});

export const actions = style({
  marginTop: "auto",
  display: "flex",
  justifyContent: "flex-end",
  alignItems: "center",
  gap: vars.space.small,
});

export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
