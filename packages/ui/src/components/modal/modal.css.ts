import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: "translateY(-12px)" },
  to: { opacity: 1, transform: "none" },
});

export const backdrop = style({
  position: "fixed",
  inset: 0,
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "center",
  paddingTop: "12vh",
  background: vars.color.overlay,
  // spec §9: modal fade 200 ms
  animation: `${fadeIn} ${vars.duration.modalFade} ease-out`,
});

export const dialog = style({
  display: "flex",
  flexDirection: "column",
  maxWidth: "calc(100vw - 32px)",
  maxHeight: "76vh",
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  animation: `${riseIn} ${vars.duration.modalFade} ease-out`,
  // focus ring: none on the dialog box itself (tabIndex -1, focused only when it has no control to focus); its
  // controls show the ring
  selectors: { "&:focus": { outline: "none" } },
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.standard,
  padding: `${vars.space.standard} ${vars.space.large}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const closeButton = style({
  display: "inline-flex",
  padding: vars.space.xsmall,
  border: "none",
  background: "transparent",
  color: vars.color.textMuted,
  borderRadius: vars.radius.standard,
  selectors: { "&:hover": { color: vars.color.text, background: vars.color.surfaceMuted } },
});

export const body = style({
  padding: vars.space.large,
  overflowY: "auto",
  color: vars.color.textSecondary,
  lineHeight: vars.lineHeight.relaxed,
});

export const footer = style({
  display: "flex",
  justifyContent: "flex-end",
  gap: vars.space.medium,
  padding: `${vars.space.medium} ${vars.space.large} ${vars.space.large}`,
});
