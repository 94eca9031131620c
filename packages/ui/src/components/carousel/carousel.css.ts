import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.contract.css";

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
  bottom: vars.space.medium,
  display: "flex",
  justifyContent: "center",
  gap: vars.space.small,
});

export const dot = recipe({
  base: {
    width: "18px",
    height: "4px",
    padding: 0,
    border: "none",
    borderRadius: vars.radius.full,
    background: vars.color.textInverse,
  },
  variants: {
    active: { true: { opacity: 1, width: "28px" }, false: { opacity: 0.5 } },
  },
});
