import { belowBreakpoint, vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.large,
  paddingTop: vars.space.large,
  paddingBottom: vars.space.xxlarge,
  minWidth: 0,
});

export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.standard,
  padding: vars.space.large,
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
  minWidth: 0,
  "@media": { [belowBreakpoint("small")]: { padding: vars.space.standard } },
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.strong });

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xsmall,
});
export const legend = style({ padding: 0, fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const choices = style({ display: "flex", flexWrap: "wrap", gap: vars.space.small });
export const choice = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
  padding: `0 ${vars.space.small}`,
  minHeight: vars.controlHeight.small,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  cursor: "pointer",
});
export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.standard, alignItems: "flex-end" });
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.small, margin: 0 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0 });
export const text = style({ margin: 0, color: vars.color.textSecondary, overflowWrap: "anywhere" });
export const link = style({ color: vars.color.link });

export const cards = style({
  display: "grid",
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.width.small}, 1fr))`,
  gap: vars.space.standard,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [belowBreakpoint("small")]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});
export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xsmall,
  padding: vars.space.standard,
  borderRadius: vars.radius.standard,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  minWidth: 0,
});
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.standard, fontWeight: vars.fontWeight.medium });

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const item = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceMuted,
  minWidth: 0,
});
export const itemMain = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxsmall,
  minWidth: 0,
  flex: "1 1 0",
});
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.small, alignItems: "center" });

const barTrack = { background: vars.color.surfaceMuted, borderRadius: vars.radius.full } as const;
const barValue = { background: vars.color.brand, borderRadius: vars.radius.full } as const;

/** Plan and course progress: a native progress element drawn with the theme. */
export const bar = style({
  appearance: "none",
  display: "block",
  width: "100%",
  height: vars.space.xsmall,
  border: "none",
  color: vars.color.brand,
  ...barTrack,
  selectors: {
    "&::-webkit-progress-bar": barTrack,
    "&::-webkit-progress-value": barValue,
    "&::-moz-progress-bar": barValue,
  },
});

export const current = style({ fontWeight: vars.fontWeight.medium, color: vars.color.brand });

/** The exam: questions beside the navigation and clock; stacked on a phone. */
export const examLayout = style({
  display: "grid",
  gridTemplateColumns: `minmax(0, 1fr) ${vars.width.xsmall}`,
  gap: vars.space.standard,
  alignItems: "start",
  "@media": { [belowBreakpoint("small")]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});
export const examSide = style({
  position: "sticky",
  top: vars.space.standard,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
  "@media": { [belowBreakpoint("small")]: { position: "static", order: -1 } },
});
export const clock = style({
  fontSize: vars.fontSize.xlarge,
  fontFamily: vars.font.familyNumeric,
  fontWeight: vars.fontWeight.strong,
});
export const navGrid = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xsmall });
export const navItem = style({
  display: "inline-flex",
  justifyContent: "center",
  alignItems: "center",
  width: vars.controlHeight.small,
  height: vars.controlHeight.small,
  borderRadius: vars.radius.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: "none",
});
export const navDone = style({ background: vars.color.brandSoft, borderColor: vars.color.brand });
export const score = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.brand,
  margin: 0,
});
