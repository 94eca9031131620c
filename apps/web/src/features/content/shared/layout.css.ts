import { belowBreakpoint, vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

/** The body of a content screen, on the kit's PageColumn (the site's 1200 px column): stacked sections. */
export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.large,
  paddingBlock: vars.space.standard,
});

/** A white card holding a list, a filter bar or an article. */
export const panel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.standard,
  boxShadow: vars.shadow.small,
  padding: vars.space.large,
  "@media": { [belowBreakpoint("small")]: { padding: vars.space.standard } },
});

export const panelTight = style([panel, { paddingBlock: vars.space.standard }]);

/** Detail screens: the article and, on the right, related content. */
export const detailLayout = style({
  display: "grid",
  gridTemplateColumns: `minmax(0, 1fr) ${vars.width.medium}`,
  gap: vars.space.large,
  alignItems: "start",
  "@media": { [belowBreakpoint("large")]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const main = style({ display: "flex", flexDirection: "column", gap: vars.space.large, minWidth: 0 });
export const aside = style({ display: "flex", flexDirection: "column", gap: vars.space.large, minWidth: 0 });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const textLink = style({
  color: vars.color.link,
  textDecoration: "none",
  ":hover": { textDecoration: "underline" },
});

export const listReset = style({ listStyle: "none", margin: 0, padding: 0 });

/** The pager under a paged list. */
export const pager = style({ display: "flex", justifyContent: "center", paddingTop: vars.space.large });
