import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const groups = style({ display: "flex", flexDirection: "column", gap: vars.space.large });

export const groupTitle = style({
  margin: `0 0 ${vars.space.medium}`,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.vipInk,
});

export const grid = style({
  display: "grid",
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.width.xsmall}), 1fr))`,
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const right = style({
  display: "flex",
  gap: vars.space.small,
  alignItems: "flex-start",
  padding: vars.space.medium,
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  minWidth: 0,
});

export const icon = style({
  flexShrink: 0,
  width: vars.size.avatar,
  height: vars.size.avatar,
  borderRadius: vars.radius.full,
  background: vars.color.vipSoft,
  color: vars.color.vip,
  objectFit: "cover",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
});

export const name = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text, overflowWrap: "anywhere" });

export const description = style({
  margin: `${vars.space.xxsmall} 0 0`,
  fontSize: vars.fontSize.small,
  color: vars.color.textSecondary,
  overflowWrap: "anywhere",
});
