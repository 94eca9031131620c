import { vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const cover = style({ borderRadius: vars.radius.standard, overflow: "hidden", marginBottom: vars.space.large });
export const speaker = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.small });
