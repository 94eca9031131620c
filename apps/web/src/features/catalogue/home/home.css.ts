import { belowBreakpoint, vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const banner = style({ borderRadius: vars.radius.large, overflow: "hidden" });

/** The banner's box while its slides load: same aspect, so nothing below moves when it arrives. */
export const bannerPlaceholder = style({
  aspectRatio: "1200 / 360",
  borderRadius: vars.radius.large,
  background: vars.color.surfaceMuted,
});

export const twoColumns = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.large,
  alignItems: "start",
  "@media": { [belowBreakpoint("medium")]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

/**
 * The live row: the kit's column LiveCell is 280 px wide, so four fit the panel's 1152 px only with gaps under
 * 11 px; the spare width goes between them. Narrower screens wrap; below `small` the cells are one a row, as wide
 * as the panel (the kit's LiveCell fills its place there).
 */
export const liveRow = style({
  display: "grid",
  gridTemplateColumns: `repeat(auto-fill, ${vars.size.liveCellColumn})`,
  justifyContent: "space-between",
  columnGap: vars.space.small,
  rowGap: vars.space.standard,
  "@media": { [belowBreakpoint("small")]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const liveSkeleton = style({
  width: vars.size.liveCellColumn,
  maxWidth: "100%",
  height: vars.placeholderHeight.liveCell,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceMuted,
});
