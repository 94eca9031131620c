import { CONSTANTS } from "@taxlearn/core";
import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/theme.contract.css";

/** spec §3: cards in the centre view are 270 by 280 pixels. */
export const centreCard = style({
  position: "absolute",
  left: "50%",
  top: "50%",
  transform: "translate(-50%, -50%)",
  width: CONSTANTS.centreCardWidthPx,
  maxWidth: "90%",
  height: CONSTANTS.centreCardHeightPx,
  maxHeight: "90%",
  display: "flex",
  flexDirection: "column",
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.standard,
  boxShadow: vars.shadow.large,
  overflow: "hidden",
  // a light card on the dark stage: its controls draw the page's ring again
  vars: { [vars.focus.ring]: vars.color.brand },
  zIndex: 3,
});

export const header = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  background: vars.color.brandSoft,
  fontSize: vars.fontSize.small,
});

export const title = style({ flex: 1, fontWeight: vars.fontWeight.strong, color: vars.color.brand });

export const countdown = style({ color: vars.color.textSecondary, fontFamily: vars.font.familyNumeric });

export const iconButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 24,
  height: 24,
  padding: 0,
  border: "none",
  borderRadius: vars.radius.full,
  background: "transparent",
  color: vars.color.textSecondary,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surfaceMuted, color: vars.color.text } },
});

export const body = style({
  flex: 1,
  overflowY: "auto",
  padding: vars.space.small,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.relaxed,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
});

export const answer = style({
  padding: vars.space.xsmall,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
  color: vars.color.textSecondary,
});

export const jumpLink = style({
  alignSelf: "flex-start",
  padding: 0,
  border: "none",
  background: "transparent",
  color: vars.color.link,
  cursor: "pointer",
  fontSize: vars.fontSize.standard,
  selectors: { "&:hover": { textDecoration: "underline" } },
});

/** spec §3 type 1: placed by percentages of the video, spec §9 0.2 s transition. */
export const imageOverlay = style({
  position: "absolute",
  zIndex: 3,
  transition: `opacity ${CONSTANTS.imageOverlayTransitionS}s ease`,
});

export const overlayImage = style({ width: "100%", height: "100%", objectFit: "contain", display: "block" });

export const overlayControls = style({
  position: "absolute",
  top: 0,
  right: 0,
  display: "flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  fontSize: vars.fontSize.xsmall,
  transform: "translateY(-100%)",
});

export const choice = recipe({
  base: {
    display: "flex",
    gap: vars.space.xsmall,
    width: "100%",
    padding: vars.space.xsmall,
    textAlign: "left",
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.small,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.standard,
    cursor: "pointer",
    selectors: {
      '&[aria-disabled="true"]': { cursor: "default" },
      '&:hover:not([aria-disabled="true"])': { borderColor: vars.color.brand },
    },
  },
  variants: {
    mark: {
      none: {},
      correct: { borderColor: vars.color.success, background: vars.color.successSoft },
      wrong: { borderColor: vars.color.danger, background: vars.color.dangerSoft },
    },
  },
  defaultVariants: { mark: "none" },
});

export const verdict = recipe({
  base: { fontWeight: vars.fontWeight.strong, fontSize: vars.fontSize.large },
  variants: {
    correct: { true: { color: vars.color.success }, false: { color: vars.color.danger } },
  },
});

export const resultLine = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.small });
