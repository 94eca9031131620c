import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const bar = style({
  height: vars.layout.topBarHeight,
  background: vars.color.topBarBackground,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
  color: vars.color.textSecondary,
});

export const inner = style({
  height: "100%",
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
});

export const group = style({ display: "flex", alignItems: "center", gap: vars.space.standard });

export const link = style({
  color: vars.color.textSecondary,
  background: "transparent",
  border: "none",
  padding: 0,
  fontSize: "inherit",
  selectors: { "&:hover": { color: vars.color.brand } },
});

export const divider = style({ width: "1px", height: "12px", background: vars.color.borderStrong });

export const phone = style({ color: vars.color.text, fontFamily: vars.font.familyNumeric });
