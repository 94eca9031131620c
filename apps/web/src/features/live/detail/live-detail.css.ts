import { vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.large,
  paddingTop: vars.space.large,
  paddingBottom: vars.space.xlarge,
});
