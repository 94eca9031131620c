import { style } from "@vanilla-extract/css";

/** Off screen for the eye, read by screen readers (the usual clip pattern; never display:none). */
export const hidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  padding: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});
