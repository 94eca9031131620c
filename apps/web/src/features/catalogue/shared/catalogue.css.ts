import { belowBreakpoint, vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";
import { CONTENT_SIZE_CSS } from "../../../styles/content-sizes";

// Layout shared by the catalogue screens: a page of white panels on the page background.

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.large,
  paddingTop: vars.space.large,
  paddingBottom: vars.space.xxlarge,
});

export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.standard,
  padding: vars.space.large,
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
  // a panel below the view is laid out when it nears it: the first layout (Chinese text shaping, a phone's slowest
  // step before the page answers) covers what is seen; "auto" keeps a panel's real height once it has been laid out
  contentVisibility: "auto",
  containIntrinsicSize: CONTENT_SIZE_CSS.deferredSectionSize,
  "@media": { [belowBreakpoint("small")]: { padding: vars.space.standard } },
});

export const pager = style({ display: "flex", justifyContent: "center", paddingTop: vars.space.small });

export const resultLine = style({ fontSize: vars.fontSize.small, color: vars.color.textSecondary });

export const skeletonRow = style({
  height: vars.placeholderHeight.listRow,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceMuted,
});
