import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.contract.css";

export const card = recipe({
  base: {
    position: "relative",
    display: "flex",
    flexDirection: "column",
    overflow: "hidden",
    background: vars.color.surface,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.small,
    transition: `box-shadow ${vars.duration.fast}, transform ${vars.duration.fast}`,
    selectors: {
      "&:hover": { boxShadow: vars.shadow.medium, transform: "translateY(-2px)" },
      "&:focus-within": { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    },
  },
  variants: {
    // spec §3: cards in the centre view are 270 × 280.
    size: {
      centre: { width: "270px", height: "280px" },
      fluid: { width: "100%" },
    },
  },
  defaultVariants: { size: "fluid" },
});

export const media = style({ position: "relative" });

export const contentBadge = style({ position: "absolute", top: vars.space.small, left: vars.space.small });

// The label badge (spec §4) sits in the cover's top-right corner, opposite the 更新/上新 badge.
export const labelBadge = style({
  position: "absolute",
  top: vars.space.small,
  right: vars.space.small,
  height: "24px",
  width: "auto",
});

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xsmall,
  flex: 1,
  padding: `${vars.space.small} ${vars.space.medium} ${vars.space.medium}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
});

// The whole card is the title button's hit area (one tab stop, a real button name).
export const titleButton = style({
  padding: 0,
  border: "none",
  background: "transparent",
  textAlign: "left",
  font: "inherit",
  color: "inherit",
  selectors: {
    "&::after": { content: "", position: "absolute", inset: 0, zIndex: 1 },
    "&:focus-visible": { outline: "none" },
  },
});

export const tags = style({ display: "flex", gap: vars.space.xsmall, overflow: "hidden" });

export const tag = style({
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.fontSize.xsmall,
  whiteSpace: "nowrap",
});

export const meta = style({
  marginTop: "auto",
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
});

export const updated = style({ fontSize: vars.fontSize.xsmall, color: vars.color.textMuted });

// spec §3: orgStatus 2 greys the card out.
export const greyOverlay = style({
  position: "absolute",
  inset: 0,
  zIndex: 2,
  background: vars.color.disabledOverlay,
  pointerEvents: "none",
});
