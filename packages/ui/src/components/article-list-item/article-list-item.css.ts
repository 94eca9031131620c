import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const item = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
  padding: `${vars.space.standard} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const titleButton = style({
  padding: 0,
  textDecoration: "none",
  border: "none",
  background: "transparent",
  font: "inherit",
  color: "inherit",
  textAlign: "left",
  selectors: {
    "&::after": { content: "", position: "absolute", inset: 0 },
    "&:hover": { color: vars.color.brand },
  },
});

export const summary = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.standard,
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
});

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.medium,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const tag = style({
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.xsmall,
});
