import { belowBreakpoint, vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const block = style({
  display: "grid",
  gridTemplateColumns: `${vars.width.xxsmall} minmax(0, ${vars.width.medium})`,
  gap: vars.space.standard,
  paddingBottom: vars.space.large,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  "@media": { [belowBreakpoint("small")]: { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.small } },
});

export const blockTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const form = style({ display: "grid", gap: vars.space.standard, minWidth: 0 });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const actions = style({ display: "flex", gap: vars.space.small });
export const alert = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.standard });
