import { vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";
import { CONTENT_SIZE_CSS } from "../../../styles/content-sizes";

export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.medium, alignItems: "flex-start" });

// the size of the 16:9 cover thumbnails in the site's rows
const frame = {
  width: CONTENT_SIZE_CSS.rowCoverWidth,
  maxWidth: "100%",
  aspectRatio: "16 / 9",
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceMuted,
} as const;

export const preview = style({ ...frame, height: "auto", objectFit: "cover", display: "block" });

export const placeholder = style({
  ...frame,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.small });
