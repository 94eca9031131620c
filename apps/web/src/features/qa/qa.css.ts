import { vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.standard, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.xlarge, color: vars.color.text });

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.standard,
});

export const toggle = style({
  alignSelf: "flex-start",
  padding: 0,
  border: "none",
  background: "transparent",
  color: vars.color.link,
  font: "inherit",
  fontSize: vars.fontSize.small,
  cursor: "pointer",
});

export const tag = style({
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: vars.fontSize.xsmall,
});

export const answerRow = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xsmall,
  padding: vars.space.standard,
  borderRadius: vars.radius.standard,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const questionLink = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: "anywhere",
  selectors: { "&:hover": { color: vars.color.brand } },
});

export const answerText = style({
  margin: 0,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  color: vars.color.textSecondary,
});

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.medium,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.small });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.standard, color: vars.color.textSecondary });
