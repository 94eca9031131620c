import { vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

/** The status links above the list. */
export const statusTabs = style({ display: "flex", flexWrap: "wrap", gap: vars.space.small, margin: 0, padding: 0 });
export const statusTab = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.controlHeight.small,
  paddingInline: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    '&[aria-current="page"]': { borderColor: vars.color.brand, color: vars.color.brand },
  },
});

/** Search results beside the chosen courses on a desktop, one under the other on a phone. */
export const picker = style({
  display: "grid",
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.width.small}), 1fr))`,
  gap: vars.space.large,
  minWidth: 0,
});
export const searchRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.small, alignItems: "end" });
export const searchField = style({ flex: "1 1 12em", minWidth: 0 });
export const courseList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xsmall,
});
export const course = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  minWidth: 0,
});
export const courseText = style({ display: "flex", flexDirection: "column", minWidth: 0, flex: "1 1 10em" });
export const courseName = style({ overflowWrap: "anywhere" });
export const formGrid = style({
  display: "grid",
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.width.xsmall}), 1fr))`,
  gap: vars.space.medium,
});
export const goal = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });

export const tabItem = style({ listStyle: "none" });
