import { globalStyle, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { belowContainerWidth } from "../../theme/breakpoints";
import { vars } from "../../theme/theme.contract.css";

// The card's text block keeps one height whatever the title's length (two lines reserved) so that its skeleton
// (CourseCardSkeleton) has the same size and a list arriving moves nothing; the card is a size container, so two
// cards a row on a phone reserve the taller, wrapped learners-and-price line.
const narrowCard = belowContainerWidth("narrowCard");

export const card = recipe({
  base: {
    position: "relative",
    display: "flex",
    flexDirection: "column",
    overflow: "hidden",
    containerType: "inline-size",
    background: vars.color.surface,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.small,
    transition: `box-shadow ${vars.duration.fast}, transform ${vars.duration.fast}`,
    selectors: {
      "&:hover": { boxShadow: vars.shadow.medium, transform: `translateY(calc(-1 * ${vars.borderWidth.large}))` },
      // the title link stretches over the card: the card shows the ring while the link has keyboard focus
      "&:has(:focus-visible)": {
        outline: `${vars.focus.width} solid ${vars.focus.ring}`,
        outlineOffset: vars.focus.offset,
      },
    },
  },
  variants: {
    // spec §3: cards in the centre view are 270 × 280.
    size: {
      centre: { width: vars.size.centreCourseCardWidth, height: vars.size.centreCourseCardHeight, maxWidth: "100%" },
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
  height: vars.chipHeight.large,
  width: "auto",
});

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xsmall,
  flex: 1,
  minHeight: vars.size.courseCardBody,
  padding: `${vars.space.small} ${vars.space.medium} ${vars.space.medium}`,
  boxSizing: "border-box",
  "@container": { [narrowCard]: { minHeight: vars.size.courseCardBodyNarrow } },
});

// The skeleton's cover: the cover image's 270 × 152 box.
export const skeletonCover = style({ aspectRatio: "270 / 152", background: vars.color.surfaceMuted });

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
  textDecoration: "none",
  border: "none",
  background: "transparent",
  textAlign: "left",
  font: "inherit",
  color: "inherit",
  selectors: {
    "&::after": { content: "", position: "absolute", inset: 0, zIndex: 1 },
    // focus ring: drawn by the card around the whole of it (root :has(:focus-visible))
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

// In a narrow card (two a row on a phone) the price goes under the learner count rather than breaking either.
export const meta = style({
  marginTop: "auto",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: `${vars.space.xxsmall} ${vars.space.small}`,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
});
globalStyle(`${meta} > *`, { whiteSpace: "nowrap" });

export const updated = style({ fontSize: vars.fontSize.xsmall, color: vars.color.textMuted });

// spec §3: orgStatus 2 greys the card out.
export const greyOverlay = style({
  position: "absolute",
  inset: 0,
  zIndex: 2,
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "flex-end",
  padding: vars.space.xsmall,
  background: vars.color.disabledOverlay,
  pointerEvents: "none",
});

export const greyReason = style({
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
});
