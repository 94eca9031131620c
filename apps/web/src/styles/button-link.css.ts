import { vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

/** A router link drawn as the kit's primary button (返回列表, 浏览课程 and similar ways back). */
export const buttonLink = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  height: vars.controlHeight.standard,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.standard,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.standard,
  textDecoration: "none",
  ":hover": { background: vars.color.brandHover },
  ":focus-visible": {
    outline: `${vars.focus.width} solid ${vars.focus.ring}`,
    outlineOffset: vars.borderWidth.large,
  },
});
