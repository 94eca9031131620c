import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const item = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  gap: vars.space.small,
  padding: `${vars.space.small} 0`,
});

export const avatar = style({
  width: "32px",
  height: "32px",
  borderRadius: vars.radius.full,
  objectFit: "cover",
  background: vars.color.surfaceMuted,
});

export const head = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  color: vars.color.textSecondary,
});

export const name = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const lecturerMark = style({
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.standard,
});

export const lecturerTitle = style({ color: vars.color.textMuted });

/** Plain text as typed: line breaks kept, long words wrapped. */
export const content = style({
  margin: `${vars.space.xxsmall} 0 0`,
  color: vars.color.text,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});

export const time = style({ color: vars.color.textMuted });

export const action = style({
  padding: 0,
  border: "none",
  background: "transparent",
  color: vars.color.textMuted,
  font: "inherit",
  cursor: "pointer",
  selectors: { "&:hover": { color: vars.color.danger } },
});
