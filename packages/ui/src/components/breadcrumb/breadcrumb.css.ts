import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xsmall,
  padding: `${vars.space.medium} 0`,
  fontSize: vars.fontSize.standard,
  color: vars.color.textMuted,
});

export const item = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xsmall });

export const separator = style({ color: vars.color.borderStrong });

export const link = style({
  color: vars.color.textSecondary,
  selectors: { "&:hover": { color: vars.color.brand } },
});

export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
