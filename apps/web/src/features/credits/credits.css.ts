import { belowBreakpoint, vars } from "@taxlearn/ui";
import { createVar, style, styleVariants } from "@vanilla-extract/css";

const phone = belowBreakpoint("small");

export const screen = style({ display: "flex", flexDirection: "column", gap: vars.space.large });

export const heading = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: vars.space.medium,
  paddingBottom: vars.space.medium,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xlarge, color: vars.color.text });

export const hint = style({
  margin: `${vars.space.xsmall} 0 0`,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.medium });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const totals = style({
  display: "flex",
  alignItems: "baseline",
  flexWrap: "wrap",
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceMuted,
});

export const totalHours = style({
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const status = styleVariants({
  met: { color: vars.color.success },
  missing: { color: vars.color.textMuted },
});

export const bar = style({ display: "flex", flexDirection: "column", gap: vars.space.xsmall });

export const barLabel = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
});

export const track = style({
  height: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: "hidden",
});

/** How much of the requirement a category's bar shows (a percentage, set on the bar). */
export const fillPercent = createVar();
export const fill = style({
  width: fillPercent,
  height: "100%",
  background: vars.color.brand,
  borderRadius: vars.radius.full,
});

export const list = style({ listStyle: "none", margin: 0, padding: 0 });

export const row = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.medium,
  padding: `${vars.space.medium} 0`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  selectors: { "&:last-child": { borderBottom: "none" } },
  "@media": { [phone]: { flexWrap: "wrap", alignItems: "flex-start" } },
});

export const rowBody = style({
  flex: 1,
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xsmall,
});

export const rowTitle = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: "anywhere",
});

export const meta = style({
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const hours = style({ flex: "none", fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.small, alignItems: "center" });

export const link = style({ color: vars.color.link });

export const years = style({ display: "flex", flexWrap: "wrap", gap: vars.space.small });
