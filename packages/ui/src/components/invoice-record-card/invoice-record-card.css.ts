import { style } from "@vanilla-extract/css";
import { belowBreakpoint } from "../../theme/breakpoints";
import { vars } from "../../theme/theme.contract.css";

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
  padding: vars.space.standard,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  minWidth: 0,
});

export const head = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
  flexWrap: "wrap",
});

export const headMain = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.small,
  minWidth: 0,
  flexWrap: "wrap",
});

export const buyer = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
  overflowWrap: "anywhere",
});

export const amount = style({
  fontFamily: vars.font.familyNumeric,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.price,
  whiteSpace: "nowrap",
});

export const facts = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
  "@media": { [belowBreakpoint("small")]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const fact = style({ display: "flex", gap: vars.space.small, minWidth: 0 });
export const term = style({ color: vars.color.textMuted, whiteSpace: "nowrap" });
export const value = style({ margin: 0, color: vars.color.text, overflowWrap: "anywhere" });

export const orders = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  listStyle: "none",
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.small,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxsmall,
});

export const orderRow = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.medium,
  minWidth: 0,
});
export const orderName = style({ color: vars.color.text, overflowWrap: "anywhere", minWidth: 0 });
export const orderAmount = style({
  color: vars.color.textSecondary,
  whiteSpace: "nowrap",
  fontFamily: vars.font.familyNumeric,
});

export const actions = style({ display: "flex", gap: vars.space.small, flexWrap: "wrap", alignItems: "center" });
export const hint = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });
