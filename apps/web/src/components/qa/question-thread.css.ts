import { vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const more = style({
  alignSelf: "flex-start",
  padding: `${vars.space.xsmall} 0`,
  border: "none",
  background: "transparent",
  color: vars.color.link,
  font: "inherit",
  fontSize: vars.fontSize.small,
  cursor: "pointer",
});

export const answerForm = style({ paddingTop: vars.space.small });

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.standard,
});
