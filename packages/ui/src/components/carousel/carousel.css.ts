import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.contract.css";

/** A screen that is touched, not pointed at with a mouse (phones, tablets). */
const TOUCH_ONLY = "(hover: none) and (pointer: coarse)";

export const root = style({
  position: "relative",
  overflow: "hidden",
  borderRadius: vars.radius.large,
  background: vars.color.surfaceMuted,
});

export const track = style({
  display: "flex",
  transition: "transform 500ms ease",
});

export const slide = style({ flex: "0 0 100%", display: "block" });

export const slideButton = style({
  display: "block",
  width: "100%",
  padding: 0,
  border: "none",
  background: "transparent",
});

export const arrow = recipe({
  base: {
    position: "absolute",
    top: "50%",
    transform: "translateY(-50%)",
    width: "36px",
    height: "36px",
    border: "none",
    borderRadius: vars.radius.full,
    background: vars.color.overlay,
    color: vars.color.textInverse,
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    opacity: 0.75,
    selectors: { "&:hover": { opacity: 1 } },
    // a touch screen swipes: on a phone the arrows would sit over the banner's title
    "@media": { [TOUCH_ONLY]: { display: "none" } },
  },
  variants: {
    side: {
      previous: { left: vars.space.standard },
      next: { right: vars.space.standard },
    },
  },
});

export const dots = style({
  position: "absolute",
  left: 0,
  right: 0,
  // the dots' padding reaches below their bars: the bars stay where they were
  bottom: `calc(${vars.space.medium} - 10px)`,
  display: "flex",
  justifyContent: "center",
});

// Each dot is drawn 4 px tall but takes a finger: the padding around the bar is part of the button, not painted
// (the frame sizes every box border-box: 26 × 24 px with 4 px and 10 px of padding leaves an 18 × 4 px bar).
export const dot = recipe({
  base: {
    width: "26px",
    height: "24px",
    padding: "10px 4px",
    border: "none",
    borderRadius: vars.radius.full,
    background: vars.color.textInverse,
    backgroundClip: "content-box",
  },
  variants: {
    active: { true: { opacity: 1, width: "36px" }, false: { opacity: 0.5 } },
  },
});
