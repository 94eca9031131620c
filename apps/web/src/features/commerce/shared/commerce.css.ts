import { belowBreakpoint, vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const page = style({
  paddingBlock: vars.space.large,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.large,
});

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.medium });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.standard,
  padding: vars.space.large,
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  minWidth: 0,
  "@media": { [belowBreakpoint("small")]: { padding: vars.space.standard } },
});

export const membership = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.medium,
  padding: vars.space.standard,
  background: vars.color.vipSoft,
  border: `${vars.borderWidth.standard} solid ${vars.color.vip}`,
  borderRadius: vars.radius.standard,
  color: vars.color.vipInk,
});

export const membershipName = style({ margin: 0, fontWeight: vars.fontWeight.strong, fontSize: vars.fontSize.large });

export const muted = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.small });

export const facts = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  columnGap: vars.space.standard,
  rowGap: vars.space.small,
  alignItems: "baseline",
  margin: 0,
});

export const term = style({ color: vars.color.textSecondary });

export const value = style({ margin: 0, color: vars.color.text, overflowWrap: "anywhere" });

export const amount = style({
  margin: 0,
  color: vars.color.price,
  fontFamily: vars.font.familyNumeric,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.strong,
});

export const formError = style({ margin: 0, color: vars.color.danger });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.medium, alignItems: "center" });

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const narrow = style({ maxWidth: vars.width.xxxlarge, width: "100%" });

/** The QR step: wide enough for the code and its facts side by side, no wider. */
export const payment = style([section, { maxWidth: vars.width.xxxlarge, width: "100%" }]);
