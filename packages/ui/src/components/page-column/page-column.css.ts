import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

// The site's 1200 px content column, centred. On a window narrower than the column and its gutters (a phone), it
// keeps a gutter on each side instead of touching the edges; a width rather than padding, so a screen's own
// padding on the column does not undo it.
export const pageColumn = style({
  width: `min(${vars.layout.contentWidth}, calc(100% - 2 * ${vars.layout.pageGutter}))`,
  marginLeft: "auto",
  marginRight: "auto",
});
