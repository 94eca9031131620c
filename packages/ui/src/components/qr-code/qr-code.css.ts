import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const figure = style({
  display: "inline-flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.xsmall,
  margin: 0,
});

export const code = style({
  background: vars.color.surface,
  padding: vars.space.xsmall,
  borderRadius: vars.radius.small,
});

export const dark = style({ fill: vars.color.text });

export const caption = style({ fontSize: vars.fontSize.xsmall, color: "inherit", textAlign: "center" });
