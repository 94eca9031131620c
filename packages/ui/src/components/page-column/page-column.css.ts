import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

// The site's 1200 px content column, centred.
export const pageColumn = style({
  width: vars.layout.contentWidth,
  maxWidth: "100%",
  marginLeft: "auto",
  marginRight: "auto",
});
