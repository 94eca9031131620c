import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.contract.css";

export const header = style({
  height: vars.layout.mainNavHeight,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  position: "sticky",
  top: 0,
  zIndex: vars.zIndex.sticky,
});

export const inner = style({
  height: "100%",
  display: "flex",
  alignItems: "center",
  gap: vars.space.xlarge,
});

export const logoLink = style({ display: "flex", alignItems: "center", flexShrink: 0 });

export const logo = style({ height: "40px", width: "auto" });

export const nav = style({ height: "100%" });

export const menuItem = style({ height: "100%", display: "flex", alignItems: "center" });

export const menu = style({ display: "flex", alignItems: "center", gap: vars.space.xsmall, height: "100%" });

export const item = recipe({
  base: {
    position: "relative",
    display: "flex",
    alignItems: "center",
    height: "100%",
    padding: `0 ${vars.space.medium}`,
    fontSize: vars.fontSize.large,
    color: vars.color.text,
    whiteSpace: "nowrap",
    selectors: {
      "&::after": {
        content: "",
        position: "absolute",
        left: vars.space.medium,
        right: vars.space.medium,
        bottom: 0,
        height: "3px",
        borderRadius: vars.radius.full,
        background: "transparent",
      },
      "&:hover": { color: vars.color.brand },
    },
  },
  variants: {
    active: {
      true: {
        color: vars.color.brand,
        fontWeight: vars.fontWeight.strong,
        selectors: { "&::after": { background: vars.color.brand } },
      },
      false: {},
    },
  },
});

// spec §2: the VIP item is styled apart, in the gold accent.
export const vipItem = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xsmall,
    height: "30px",
    padding: `0 ${vars.space.medium}`,
    marginLeft: vars.space.xsmall,
    borderRadius: vars.radius.full,
    background: vars.color.vipSoft,
    color: vars.color.vipText,
    fontSize: vars.fontSize.standard,
    fontWeight: vars.fontWeight.strong,
    border: `1px solid ${vars.color.vip}`,
    whiteSpace: "nowrap",
    selectors: { "&:hover": { background: vars.color.vip, color: vars.color.vipText } },
  },
  variants: {
    active: { true: { background: vars.color.vip, color: vars.color.vipText }, false: {} },
  },
});

export const tools = style({ marginLeft: "auto", display: "flex", alignItems: "center", gap: vars.space.standard });
