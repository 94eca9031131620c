import { style } from "@vanilla-extract/css";
import { belowBreakpoint } from "../../theme/breakpoints";
import { vars } from "../../theme/theme.contract.css";

export const layout = style({
  display: "grid",
  gridTemplateColumns: `minmax(0, 1fr) ${vars.width.medium}`,
  gap: vars.space.large,
  alignItems: "start",
  "@media": { [belowBreakpoint("large")]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const main = style({ display: "flex", flexDirection: "column", gap: vars.space.large, minWidth: 0 });

export const side = style({ display: "flex", flexDirection: "column", gap: vars.space.standard, minWidth: 0 });
