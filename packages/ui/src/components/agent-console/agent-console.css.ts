import { style } from "@vanilla-extract/css";
import { belowBreakpoint } from "../../theme/breakpoints";
import { vars } from "../../theme/theme.contract.css";

export const console_ = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.standard,
  width: "100%",
  maxWidth: vars.layout.contentWidth,
  margin: "0 auto",
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xlarge, fontWeight: vars.fontWeight.strong });

export const columns = style({
  display: "grid",
  gridTemplateColumns: `${vars.width.medium} minmax(0, 1fr)`,
  gap: vars.space.standard,
  alignItems: "start",
  "@media": { [belowBreakpoint("large")]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const panel = style({
  display: "flex",
  flexDirection: "column",
  minWidth: 0,
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  overflow: "hidden",
});

export const panelTitle = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.standard}`,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const items = style({ margin: 0, padding: 0, listStyle: "none" });

export const item = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.standard}`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  selectors: { "&:last-child": { borderBottom: "none" } },
});

export const itemText = style({ display: "flex", flexDirection: "column", gap: vars.space.xxsmall, minWidth: 0 });
export const itemTitle = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const itemPreview = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.small,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const select = style({
  display: "flex",
  width: "100%",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.standard}`,
  border: "none",
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: "transparent",
  textAlign: "left",
  cursor: "pointer",
  font: "inherit",
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brandSoft },
    "&:focus-visible": { outline: `${vars.focus.width} solid ${vars.focus.ring}` },
  },
});

export const unread = style({
  flexShrink: 0,
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xsmall,
});

export const empty = style({
  margin: 0,
  padding: vars.space.standard,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const threadHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.standard}`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const ticket = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xsmall,
  padding: `${vars.space.small} ${vars.space.standard}`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  selectors: { "&:last-child": { borderBottom: "none" } },
});

export const ticketContent = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });
export const ticketMeta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.small,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.small,
});

export const ticketAnswer = style({ display: "flex", flexDirection: "column", gap: vars.space.xsmall });
export const ticketReply = style({
  margin: 0,
  padding: vars.space.small,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.small,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});
