import { vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const qaList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.standard,
});
