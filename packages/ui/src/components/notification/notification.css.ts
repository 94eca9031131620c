import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.contract.css";

// Each corner stacks its notifications; the gap and edge distance are spec §9's 16 px, set from core's CONSTANTS.
export const region = recipe({
  base: {
    position: "fixed",
    zIndex: vars.zIndex.notification,
    display: "flex",
    flexDirection: "column",
    width: "330px",
    pointerEvents: "none",
  },
  variants: {
    position: {
      "top-right": { top: 0, right: 0 },
      "top-left": { top: 0, left: 0 },
      "bottom-right": { bottom: 0, right: 0, flexDirection: "column-reverse" },
      "bottom-left": { bottom: 0, left: 0, flexDirection: "column-reverse" },
    },
  },
});

export const notification = style({
  display: "flex",
  gap: vars.space.medium,
  padding: `${vars.space.standard} ${vars.space.standard}`,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.large,
  pointerEvents: "auto",
});

export const icon = recipe({
  base: { flexShrink: 0, lineHeight: 0, paddingTop: "2px" },
  variants: {
    type: {
      info: { color: vars.color.info },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      error: { color: vars.color.danger },
    },
  },
});

export const content = style({ flex: 1, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const message = style({
  marginTop: vars.space.xsmall,
  fontSize: vars.fontSize.standard,
  color: vars.color.textSecondary,
});

export const closeButton = style({
  alignSelf: "flex-start",
  display: "inline-flex",
  padding: 0,
  border: "none",
  background: "transparent",
  color: vars.color.textMuted,
  selectors: { "&:hover": { color: vars.color.text } },
});
