import { vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.large, minWidth: 0 });

export const filters = style({
  display: "grid",
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.width.xsmall}), 1fr))`,
  gap: vars.space.medium,
  alignItems: "start",
  padding: vars.space.large,
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
});

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xxsmall, minWidth: 0 });
export const label = style({ fontSize: vars.fontSize.small, color: vars.color.textSecondary });
export const requiredMark = style({ color: vars.color.danger, marginLeft: vars.space.xxsmall });
export const select = style({
  height: vars.controlHeight.standard,
  paddingInline: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  minWidth: 0,
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.small, alignItems: "center" });

/** The buttons of a filter form, level with the fields' inputs. */
export const filterActions = style([actions, { alignSelf: "end", paddingBottom: vars.space.large }]);

export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.medium,
  padding: vars.space.large,
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  minWidth: 0,
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.strong });

export const facts = style({
  display: "grid",
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.width.small}), 1fr))`,
  gap: vars.space.small,
  margin: 0,
});
export const fact = style({ display: "flex", gap: vars.space.small, minWidth: 0, overflowWrap: "anywhere" });
export const factName = style({ color: vars.color.textSecondary, flexShrink: 0 });
export const factValue = style({ margin: 0 });

export const json = style({
  margin: 0,
  maxHeight: vars.width.xsmall,
  overflow: "auto",
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textSecondary,
});

export const link = style({ color: vars.color.link });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const forbidden = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "100vh",
  padding: vars.space.large,
  background: vars.color.pageBackground,
});

/** The dashboard's figures of the day: tiles that wrap to one column on a phone. */
export const tiles = style({
  display: "grid",
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.width.xxsmall}), 1fr))`,
  gap: vars.space.medium,
  margin: 0,
});
export const tile = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.standard,
  minWidth: 0,
});
export const tileValue = style({ margin: 0, fontSize: vars.fontSize.xxlarge, fontWeight: vars.fontWeight.strong });

/** The 30-day chart's box: its height is kept before the chart library arrives, so nothing below moves. */
export const chart = style({ position: "relative", height: vars.placeholderHeight.section, minWidth: 0 });

/** A checkbox filter, level with the text fields' inputs. */
export const checkField = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  alignSelf: "end",
  minHeight: vars.controlHeight.standard,
  paddingBottom: vars.space.large,
});

/** Something the operator must read now (a temporary password shown once). */
export const notice = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  background: vars.color.warningSoft,
  borderRadius: vars.radius.standard,
});
export const secret = style({ fontSize: vars.fontSize.large, letterSpacing: vars.space.xxsmall, userSelect: "all" });

export const roleSet = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  border: "none",
});
export const checkOption = style({ display: "flex", alignItems: "center", gap: vars.space.xsmall });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.small });

export const checks = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  minWidth: 0,
});

/** A date-time input inside a table cell: as wide as the cell allows, never wider (375 px). */
export const cellInput = style([select, { width: "100%", maxWidth: "100%", boxSizing: "border-box" }]);
