import { style } from "@vanilla-extract/css";
import { belowBreakpoint } from "../../theme/breakpoints";
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

/** The caption showing now, centred above the control bar (drawn by the player; the track itself stays hidden). */
export const caption = style({
  position: "absolute",
  left: "50%",
  bottom: "14%",
  transform: "translateX(-50%)",
  maxWidth: "90%",
  zIndex: 5,
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  background: "rgba(0, 0, 0, 0.72)",
  color: vars.color.textOnDark,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  textAlign: "center",
  whiteSpace: "pre-line",
  pointerEvents: "none",
  "@media": {
    // a phone's player is about 200 px tall: a smaller caption that leaves room for the cards
    [belowBreakpoint("small")]: { fontSize: vars.fontSize.xsmall, bottom: "18%" },
  },
});

/** Read by screen readers, not shown (the card announcements). */
export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
