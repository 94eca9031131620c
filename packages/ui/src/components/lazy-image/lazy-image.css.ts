import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.contract.css";

// A fixed aspect box: the page does not shift when the image arrives late.
export const frame = style({
  position: "relative",
  overflow: "hidden",
  background: vars.color.surfaceMuted,
});

export const image = recipe({
  base: {
    position: "absolute",
    inset: 0,
    width: "100%",
    height: "100%",
    transition: `opacity ${vars.duration.modalFade}`,
  },
  variants: {
    loaded: { true: { opacity: 1 }, false: { opacity: 0 } },
    fit: { cover: { objectFit: "cover" }, contain: { objectFit: "contain" } },
  },
});

export const fallback = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
});
