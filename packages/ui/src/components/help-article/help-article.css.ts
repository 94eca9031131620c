import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const article = style({ display: "flex", flexDirection: "column", gap: vars.space.standard, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.xlarge, color: vars.color.text });

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.medium,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const body = style({ color: vars.color.text, lineHeight: vars.lineHeight.relaxed, overflowWrap: "anywhere" });

globalStyle(`${body} h2, ${body} h3`, { margin: `${vars.space.standard} 0 ${vars.space.small}` });
// headings inside an article stay below the article's own title
globalStyle(`${body} h2`, { fontSize: vars.fontSize.large });
globalStyle(`${body} h3`, { fontSize: vars.fontSize.standard });
globalStyle(`${body} ul`, { listStyle: "disc" });
globalStyle(`${body} ol`, { listStyle: "decimal" });
globalStyle(`${body} p`, { margin: `0 0 ${vars.space.small}` });
globalStyle(`${body} ul, ${body} ol`, { margin: `0 0 ${vars.space.small}`, paddingLeft: vars.space.large });
globalStyle(`${body} a`, { color: vars.color.link, textDecoration: "underline" });
globalStyle(`${body} img`, { maxWidth: "100%", height: "auto" });
