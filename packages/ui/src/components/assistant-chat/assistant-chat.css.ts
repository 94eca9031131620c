import { style } from "@vanilla-extract/css";
import { belowBreakpoint } from "../../theme/breakpoints";
import { vars } from "../../theme/theme.contract.css";

const small = belowBreakpoint("small");

export const layout = style({
  display: "grid",
  gridTemplateColumns: `${vars.width.small} minmax(0, 1fr)`,
  gap: vars.space.standard,
  width: "100%",
  maxWidth: vars.layout.contentWidth,
  margin: "0 auto",
  minHeight: "70vh",
  "@media": { [small]: { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.small } },
});

export const sidebar = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
  padding: vars.space.medium,
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  minWidth: 0,
});

/** Below the small breakpoint the list is a drawer over the top of the conversation, shown on demand. */
export const sidebarClosed = style({ "@media": { [small]: { display: "none" } } });

export const drawerToggle = style({ display: "none", "@media": { [small]: { display: "flex" } } });

export const sessionList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxsmall,
});

export const sessionRow = style({ display: "flex", alignItems: "center", gap: vars.space.xsmall, minWidth: 0 });

export const sessionLink = style({
  flex: 1,
  minWidth: 0,
  display: "block",
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.standard,
  color: vars.color.text,
  textDecoration: "none",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  ":hover": { background: vars.color.surfaceMuted },
});

export const sessionActive = style({
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
});

export const sessionTime = style({ display: "block", fontSize: vars.fontSize.xsmall, color: vars.color.textMuted });

export const deleteButton = style({
  flexShrink: 0,
  border: "none",
  background: "transparent",
  color: vars.color.textMuted,
  cursor: "pointer",
  fontSize: vars.fontSize.small,
  padding: vars.space.xsmall,
  ":hover": { color: vars.color.danger },
});

export const main = style({
  display: "flex",
  flexDirection: "column",
  minWidth: 0,
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  overflow: "hidden",
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
  flexWrap: "wrap",
  padding: `${vars.space.medium} ${vars.space.standard}`,
  background: vars.color.brand,
  color: vars.color.textInverse,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.strong });
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.small, opacity: 0.9 });

export const turns = style({
  flex: 1,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.standard,
  margin: 0,
  padding: vars.space.standard,
  listStyle: "none",
  overflowY: "auto",
});

export const question = style({
  alignSelf: "flex-end",
  maxWidth: "85%",
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.large,
  background: vars.color.brand,
  color: vars.color.textInverse,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});

export const answer = style({
  alignSelf: "flex-start",
  maxWidth: "100%",
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  lineHeight: vars.lineHeight.relaxed,
});

export const answerNotice = style({ background: vars.color.warningSoft });
export const answerError = style({ background: vars.color.dangerSoft, color: vars.color.danger });

export const citations = style({
  margin: `${vars.space.small} 0 0`,
  padding: `${vars.space.small} 0 0`,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  listStyle: "none",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  whiteSpace: "normal",
});

export const citationLink = style({
  color: vars.color.link,
  textDecoration: "none",
  ":hover": { textDecoration: "underline" },
});
export const citationKind = style({ color: vars.color.textMuted, marginRight: vars.space.xsmall });

export const composer = style({
  display: "flex",
  gap: vars.space.small,
  alignItems: "flex-end",
  padding: vars.space.standard,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  "@media": { [small]: { flexDirection: "column", alignItems: "stretch" } },
});

export const composerField = style({
  flex: 1,
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxsmall,
});

export const textarea = style({
  width: "100%",
  boxSizing: "border-box",
  minHeight: vars.controlHeight.large,
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.standard,
  font: "inherit",
  resize: "vertical",
});

export const hint = style({ fontSize: vars.fontSize.xsmall, color: vars.color.textMuted });
export const composerError = style({ fontSize: vars.fontSize.small, color: vars.color.danger });

export const empty = style({ color: vars.color.textSecondary, padding: vars.space.standard, textAlign: "center" });
