import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const card = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.standard,
  textAlign: "center",
  minWidth: 0,
});

export const spinner = style({
  width: vars.size.spinner,
  height: vars.size.spinner,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.xlarge} solid ${vars.color.brandSoft}`,
  borderTopColor: vars.color.brand,
  "@media": {
    "(prefers-reduced-motion: no-preference)": {
      animationName: spin,
      animationDuration: "900ms",
      animationTimingFunction: "linear",
      animationIterationCount: "infinite",
    },
  },
});

export const failureMark = style({ color: vars.color.danger });

export const message = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  overflowWrap: "anywhere",
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.small,
});
