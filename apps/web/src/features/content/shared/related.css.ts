import { vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const section = style({
  background: vars.color.surface,
  borderRadius: vars.radius.standard,
  boxShadow: vars.shadow.small,
  padding: vars.space.standard,
});

export const heading = style({
  margin: `0 0 ${vars.space.small}`,
  paddingBottom: vars.space.small,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});

export const list = style({ listStyle: "none", margin: 0, padding: 0 });

export const item = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.small,
  borderBottom: `${vars.borderWidth.standard} dashed ${vars.color.border}`,
  selectors: { "&:last-child": { borderBottom: "none" } },
});

export const itemLink = style({
  color: vars.color.text,
  textDecoration: "none",
  lineHeight: vars.lineHeight.standard,
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  ":hover": { color: vars.color.brand },
});

export const itemMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xsmall });

export const none = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const compact = style({ minHeight: vars.placeholderHeight.compactList });
