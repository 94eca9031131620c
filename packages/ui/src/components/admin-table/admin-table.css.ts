import { style } from "@vanilla-extract/css";
import { belowBreakpoint } from "../../theme/breakpoints";
import { vars } from "../../theme/theme.contract.css";

const phone = belowBreakpoint("small");

export const wrap = style({
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  overflowX: "auto",
  "@media": { [phone]: { background: "none", border: "none", overflowX: "visible" } },
});

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.small,
  "@media": { [phone]: { display: "block" } },
});

export const head = style({ "@media": { [phone]: { display: "none" } } });

export const headCell = style({
  textAlign: "left",
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.surfaceMuted,
  color: vars.color.textSecondary,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: "nowrap",
});

export const body = style({
  "@media": { [phone]: { display: "flex", flexDirection: "column", gap: vars.space.small } },
});

export const row = style({
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  "@media": {
    [phone]: {
      display: "block",
      padding: vars.space.medium,
      background: vars.color.surface,
      border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
      borderRadius: vars.radius.standard,
    },
  },
});

export const cell = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  verticalAlign: "top",
  overflowWrap: "anywhere",
  "@media": {
    [phone]: {
      display: "grid",
      gridTemplateColumns: "6em minmax(0, 1fr)",
      gap: vars.space.small,
      padding: `${vars.space.xxsmall} 0`,
      "::before": { content: "attr(data-label)", color: vars.color.textSecondary },
    },
  },
});
