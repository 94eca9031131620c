import { createSprinkles, defineProperties } from "@vanilla-extract/sprinkles";
import { vars } from "./theme.contract.css";

// Layout utilities only: components style themselves with recipes, pages compose with these.
const layoutProperties = defineProperties({
  properties: {
    display: ["none", "block", "inline", "inline-block", "flex", "inline-flex", "grid"],
    flexDirection: ["row", "column"],
    flexWrap: ["wrap", "nowrap"],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ["flex-start", "center", "flex-end", "stretch", "baseline"],
    justifyContent: ["flex-start", "center", "flex-end", "space-between", "space-around"],
    gap: vars.space,
    rowGap: vars.space,
    columnGap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: { ...vars.space, auto: "auto" },
    marginRight: { ...vars.space, auto: "auto" },
    position: ["relative", "absolute", "sticky"],
    textAlign: ["left", "center", "right"],
    width: { full: "100%", auto: "auto" },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    background: {
      surface: vars.color.surface,
      surfaceMuted: vars.color.surfaceMuted,
      page: vars.color.pageBackground,
      brandSoft: vars.color.brandSoft,
      vipSoft: vars.color.vipSoft,
      transparent: "transparent",
    },
    color: {
      text: vars.color.text,
      secondary: vars.color.textSecondary,
      muted: vars.color.textMuted,
      brand: vars.color.brand,
      vip: vars.color.vip,
      inverse: vars.color.textInverse,
      price: vars.color.price,
    },
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
  },
  shorthands: {
    padding: ["paddingTop", "paddingBottom", "paddingLeft", "paddingRight"],
    paddingX: ["paddingLeft", "paddingRight"],
    paddingY: ["paddingTop", "paddingBottom"],
    margin: ["marginTop", "marginBottom", "marginLeft", "marginRight"],
    marginX: ["marginLeft", "marginRight"],
    marginY: ["marginTop", "marginBottom"],
    placeItems: ["alignItems", "justifyContent"],
  },
});

export const sprinkles = createSprinkles(layoutProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
