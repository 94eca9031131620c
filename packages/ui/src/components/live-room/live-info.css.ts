import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.contract.css";

export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.standard,
  padding: vars.space.large,
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
  minWidth: 0,
});

export const headline = style({ display: "flex", alignItems: "center", gap: vars.space.small, flexWrap: "wrap" });

export const tag = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    height: vars.chipHeight.standard,
    padding: `0 ${vars.space.small}`,
    borderRadius: vars.radius.small,
    color: vars.color.textInverse,
    fontSize: vars.fontSize.small,
    flexShrink: 0,
  },
  variants: {
    status: {
      notStarted: { background: vars.color.liveUpcoming },
      live: { background: vars.color.liveNow },
      replay: { background: vars.color.liveReplay },
    },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
  overflowWrap: "anywhere",
});

export const line = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.standard });

export const lineLabel = style({ marginRight: vars.space.small, color: vars.color.textMuted });

export const startTime = style({
  display: "flex",
  gap: vars.space.small,
  flexWrap: "wrap",
  margin: 0,
  padding: vars.space.small,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.standard,
  color: vars.color.text,
});

export const startTimeLabel = style({ color: vars.color.textSecondary });

export const actions = style({ display: "flex", gap: vars.space.small, flexWrap: "wrap" });

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.lineHeight.relaxed,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});
