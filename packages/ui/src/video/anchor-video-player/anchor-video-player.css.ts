import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const root = style({
  position: "relative",
  overflow: "hidden",
  background: "#000",
  color: vars.color.textOnDark,
  userSelect: "none",
  // the stage is dark: the controls and cards inside draw the light ring; the stage itself the page's ring
  vars: { [vars.focus.ring]: vars.focus.ringOnDark },
  selectors: {
    "&:focus-visible": { outline: `${vars.focus.width} solid ${vars.color.brand}`, outlineOffset: vars.focus.offset },
  },
});

export const layer = style({ position: "absolute", inset: 0, width: "100%", height: "100%" });

export const video = style([layer, { objectFit: "contain", background: "#000" }]);

export const hidden = style({ visibility: "hidden" });

export const poster = style([layer, { objectFit: "cover" }]);

export const bigPlay = style({
  position: "absolute",
  left: "50%",
  top: "50%",
  transform: "translate(-50%, -50%)",
  width: 72,
  height: 72,
  border: "none",
  borderRadius: vars.radius.full,
  background: vars.color.overlay,
  color: vars.color.textOnDark,
  cursor: "pointer",
  zIndex: 4,
  selectors: { "&:hover": { background: vars.color.brand } },
});

export const stageBadge = style({
  position: "absolute",
  left: vars.space.small,
  top: vars.space.small,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.overlay,
  fontSize: vars.fontSize.xsmall,
  zIndex: 2,
});

export const logo = style({
  position: "absolute",
  right: vars.space.small,
  top: vars.space.small,
  maxWidth: 96,
  maxHeight: 32,
  opacity: 0.85,
  pointerEvents: "none",
  zIndex: 2,
});

/** spec §2: an opaque mask while the video is out of view; a click resumes play. */
export const mask = style([
  layer,
  {
    zIndex: 5,
    border: "none",
    background: "#111",
    color: vars.color.textOnDark,
    fontSize: vars.fontSize.large,
    cursor: "pointer",
  },
]);

export const endedPanel = style([
  layer,
  {
    zIndex: 4,
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.small,
    background: vars.color.overlay,
  },
]);

/** Read by screen readers, not shown (the card announcements). */
export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
