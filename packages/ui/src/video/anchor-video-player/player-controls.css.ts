import { style } from "@vanilla-extract/css";
import { belowBreakpoint } from "../../theme/breakpoints";
import { vars } from "../../theme/theme.contract.css";

export const controls = style({
  position: "absolute",
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 6,
  display: "flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  background: "linear-gradient(transparent, rgba(0, 0, 0, 0.75))",
  fontSize: vars.fontSize.xsmall,
  // on a phone the seek bar takes its own row above the buttons, so every button fits the narrow player
  "@media": { [belowBreakpoint("small")]: { flexWrap: "wrap", rowGap: 0 } },
});

export const controlButton = style({
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  border: "none",
  borderRadius: vars.radius.small,
  background: "transparent",
  color: vars.color.textOnDark,
  cursor: "pointer",
  fontSize: vars.fontSize.small,
  // a two-character label (暂停, 字幕, 全屏) stays on one line when a phone's narrow bar squeezes the row
  whiteSpace: "nowrap",
  flexShrink: 0,
  selectors: { "&:hover": { background: "rgba(255, 255, 255, 0.15)" } },
});

/** A toggle that is on (captions shown). */
export const controlButtonOn = style({
  background: vars.color.brand,
  selectors: { "&:hover": { background: vars.color.brand } },
});

export const seek = style({
  flex: 1,
  minWidth: 40,
  accentColor: vars.color.brand,
  "@media": { [belowBreakpoint("small")]: { order: -1, flexBasis: "100%" } },
});

export const time = style({ fontFamily: vars.font.familyNumeric, whiteSpace: "nowrap" });

export const select = style({
  flexShrink: 0,
  padding: vars.space.xxsmall,
  border: "none",
  borderRadius: vars.radius.small,
  background: "rgba(255, 255, 255, 0.15)",
  color: vars.color.textOnDark,
  fontSize: vars.fontSize.xsmall,
});
