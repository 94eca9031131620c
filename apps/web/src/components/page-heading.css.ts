import { vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const heading = style({
  display: "flex",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space.standard,
  flexWrap: "wrap",
});

export const titles = style({ display: "flex", flexDirection: "column", gap: vars.space.xsmall });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
});

export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.standard });
