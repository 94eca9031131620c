import { vars } from "@taxlearn/ui";
import { globalStyle, style } from "@vanilla-extract/css";

export const richText = style({
  color: vars.color.text,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: "anywhere",
});

globalStyle(`${richText} > :first-child`, { marginTop: 0 });
globalStyle(`${richText} p`, { margin: `0 0 ${vars.space.standard}`, textIndent: "2em" });
globalStyle(`${richText} h2, ${richText} h3, ${richText} h4`, {
  margin: `${vars.space.large} 0 ${vars.space.medium}`,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  // a heading jumped to from the outline stops clear of the sticky main nav
  scrollMarginTop: `calc(${vars.layout.mainNavHeight} + ${vars.space.standard})`,
});
globalStyle(`${richText} h2`, { fontSize: vars.fontSize.xxlarge });
globalStyle(`${richText} h3`, {
  fontSize: vars.fontSize.xlarge,
  paddingLeft: vars.space.small,
  borderLeft: `${vars.borderWidth.xxlarge} solid ${vars.color.brand}`,
});
globalStyle(`${richText} h4`, { fontSize: vars.fontSize.large });
globalStyle(`${richText} ul, ${richText} ol`, { margin: `0 0 ${vars.space.standard}`, paddingLeft: "2em" });
globalStyle(`${richText} li`, { marginBottom: vars.space.xsmall });
globalStyle(`${richText} blockquote`, {
  margin: `0 0 ${vars.space.standard}`,
  padding: `${vars.space.small} ${vars.space.standard}`,
  background: vars.color.surfaceMuted,
  borderLeft: `${vars.borderWidth.xxlarge} solid ${vars.color.border}`,
  color: vars.color.textSecondary,
});
globalStyle(`${richText} table`, {
  width: "100%",
  borderCollapse: "collapse",
  margin: `0 0 ${vars.space.standard}`,
  fontSize: vars.fontSize.standard,
});
globalStyle(`${richText} th, ${richText} td`, {
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  padding: `${vars.space.small} ${vars.space.medium}`,
  textAlign: "left",
});
globalStyle(`${richText} th`, { background: vars.color.surfaceMuted });
// No layout shift from late images: with the figure's width and height attributes the browser derives its aspect
// ratio, and `height: auto` under `max-width: 100%` keeps that box while the image loads (lazily, see RichText).
globalStyle(`${richText} img`, {
  maxWidth: "100%",
  height: "auto",
  display: "block",
  margin: "0 auto",
  background: vars.color.surfaceMuted,
});
globalStyle(`${richText} a`, { color: vars.color.link });
globalStyle(`${richText} strong`, { fontWeight: vars.fontWeight.strong });
