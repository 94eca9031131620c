import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const wrapper = style({ position: "relative", display: "inline-flex" });

export const badge = style({
  position: "absolute",
  top: "-6px",
  right: "-10px",
  minWidth: "18px",
  height: "18px",
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xsmall,
  lineHeight: "18px",
  textAlign: "center",
  fontFamily: vars.font.familyNumeric,
  border: `1px solid ${vars.color.surface}`,
});

/** Read by screen readers, not drawn. */
export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
