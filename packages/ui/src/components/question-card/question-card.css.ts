import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
  padding: vars.space.standard,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const highlighted = style({ borderColor: vars.color.brand, boxShadow: `0 0 0 1px ${vars.color.brand}` });

export const title = style({
  margin: 0,
  display: "flex",
  gap: vars.space.small,
  alignItems: "baseline",
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflowWrap: "anywhere",
});

export const mark = style({
  flex: "none",
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontSize: vars.fontSize.small,
});

export const content = style({
  margin: 0,
  color: vars.color.textSecondary,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.medium,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const courseLink = style({
  color: vars.color.link,
  overflowWrap: "anywhere",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const action = style({
  padding: 0,
  border: "none",
  background: "transparent",
  color: vars.color.textMuted,
  font: "inherit",
  cursor: "pointer",
  selectors: { "&:hover": { color: vars.color.danger } },
});

export const answers = style({
  display: "flex",
  flexDirection: "column",
  paddingLeft: vars.space.standard,
  borderLeft: `2px solid ${vars.color.border}`,
});
