import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { belowBreakpoint } from "../../theme/breakpoints";
import { vars } from "../../theme/theme.contract.css";

export const panel = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.small,
  padding: `${vars.space.large} ${vars.space.medium}`,
  textAlign: "center",
  "@media": {
    // a phone: one compact row (avatar, name and organisation, VIP) above the menu
    [belowBreakpoint("small")]: {
      flexDirection: "row",
      flexWrap: "wrap",
      alignItems: "center",
      textAlign: "left",
      padding: vars.space.medium,
    },
  },
});

export const avatar = style({
  position: "relative",
  flex: "none",
  width: vars.size.avatar,
  height: vars.size.avatar,
  borderRadius: vars.radius.full,
  overflow: "hidden",
  background: vars.color.brandSoft,
});

export const initial = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: "100%",
  height: "100%",
  color: vars.color.brand,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
});

export const identity = style({ minWidth: 0, maxWidth: "100%", "@media": { [belowBreakpoint("small")]: { flex: 1 } } });

const oneLine = { margin: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" } as const;

export const username = style({
  ...oneLine,
  color: vars.color.text,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
});

export const org = style({ ...oneLine, color: vars.color.textSecondary, fontSize: vars.fontSize.small });

export const placeholder = style({
  display: "inline-block",
  width: vars.width.xxsmall,
  height: vars.fontSize.large,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
});

export const vipBlock = recipe({
  base: {
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    gap: vars.space.xsmall,
    width: "100%",
    padding: vars.space.small,
    borderRadius: vars.radius.standard,
    "@media": {
      [belowBreakpoint("small")]: { flexDirection: "row", flexWrap: "wrap", justifyContent: "space-between" },
    },
  },
  variants: {
    active: {
      true: { background: vars.color.vipSoft, color: vars.color.vipText },
      false: { background: vars.color.surfaceMuted, color: vars.color.textSecondary },
    },
  },
});

export const vipName = style({ margin: 0, fontWeight: vars.fontWeight.strong, fontSize: vars.fontSize.standard });

export const vipRange = style({ margin: 0, fontSize: vars.fontSize.small });

/** The validity dates stay on one line (they wrap as a whole under 有效期). */
export const vipDates = style({ whiteSpace: "nowrap" });

export const vipLink = style({
  display: "inline-flex",
  alignItems: "center",
  height: vars.controlHeight.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  background: vars.color.vip,
  color: vars.color.vipText,
  fontSize: vars.fontSize.small,
  textDecoration: "none",
  ":hover": { background: vars.color.vipHover },
  ":focus-visible": { outline: `${vars.focus.width} solid ${vars.focus.ring}` },
});
