import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const smsCodeButton = style({
  flexShrink: 0,
  border: "none",
  background: "transparent",
  padding: 0,
  color: vars.color.brand,
  fontSize: vars.fontSize.standard,
  whiteSpace: "nowrap",
  selectors: {
    "&:disabled": { color: vars.color.textMuted, cursor: "not-allowed" },
  },
});
