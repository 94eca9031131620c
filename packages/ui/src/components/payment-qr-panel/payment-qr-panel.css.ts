import { style } from "@vanilla-extract/css";
import { belowBreakpoint } from "../../theme/breakpoints";
import { vars } from "../../theme/theme.contract.css";

export const panel = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  gap: vars.space.xlarge,
  alignItems: "start",
  padding: vars.space.xlarge,
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
  "@media": {
    [belowBreakpoint("small")]: {
      gridTemplateColumns: "minmax(0, 1fr)",
      justifyItems: "center",
      gap: vars.space.large,
      padding: vars.space.large,
    },
  },
});

export const codeBox = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.small,
  minWidth: vars.width.xsmall,
});

export const codeFrame = style({
  position: "relative",
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
});

export const codeVeil = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: vars.space.medium,
  textAlign: "center",
  background: vars.color.overlay,
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.medium,
  borderRadius: vars.radius.standard,
});

export const scanHint = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.small,
});

export const details = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.medium,
  minWidth: 0,
  width: "100%",
});

export const facts = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  columnGap: vars.space.standard,
  rowGap: vars.space.small,
  alignItems: "baseline",
  margin: 0,
});

export const term = style({ color: vars.color.textSecondary });

export const value = style({ margin: 0, color: vars.color.text, overflowWrap: "anywhere" });

export const amount = style({
  margin: 0,
  color: vars.color.price,
  fontFamily: vars.font.familyNumeric,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.strong,
});

export const countdown = style({
  margin: 0,
  fontFamily: vars.font.familyNumeric,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.warning,
});

export const status = style({ margin: 0, color: vars.color.textSecondary });

export const failure = style({ margin: 0, color: vars.color.danger });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.medium, alignItems: "center" });

export const link = style({ color: vars.color.link, textDecoration: "underline" });
