import { belowBreakpoint, vars } from "@taxlearn/ui";
import { globalStyle, style } from "@vanilla-extract/css";
import { CONTENT_SIZE_CSS } from "../../styles/content-sizes";

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.large,
  paddingTop: vars.space.standard,
  paddingBottom: vars.space.xxlarge,
});

const panel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.standard,
  boxShadow: vars.shadow.small,
  padding: vars.space.large,
  "@media": { [belowBreakpoint("small")]: { padding: vars.space.standard } },
});

// Header

export const header = style([
  panel,
  {
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr) auto",
    gap: vars.space.large,
    alignItems: "start",
    // on a phone the price and the buttons go under the title instead of squeezing it
    "@media": { [belowBreakpoint("small")]: { gridTemplateColumns: "minmax(0, 1fr)" } },
  },
]);

export const headerMain = style({ display: "flex", flexDirection: "column", gap: vars.space.small, minWidth: 0 });

export const headerSide = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-end",
  gap: vars.space.standard,
  maxWidth: vars.width.large,
  "@media": { [belowBreakpoint("small")]: { alignItems: "flex-start", maxWidth: "none" } },
});

export const titleRow = style({ display: "flex", alignItems: "center", gap: vars.space.small, flexWrap: "wrap" });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

// The label badge beside the title keeps its image's own box (spec §4 badge images).
export const labelBadge = style({
  display: "block",
  height: CONTENT_SIZE_CSS.courseLabelBadgeHeight,
  width: "auto",
  flexShrink: 0,
});

export const summary = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.relaxed,
});

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xxsmall} ${vars.space.standard}`,
  margin: 0,
  padding: 0,
  listStyle: "none",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const tags = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xsmall, margin: 0, padding: 0 });

export const tag = style({
  listStyle: "none",
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.chipHeight.standard,
});

export const access = style({
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.small,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: vars.fontSize.small,
  lineHeight: vars.chipHeight.large,
});

export const accessVip = style([access, { background: vars.color.vipSoft, color: vars.color.vipText }]);

// Player and lecture list

// Player and lecture list side by side where the column has room for both; one under the other below `large`.
export const learn = style({
  display: "grid",
  gridTemplateColumns: `${CONTENT_SIZE_CSS.coursePlayerWidth} minmax(0, 1fr)`,
  gap: vars.space.large,
  alignItems: "start",
  "@media": { [belowBreakpoint("large")]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const stage = style({ display: "flex", flexDirection: "column", gap: vars.space.small, minWidth: 0 });

export const nowPlaying = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
  // as tall with or without the small 下一讲 button: the button and a little air
  minHeight: `calc(${vars.controlHeight.small} + ${vars.space.xsmall})`,
  color: vars.color.text,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
  // on a phone the title keeps the whole width and 下一讲 goes under it, not beside it in a narrow column
  "@media": {
    [belowBreakpoint("small")]: { flexDirection: "column", alignItems: "flex-start", gap: vars.space.xxsmall },
  },
});

export const nowPlayingLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  marginRight: vars.space.xsmall,
});

export const playerBox = style({
  position: "relative",
  width: CONTENT_SIZE_CSS.coursePlayerWidth,
  maxWidth: "100%",
  aspectRatio: CONTENT_SIZE_CSS.coursePlayerAspectRatio,
  borderRadius: vars.radius.standard,
  overflow: "hidden",
  // The video stage is black like the player it stands in for.
  background: vars.color.videoStage,
});

export const playerMessage = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.small,
  color: vars.color.textOnDark,
  fontSize: vars.fontSize.large,
  textAlign: "center",
  // Readable over any cover, including the placeholder of a cover that failed to load.
  background: `color-mix(in srgb, ${vars.color.footerBackground} 88%, transparent)`,
});

export const playerHint = style({ color: vars.color.textOnDarkMuted, fontSize: vars.fontSize.small });

export const playIcon = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.size.playButton,
  height: vars.size.playButton,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textInverse,
});

export const lectures = style([
  panel,
  {
    padding: vars.space.standard,
    maxHeight: CONTENT_SIZE_CSS.lectureListMaxHeight,
    overflowY: "auto",
    display: "flex",
    flexDirection: "column",
    gap: vars.space.small,
  },
]);

export const lecturesTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

// Introduction, rating and related content

export const columns = style({
  display: "grid",
  gridTemplateColumns: `${CONTENT_SIZE_CSS.coursePlayerWidth} minmax(0, 1fr)`,
  gap: vars.space.large,
  alignItems: "start",
  "@media": { [belowBreakpoint("large")]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const mainColumn = style({ display: "flex", flexDirection: "column", gap: vars.space.large, minWidth: 0 });

export const aside = style({ display: "flex", flexDirection: "column", gap: vars.space.large, minWidth: 0 });

// the sections under the player are laid out when they near the view (see the catalogue's panel)
export const section = style([
  panel,
  {
    display: "flex",
    flexDirection: "column",
    gap: vars.space.standard,
    contentVisibility: "auto",
    containIntrinsicSize: CONTENT_SIZE_CSS.deferredSectionSize,
  },
]);

export const richText = style({
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.relaxed,
});
globalStyle(`${richText} h3`, {
  margin: `${vars.space.standard} 0 ${vars.space.xsmall}`,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});
globalStyle(`${richText} h3:first-child`, { marginTop: 0 });
globalStyle(`${richText} p`, { margin: `0 0 ${vars.space.xsmall}` });
globalStyle(`${richText} ul`, { margin: 0, paddingLeft: vars.space.large });

export const lecturerDetails = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.standard,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const lecturer = style({
  display: "grid",
  gridTemplateColumns: `${vars.size.avatar} 1fr`,
  gap: vars.space.standard,
  alignItems: "start",
});

export const lecturerAvatar = style({
  width: vars.size.avatar,
  height: vars.size.avatar,
  borderRadius: vars.radius.full,
  overflow: "hidden",
});

export const lecturerName = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const lecturerTitle = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textSecondary });

export const lecturerIntro = style({
  margin: `${vars.space.xxsmall} 0 0`,
  fontSize: vars.fontSize.small,
  color: vars.color.textSecondary,
  lineHeight: vars.lineHeight.relaxed,
});

export const handouts = style({ display: "flex", flexDirection: "column", margin: 0, padding: 0, listStyle: "none" });

export const handout = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
  padding: `${vars.space.small} 0`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  selectors: { "&:last-child": { borderBottom: "none" } },
});

export const handoutRow = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.standard,
  color: vars.color.text,
});

export const ratingForm = style({ display: "flex", flexDirection: "column", gap: vars.space.standard });

export const ratingHint = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.small });

export const ratingError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.small });

export const ratingStamp = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const graphLink = style({ color: vars.color.link, fontSize: vars.fontSize.small });
