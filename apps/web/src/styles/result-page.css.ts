import { vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

/** The centred white panel of a one-message page (purchase success, 404, organisation login, results). */
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
