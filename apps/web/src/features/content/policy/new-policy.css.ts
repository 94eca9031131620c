import { vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const period = style({
  display: "grid",
  gridTemplateColumns: `${vars.width.xxsmall} minmax(0, 1fr)`,
  gap: vars.space.large,
  paddingBlock: vars.space.standard,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  selectors: { "&:last-child": { borderBottom: "none" } },
});

export const periodLabel = style({
  margin: 0,
  paddingTop: vars.space.standard,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.brand,
});

export const more = style({ display: "flex", justifyContent: "center", paddingTop: vars.space.large });
