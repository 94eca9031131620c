import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.contract.css";

// spec §3: 更新 green, 上新 red, 制作中/待更新 yellow.
export const contentBadge = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    height: "20px",
    padding: `0 ${vars.space.small}`,
    borderRadius: vars.radius.small,
    fontSize: vars.fontSize.xsmall,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.textInverse,
    whiteSpace: "nowrap",
  },
  variants: {
    colour: {
      green: { background: vars.color.badgeUpdated },
      red: { background: vars.color.badgeNew },
      yellow: { background: vars.color.badgePending, color: vars.color.badgePendingText },
    },
  },
});
