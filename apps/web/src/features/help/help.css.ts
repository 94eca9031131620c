import { belowBreakpoint, vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.large,
  paddingBlock: vars.space.standard,
});

export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.standard,
  minWidth: 0,
  background: vars.color.surface,
  borderRadius: vars.radius.standard,
  boxShadow: vars.shadow.small,
  padding: vars.space.large,
  "@media": { [belowBreakpoint("small")]: { padding: vars.space.standard } },
});

export const hero = style([panel, { background: vars.color.brandSoft, boxShadow: "none" }]);

export const title = style({ margin: 0, fontSize: vars.fontSize.display, color: vars.color.text });
export const subtitle = style({ margin: 0, color: vars.color.textSecondary });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xlarge, color: vars.color.text });

export const searchForm = style({
  display: "flex",
  gap: vars.space.small,
  alignItems: "flex-end",
  maxWidth: vars.width.xxxlarge,
});
export const searchField = style({ flex: 1, minWidth: 0 });

export const links = style({ display: "flex", flexWrap: "wrap", gap: vars.space.standard });

// underlined: these links stand inside sentences, where colour alone does not tell them from the text
export const link = style({
  color: vars.color.link,
  textDecoration: "underline",
  overflowWrap: "anywhere",
});

export const articleList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
});

export const articleRow = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxsmall,
  padding: `${vars.space.small} 0`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const articleSummary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

/** The problem screens: categories on the left, the list or the article on the right (stacked on a phone). */
export const problemLayout = style({
  display: "grid",
  gridTemplateColumns: `${vars.width.xxsmall} minmax(0, 1fr)`,
  gap: vars.space.large,
  alignItems: "start",
  "@media": { [belowBreakpoint("small")]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const sideNav = style([
  panel,
  {
    gap: vars.space.xsmall,
    "@media": { [belowBreakpoint("small")]: { flexDirection: "row", flexWrap: "wrap", padding: vars.space.small } },
  },
]);

export const sideLink = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: "none",
  ":hover": { color: vars.color.brand },
});

export const sideLinkCurrent = style([sideLink, { background: vars.color.brandSoft, color: vars.color.brand }]);

export const pager = style({ display: "flex", justifyContent: "center", paddingTop: vars.space.standard });
