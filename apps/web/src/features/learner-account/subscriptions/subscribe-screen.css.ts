import { vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const groups = style({ display: "grid", gap: vars.space.large });
export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.standard });
