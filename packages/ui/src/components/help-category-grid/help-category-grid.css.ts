import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 260px), 1fr))",
  gap: vars.space.standard,
});

export const card = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  alignItems: "center",
  gap: vars.space.standard,
  height: "100%",
  padding: vars.space.standard,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover": { borderColor: vars.color.brand, boxShadow: vars.shadow.small } },
});

export const icon = style({
  display: "grid",
  placeItems: "center",
  width: "48px",
  height: "48px",
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const name = style({
  margin: 0,
  display: "inline",
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
});

export const description = style({
  display: "block",
  margin: `${vars.space.xxsmall} 0 0`,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.small,
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
