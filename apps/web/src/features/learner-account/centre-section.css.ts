import { belowBreakpoint, vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const section = style({
  display: "grid",
  gap: vars.space.large,
  padding: vars.space.large,
  background: vars.color.surface,
  borderRadius: vars.radius.standard,
  minWidth: 0,
  "@media": { [belowBreakpoint("small")]: { padding: vars.space.standard } },
});
