import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

/** The presenter layer: drawn on black, blended away so only the presenter shows (spec §2 transparent overlay). */
export const overlayBox = style({
  position: "absolute",
  zIndex: 1,
  cursor: "move",
  touchAction: "none",
  // On the box, not the video: the box is its own stacking context, which would isolate the video's blending.
  mixBlendMode: "screen",
  outline: `1px dashed transparent`,
  selectors: { "&:hover": { outlineColor: vars.color.textOnDarkMuted } },
});

export const overlayVideo = style({
  width: "100%",
  height: "100%",
  objectFit: "contain",
  pointerEvents: "none",
  display: "block",
});

export const resizeHandle = style({
  position: "absolute",
  right: 0,
  bottom: 0,
  width: 16,
  height: 16,
  padding: 0,
  border: "none",
  background: `linear-gradient(135deg, transparent 50%, ${vars.color.textOnDarkMuted} 50%)`,
  cursor: "nwse-resize",
});
