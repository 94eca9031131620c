import { belowBreakpoint, vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";
import { CONTENT_SIZE_CSS } from "../../../styles/content-sizes";

const phone = belowBreakpoint("small");

export const heading = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: vars.space.medium,
  paddingBottom: vars.space.medium,
  marginBottom: vars.space.medium,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xlarge, color: vars.color.text });

export const hint = style({
  margin: `${vars.space.xsmall} 0 0`,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const list = style({ listStyle: "none", margin: 0, padding: 0 });

export const pager = style({
  display: "flex",
  justifyContent: "center",
  marginTop: vars.space.large,
  overflowX: "auto",
});

export const row = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.medium,
  padding: `${vars.space.medium} 0`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  selectors: { "&:last-child": { borderBottom: "none" } },
  "@media": { [phone]: { flexWrap: "wrap", alignItems: "flex-start" } },
});

export const cover = style({
  flex: "none",
  width: CONTENT_SIZE_CSS.centreCoverWidth,
  borderRadius: vars.radius.small,
  overflow: "hidden",
  "@media": { [phone]: { width: CONTENT_SIZE_CSS.centreCoverPhoneWidth } },
});

export const body = style({ flex: 1, minWidth: 0, display: "flex", flexDirection: "column", gap: vars.space.xsmall });

export const rowTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: "anywhere",
});

export const titleLink = style({
  color: vars.color.text,
  textDecoration: "none",
  ":hover": { color: vars.color.brand },
  ":focus-visible": { outline: `${vars.focus.width} solid ${vars.focus.ring}` },
});

export const meta = style({
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  fontSize: vars.fontSize.small,
  color: vars.color.textSecondary,
});

const progressTrack = {
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.full,
} as const;
const progressValue = { background: vars.color.brand, borderRadius: vars.radius.full } as const;

/** A course's study progress (a native progress element, drawn with the theme). */
export const progress = style({
  appearance: "none",
  width: "100%",
  maxWidth: vars.width.medium,
  height: vars.space.small,
  border: "none",
  color: vars.color.brand,
  ...progressTrack,
  selectors: {
    "&::-webkit-progress-bar": progressTrack,
    "&::-webkit-progress-value": progressValue,
    "&::-moz-progress-bar": progressValue,
  },
});

export const actions = style({
  flex: "none",
  display: "flex",
  alignItems: "center",
  gap: vars.space.small,
  "@media": { [phone]: { width: "100%", justifyContent: "flex-end" } },
});

export const textButton = style({
  border: "none",
  background: "none",
  padding: `0 ${vars.space.xsmall}`,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.small,
  cursor: "pointer",
  ":hover": { color: vars.color.danger },
  ":disabled": { cursor: "progress", opacity: 0.6 },
  ":focus-visible": { outline: `${vars.focus.width} solid ${vars.focus.ring}` },
});

export const tag = style({
  display: "inline-flex",
  alignItems: "center",
  height: vars.chipHeight.small,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.fontSize.xsmall,
  whiteSpace: "nowrap",
});

export const dayHeading = style({
  margin: `${vars.space.medium} 0 0`,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textSecondary,
});

export const note = style({ marginTop: vars.space.large, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const inlineLink = style({ color: vars.color.link, marginLeft: vars.space.xsmall, textDecoration: "underline" });
