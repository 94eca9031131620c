import { vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const keyword = style({ display: "flex", alignItems: "center", gap: vars.space.standard, flexWrap: "wrap" });
export const keywordLabel = style({
  minWidth: "4em",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.standard,
});
export const keywordInput = style({ width: vars.width.medium });
export const filters = style({ display: "flex", flexDirection: "column", gap: vars.space.medium });
