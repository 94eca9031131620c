import { style } from "@vanilla-extract/css";
import { belowBreakpoint } from "../../theme/breakpoints";
import { vars } from "../../theme/theme.contract.css";

export const block = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.large,
  padding: vars.space.large,
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  "@media": { [belowBreakpoint("small")]: { padding: vars.space.standard, gap: vars.space.standard } },
});

export const header = style({ display: "flex", alignItems: "baseline", justifyContent: "space-between" });

export const heading = style({
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const more = style({
  fontSize: vars.fontSize.standard,
  color: vars.color.textSecondary,
  selectors: { "&:hover": { color: vars.color.brand } },
});

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.medium });

export const sectionHeading = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  paddingLeft: vars.space.small,
  borderLeft: `${vars.borderWidth.xlarge} solid ${vars.color.brand}`,
});

export const courseGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
  gap: vars.space.standard,
  "@media": { [belowBreakpoint("medium")]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const liveGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.standard,
  "@media": { [belowBreakpoint("medium")]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});
