import { belowBreakpoint, vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const layout = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.large,
  paddingBottom: vars.space.xlarge,
  "@media": {
    [belowBreakpoint("small")]: { flexDirection: "column", alignItems: "stretch", gap: vars.space.medium },
  },
});

export const aside = style({
  flex: "none",
  width: vars.width.xsmall,
  background: vars.color.surface,
  borderRadius: vars.radius.standard,
  boxShadow: vars.shadow.small,
  overflow: "hidden",
  "@media": { [belowBreakpoint("small")]: { width: "100%" } },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.large,
  background: vars.color.surface,
  borderRadius: vars.radius.standard,
  boxShadow: vars.shadow.small,
  "@media": { [belowBreakpoint("small")]: { padding: vars.space.medium } },
});
