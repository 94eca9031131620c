import { vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

// The kit's HighlightText look (its marks use the theme's highlight colour).
export const mark = style({
  background: "transparent",
  color: vars.color.highlight,
  fontWeight: vars.fontWeight.medium,
});
