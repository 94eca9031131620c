import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.small, minWidth: 0 });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.small });

export const visitor = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
  padding: vars.space.standard,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceMuted,
  color: vars.color.textSecondary,
});

export const actions = style({ display: "flex", justifyContent: "flex-end" });
