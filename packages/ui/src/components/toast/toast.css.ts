import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.contract.css";

// Centred at the top; the offset from the top is spec §9's 20 px, set from core's CONSTANTS.
export const region = style({
  position: "fixed",
  left: "50%",
  transform: "translateX(-50%)",
  zIndex: vars.zIndex.toast,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.standard,
  pointerEvents: "none",
});

export const toast = recipe({
  base: {
    display: "flex",
    alignItems: "center",
    gap: vars.space.small,
    minWidth: "240px",
    maxWidth: "520px",
    padding: `${vars.space.small} ${vars.space.standard}`,
    borderRadius: vars.radius.standard,
    border: "1px solid",
    boxShadow: vars.shadow.medium,
    fontSize: vars.fontSize.standard,
    pointerEvents: "auto",
  },
  variants: {
    type: {
      info: { background: vars.color.infoSoft, borderColor: vars.color.info, color: vars.color.info },
      success: { background: vars.color.successSoft, borderColor: vars.color.success, color: vars.color.success },
      warning: { background: vars.color.warningSoft, borderColor: vars.color.warning, color: vars.color.warning },
      error: { background: vars.color.dangerSoft, borderColor: vars.color.danger, color: vars.color.danger },
    },
  },
});

export const text = style({ flex: 1, color: vars.color.text });

export const closeButton = style({
  display: "inline-flex",
  padding: 0,
  border: "none",
  background: "transparent",
  color: vars.color.textMuted,
});
