import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const backdrop = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.messageBox,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  background: vars.color.overlay,
});

export const box = style({
  width: "420px",
  maxWidth: "calc(100vw - 32px)",
  padding: vars.space.large,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.standard,
  // focus ring: none on the box itself (tabIndex -1, focused only when it has no control to focus); its controls
  // show the ring
  selectors: { "&:focus": { outline: "none" } },
});

export const header = style({ display: "flex", justifyContent: "space-between", alignItems: "center" });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const message = style({ color: vars.color.textSecondary, lineHeight: vars.lineHeight.relaxed });

export const input = style({
  width: "100%",
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.standard,
  fontSize: vars.fontSize.standard,
  selectors: {
    "&:focus": { borderColor: vars.color.brand },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.xsmall, minHeight: "18px" });

export const actions = style({ display: "flex", justifyContent: "flex-end", gap: vars.space.medium });

export const closeButton = style({
  display: "inline-flex",
  padding: vars.space.xsmall,
  border: "none",
  background: "transparent",
  color: vars.color.textMuted,
  selectors: { "&:hover": { color: vars.color.text } },
});
