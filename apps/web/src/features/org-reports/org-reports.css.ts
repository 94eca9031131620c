import { belowBreakpoint, vars } from "@taxlearn/ui";
import { style, styleVariants } from "@vanilla-extract/css";

const phone = belowBreakpoint("small");

export const screen = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.large,
  padding: `${vars.space.large} 0`,
  minWidth: 0,
});

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

export const orgLinks = style({ display: "flex", flexWrap: "wrap", gap: vars.space.small });

export const orgLink = styleVariants({
  current: { color: vars.color.text, fontWeight: vars.fontWeight.strong, textDecoration: "none" },
  other: { color: vars.color.link },
});

export const totals = style({
  display: "grid",
  gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
  gap: vars.space.small,
  "@media": { [phone]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const total = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const totalValue = style({
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.small,
});

export const searchForm = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.small,
  flex: `1 1 ${vars.width.small}`,
  minWidth: 0,
});

export const grow = style({ flex: 1, minWidth: 0 });

export const select = style({
  minHeight: vars.controlHeight.large,
  padding: `0 ${vars.space.small}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
});

export const fieldLabel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  color: vars.color.textSecondary,
});

export const inlineLabel = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  color: vars.color.textSecondary,
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.small, alignItems: "center" });

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.medium });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const list = style({ listStyle: "none", margin: 0, padding: 0 });

/** The member grid: a table's columns on a wide screen, a card per member on a phone. */
const columns =
  // the checkbox's column, then the texts' columns sized in ems of their own text
  `${vars.space.xlarge} minmax(10em, 1.6fr) repeat(4, minmax(4.5em, 0.8fr)) minmax(4em, 0.6fr) minmax(8.5em, 1.3fr) minmax(7em, 0.9fr)`;

export const headRow = style({
  display: "grid",
  gridTemplateColumns: columns,
  gap: vars.space.small,
  padding: `${vars.space.small} 0`,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  "@media": { [phone]: { display: "none" } },
});

export const memberRow = style({
  display: "grid",
  gridTemplateColumns: columns,
  alignItems: "center",
  gap: vars.space.small,
  padding: `${vars.space.small} 0`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
  "@media": {
    [phone]: {
      gridTemplateColumns: `${vars.controlHeight.large} minmax(0, 1fr) minmax(0, 1fr)`,
      padding: `${vars.space.medium} 0`,
    },
  },
});

export const checkCell = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: vars.space.xlarge,
  minHeight: vars.controlHeight.large,
  // the name's row and the seven values two by two: the box keeps its column beside all five rows
  "@media": { [phone]: { gridRow: "span 5", alignSelf: "start" } },
});

export const checkbox = style({ width: vars.chipHeight.small, height: vars.chipHeight.small, margin: 0 });

export const nameCell = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxsmall,
  minWidth: 0,
  overflowWrap: "anywhere",
  "@media": { [phone]: { gridColumn: "2 / 4" } },
});

export const name = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.standard });

export const muted = style({ color: vars.color.textMuted });

/** A value cell; on a phone it shows its column's name before it. */
export const cell = style({
  minWidth: 0,
  overflowWrap: "anywhere",
  "@media": { [phone]: { display: "flex", gap: vars.space.xsmall } },
});

export const cellLabel = style({
  display: "none",
  color: vars.color.textMuted,
  "@media": { [phone]: { display: "inline" } },
});

export const status = styleVariants({
  met: { color: vars.color.success },
  missing: { color: vars.color.danger },
});

export const pager = style({ display: "flex", justifyContent: "center" });

export const panels = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)",
  gap: vars.space.large,
  "@media": { [phone]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  minWidth: 0,
});

export const formGrid = style({
  display: "grid",
  gridTemplateColumns: `repeat(auto-fit, minmax(${vars.width.xxsmall}, 1fr))`,
  gap: vars.space.small,
  alignItems: "end",
});

export const assignment = style({
  display: "flex",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: vars.space.small,
  padding: `${vars.space.small} 0`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
});
