import { vars } from "@taxlearn/ui";
import { keyframes, style } from "@vanilla-extract/css";

export { page, panel } from "../../../styles/result-page.css";

export const code = style({
  margin: 0,
  fontFamily: vars.font.familyNumeric,
  fontSize: vars.fontSize.hero,
  fontWeight: vars.fontWeight.strong,
  lineHeight: 1,
  color: vars.color.brand,
  letterSpacing: "0.06em",
});

export const icon = style({ color: vars.color.brand });
export const iconSuccess = style({ color: vars.color.success });
export const iconDanger = style({ color: vars.color.danger });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  color: vars.color.textSecondary,
  maxWidth: vars.width.xlarge,
});

export const actions = style({ display: "flex", gap: vars.space.medium, marginTop: vars.space.small });

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  width: vars.size.spinner,
  height: vars.size.spinner,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.xlarge} solid ${vars.color.brandSoft}`,
  borderTopColor: vars.color.brand,
  animation: "none",
  "@media": {
    "(prefers-reduced-motion: no-preference)": {
      animationName: spin,
      animationDuration: "900ms",
      animationTimingFunction: "linear",
      animationIterationCount: "infinite",
    },
  },
});
