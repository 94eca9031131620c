import { style } from "@vanilla-extract/css";

export const wrapper = style({ position: "relative" });

// Transparent: the protected element looks the same, but every click lands on the layer.
export const layer = style({
  position: "absolute",
  inset: 0,
  zIndex: 1,
  width: "100%",
  height: "100%",
  padding: 0,
  border: "none",
  background: "transparent",
  cursor: "pointer",
});
