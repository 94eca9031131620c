import { vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
});

export const summary = style({ color: vars.color.textMuted, fontSize: vars.fontSize.standard });
export const pager = style({ display: "flex", justifyContent: "center", paddingTop: vars.space.standard });
