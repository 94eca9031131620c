import { vars } from "@taxlearn/ui";
import { createVar, style } from "@vanilla-extract/css";

export const columns = style({
  display: "grid",
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.width.xlarge}), 1fr))`,
  gap: vars.space.large,
  alignItems: "start",
});

export const progress = style({ width: "100%", height: vars.space.standard });

export const error = style({ color: vars.color.danger, margin: 0, overflowWrap: "anywhere" });

export const timeline = style({
  position: "relative",
  margin: 0,
  padding: 0,
  minWidth: 0,
  height: vars.space.xlarge,
  background: vars.color.pageBackground,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
});

/** Where on the timeline a card sits (its second as a share of the lecture), set per mark. */
export const markLeft = createVar();

export const mark = style({
  position: "absolute",
  left: markLeft,
  top: 0,
  bottom: 0,
  width: vars.space.small,
  marginLeft: `calc(${vars.space.small} / -2)`,
  background: vars.color.brand,
  border: "none",
  padding: 0,
  cursor: "pointer",
});

export const preview = style({ width: "100%", maxWidth: vars.width.xxlarge });

export const textarea = style({
  minHeight: vars.space.xxlarge,
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  font: "inherit",
  minWidth: 0,
});
