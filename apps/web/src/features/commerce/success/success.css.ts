import { vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const page = style({
  display: "flex",
  justifyContent: "center",
  padding: `${vars.space.xxlarge} ${vars.space.standard}`,
});

export const panel = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.standard,
  width: vars.width.xxlarge,
  maxWidth: "100%",
  padding: `${vars.space.xxlarge} ${vars.space.xlarge}`,
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
  textAlign: "center",
});

export const mark = style({ color: vars.color.success });
export const markPending = style({ color: vars.color.warning });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxlarge, fontWeight: vars.fontWeight.strong });

export const text = style({ margin: 0, color: vars.color.textSecondary, overflowWrap: "anywhere" });

export const actions = style({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: vars.space.medium });
