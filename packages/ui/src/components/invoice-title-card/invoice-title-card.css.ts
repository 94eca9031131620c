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

export const defaultCard = style({ borderColor: vars.color.brand, boxShadow: vars.shadow.small });

export const head = style({ display: "flex", alignItems: "center", gap: vars.space.small, flexWrap: "wrap" });

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
  overflowWrap: "anywhere",
});

export const tag = style({
  display: "inline-flex",
  alignItems: "center",
  height: vars.chipHeight.small,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.xsmall,
  background: vars.color.surfaceMuted,
  color: vars.color.textSecondary,
  whiteSpace: "nowrap",
});

export const defaultTag = style([tag, { background: vars.color.brandSoft, color: vars.color.brand }]);
export const specialTag = style([tag, { background: vars.color.successSoft, color: vars.color.success }]);

export const details = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
  "@media": { [belowBreakpoint("small")]: { gridTemplateColumns: "1fr" } },
});

export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, color: vars.color.text, overflowWrap: "anywhere" });

export const actions = style({
  display: "flex",
  gap: vars.space.small,
  flexWrap: "wrap",
  marginTop: vars.space.xsmall,
});
