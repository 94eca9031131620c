import { vars } from "@taxlearn/ui";
import { globalStyle, style } from "@vanilla-extract/css";

export const app = style({
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  background: vars.color.pageBackground,
});
// At least a window tall: the footer starts below the fold and stays there while the screen's chunk and data load,
// so it never jumps on screen (layout shift) when the content arrives.
export const main = style({ flex: 1, minHeight: "100vh", paddingBottom: vars.space.xlarge });
export const trail = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.small,
  minHeight: vars.layout.breadcrumbBarHeight,
});

// The app fills the window; the kit's reset styles elements inside the theme, not the document body.
globalStyle("body", { margin: 0, background: vars.color.pageBackground });
