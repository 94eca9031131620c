import { belowBreakpoint, vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.large,
  paddingTop: vars.space.large,
  paddingBottom: vars.space.xxlarge,
});

export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.standard,
  padding: vars.space.large,
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
  "@media": { [belowBreakpoint("small")]: { padding: vars.space.standard } },
});

/** Cells in columns of the cell's width; one column on a phone. */
export const grid = style({
  display: "grid",
  gridTemplateColumns: `repeat(auto-fill, ${vars.size.liveCellColumn})`,
  justifyContent: "space-between",
  columnGap: vars.space.small,
  rowGap: vars.space.standard,
  "@media": { [belowBreakpoint("small")]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

/** The paged list: one cell a row (the cell's row layout). */
export const rows = style({ display: "flex", flexDirection: "column", gap: vars.space.standard });

export const skeleton = style({
  width: vars.size.liveCellColumn,
  maxWidth: "100%",
  height: vars.placeholderHeight.liveCell,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceMuted,
});

export const moreLink = style({ color: vars.color.link, fontSize: vars.fontSize.small, whiteSpace: "nowrap" });

export const pager = style({ display: "flex", justifyContent: "center", paddingTop: vars.space.small });
