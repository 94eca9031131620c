import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.contract.css";

// Shared look of the empty and error states: an icon, a title, a line of help and an optional action.
export const container = recipe({
  base: {
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.small,
    padding: `${vars.space.xxlarge} ${vars.space.large}`,
    textAlign: "center",
  },
  variants: {
    tone: {
      neutral: { color: vars.color.textMuted },
      critical: { color: vars.color.danger },
    },
  },
});

export const title = style({
  fontSize: vars.fontSize.large,
  color: vars.color.textSecondary,
  fontWeight: vars.fontWeight.medium,
});

export const description = style({ fontSize: vars.fontSize.standard, color: vars.color.textMuted, maxWidth: "420px" });
