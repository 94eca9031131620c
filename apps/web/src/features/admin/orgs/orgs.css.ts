import { vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const preview = style({
  margin: 0,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  overflow: "hidden",
  fontSize: vars.fontSize.small,
  background: vars.color.pageBackground,
});
export const previewTop = style({
  padding: vars.space.xsmall,
  background: vars.color.topBarBackground,
  color: vars.color.textOnDark,
});
export const previewNav = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.medium,
  alignItems: "center",
  padding: vars.space.small,
  background: vars.color.surface,
});
export const previewLogo = style({
  height: vars.controlHeight.small,
  maxWidth: vars.width.xxsmall,
  objectFit: "contain",
});
export const previewHome = style({ color: vars.color.brand, fontWeight: vars.fontWeight.strong });
export const previewBody = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.small,
  padding: vars.space.medium,
  color: vars.color.textSecondary,
  minHeight: vars.placeholderHeight.listRow,
});
export const previewSide = style({
  padding: vars.space.xsmall,
  background: vars.color.brandSoft,
  borderRadius: vars.radius.small,
});
export const checks = style({ display: "flex", flexWrap: "wrap", gap: vars.space.medium });
export const linkBox = style({ overflowWrap: "anywhere", fontSize: vars.fontSize.small });
