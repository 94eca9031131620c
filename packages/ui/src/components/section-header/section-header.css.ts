import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const header = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.standard,
  marginBottom: vars.space.standard,
});

export const titles = style({ display: "flex", alignItems: "baseline", gap: vars.space.medium });

export const title = style({
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const subtitle = style({ fontSize: vars.fontSize.standard, color: vars.color.textMuted });

export const more = style({
  fontSize: vars.fontSize.standard,
  color: vars.color.textSecondary,
  whiteSpace: "nowrap",
  selectors: { "&:hover": { color: vars.color.brand } },
});
