import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const textArea = style({
  width: "100%",
  minHeight: "120px",
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  resize: "vertical",
  selectors: {
    "&:focus": { outline: "none", borderColor: vars.color.brand, boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    "&::placeholder": { color: vars.color.textMuted },
  },
});

export const footer = style({ display: "flex", justifyContent: "space-between", gap: vars.space.small });

export const count = style({ marginLeft: "auto", color: vars.color.textMuted, fontSize: vars.fontSize.xsmall });
