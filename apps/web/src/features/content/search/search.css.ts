import { belowBreakpoint, vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";
import { CONTENT_SIZE_CSS } from "../../../styles/content-sizes";

export const results = style({ listStyle: "none", margin: 0, padding: 0 });

export const hit = style({
  display: "flex",
  gap: vars.space.standard,
  paddingBlock: vars.space.standard,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  selectors: { "&:last-child": { borderBottom: "none" } },
  // on a phone the cover goes above the texts, which would otherwise get a few characters a line beside it
  "@media": { [belowBreakpoint("small")]: { flexDirection: "column", gap: vars.space.small } },
});

export const cover = style({
  flexShrink: 0,
  width: CONTENT_SIZE_CSS.searchHitCoverWidth,
  borderRadius: vars.radius.small,
  overflow: "hidden",
  "@media": { [belowBreakpoint("small")]: { width: "100%" } },
});

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.xsmall, minWidth: 0, flex: 1 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const titleLink = style({
  color: vars.color.text,
  textDecoration: "none",
  ":hover": { color: vars.color.brand },
});

export const snippet = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.relaxed,
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
});

export const meta = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.medium,
  flexWrap: "wrap",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const kind = style({
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.chipHeight.small,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const kindCase = style({ background: vars.color.warningSoft, color: vars.color.text });
export const kindCourse = style({ background: vars.color.successSoft, color: vars.color.text });
export const kindLecture = style({ background: vars.color.brandSoft, color: vars.color.brand });

/** A lecture hit: the second it is said at, then the sentence. */
export const spoken = style({
  margin: 0,
  display: "flex",
  alignItems: "baseline",
  gap: vars.space.small,
  flexWrap: "wrap",
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.relaxed,
});

export const secondLink = style({
  flexShrink: 0,
  color: vars.color.brand,
  fontFamily: vars.font.familyNumeric,
  textDecoration: "none",
  ":hover": { textDecoration: "underline" },
});

export const quote = style({ minWidth: 0, overflowWrap: "anywhere" });

export const filters = style({ paddingBlockStart: vars.space.standard });
