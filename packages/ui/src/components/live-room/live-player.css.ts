import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const stage = style({
  position: "relative",
  width: "100%",
  aspectRatio: "16 / 9",
  background: vars.color.videoStage,
  borderRadius: vars.radius.large,
  overflow: "hidden",
});

export const video = style({ display: "block", width: "100%", height: "100%", background: vars.color.videoStage });

export const badge = style({
  position: "absolute",
  top: vars.space.small,
  left: vars.space.small,
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.small,
  pointerEvents: "none",
});

export const liveBadge = style([badge, { background: vars.color.liveNow }]);
export const replayBadge = style([badge, { background: vars.color.liveReplay }]);

export const placeholder = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.standard,
  padding: vars.space.large,
  color: vars.color.textOnDark,
  textAlign: "center",
  fontSize: vars.fontSize.standard,
});
