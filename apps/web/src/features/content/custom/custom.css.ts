import { belowBreakpoint, vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";
import { CONTENT_SIZE_CSS } from "../../../styles/content-sizes";

export const card = style({
  display: "flex",
  flexDirection: "column",
  height: "100%",
  background: vars.color.surface,
  borderRadius: vars.radius.standard,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  overflow: "hidden",
  transition: "box-shadow 160ms",
  ":hover": { boxShadow: vars.shadow.medium },
});

export const cardBody = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xsmall,
  padding: vars.space.medium,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.medium });

export const cardLink = style({
  color: vars.color.text,
  textDecoration: "none",
  ":hover": { color: vars.color.brand },
  "::after": { content: "", position: "absolute", inset: 0 },
});

export const cardPosition = style({ position: "relative" });

export const summary = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xsmall });

export const row = style({
  position: "relative",
  display: "flex",
  gap: vars.space.standard,
  paddingBlock: vars.space.standard,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  selectors: { "&:last-child": { borderBottom: "none" } },
});

export const rowCover = style({
  flexShrink: 0,
  width: CONTENT_SIZE_CSS.rowCoverWidth,
  borderRadius: vars.radius.small,
  overflow: "hidden",
});

export const themeSection = style({ display: "flex", flexDirection: "column", gap: vars.space.standard });

export const outline = style({
  position: "sticky",
  top: vars.space.large,
  background: vars.color.surface,
  borderRadius: vars.radius.standard,
  boxShadow: vars.shadow.small,
  padding: vars.space.standard,
});

export const outlineList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
});

export const outlineLink = style({
  color: vars.color.textSecondary,
  textDecoration: "none",
  ":hover": { color: vars.color.brand },
});

export const outlineNested = style({ paddingLeft: vars.space.standard });

export const readingLayout = style({
  display: "grid",
  gridTemplateColumns: `${vars.width.xsmall} minmax(0, 1fr)`,
  gap: vars.space.large,
  alignItems: "start",
  "@media": { [belowBreakpoint("large")]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const banner = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
  padding: `${vars.space.xlarge} ${vars.space.large}`,
  borderRadius: vars.radius.standard,
  background: `linear-gradient(120deg, ${vars.color.brand}, ${vars.color.brandActive})`,
  color: vars.color.textInverse,
});

export const bannerTitle = style({ margin: 0, fontSize: vars.fontSize.display, fontWeight: vars.fontWeight.strong });
export const bannerText = style({ margin: 0, opacity: 0.9 });
