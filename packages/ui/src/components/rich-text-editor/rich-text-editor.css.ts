import { globalStyle, style } from "@vanilla-extract/css";
import { focusRingInset } from "../../theme/focus-ring";
import { vars } from "../../theme/theme.contract.css";

export const frame = style({
  display: "flex",
  flexDirection: "column",
  minWidth: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  selectors: {
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
    '&[data-disabled="true"]': { background: vars.color.pageBackground },
  },
});

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xxsmall,
  padding: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tool = style({
  minWidth: "32px",
  height: "32px",
  paddingInline: vars.space.xsmall,
  border: `1px solid transparent`,
  borderRadius: vars.radius.small,
  background: "transparent",
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  cursor: "pointer",
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brandSoft, color: vars.color.brand },
    "&:hover:not(:disabled)": { borderColor: vars.color.border },
    "&:focus-visible": { outline: "none", boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    "&:disabled": { color: vars.color.textMuted, cursor: "not-allowed" },
  },
});

export const content = style({ minWidth: 0, overflowWrap: "anywhere" });

globalStyle(`${content} .ProseMirror`, {
  minHeight: "220px",
  padding: `${vars.space.small} ${vars.space.medium}`,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  // focus ring: the theme's ring drawn inside the editing area on :focus-visible (below)
  outline: "none",
});
globalStyle(`${content} .ProseMirror:focus-visible`, focusRingInset);

// What Tiptap's own style element would add (turned off: the site's policy refuses inline <style>): the editing
// area keeps typed spaces and line breaks and wraps long words, and the gap cursor shows where it is.
globalStyle(".ProseMirror", {
  position: "relative",
  wordWrap: "break-word",
  whiteSpace: "break-spaces",
  fontVariantLigatures: "none",
  fontFeatureSettings: '"liga" 0',
});
globalStyle('.ProseMirror [contenteditable="false"]', { whiteSpace: "normal" });
globalStyle('.ProseMirror [contenteditable="false"] [contenteditable="true"]', { whiteSpace: "pre-wrap" });
globalStyle(".ProseMirror pre", { whiteSpace: "pre-wrap" });
globalStyle("img.ProseMirror-separator", {
  display: "inline !important",
  border: "none !important",
  margin: "0 !important",
  width: "0 !important",
  height: "0 !important",
});
globalStyle(".ProseMirror-gapcursor", { display: "none", pointerEvents: "none", position: "absolute", margin: 0 });
globalStyle(".ProseMirror-gapcursor:after", {
  content: '""',
  display: "block",
  position: "absolute",
  top: "-2px",
  width: "20px",
  borderTop: "1px solid currentColor",
});
globalStyle(".ProseMirror-focused .ProseMirror-gapcursor", { display: "block" });
globalStyle(".ProseMirror-hideselection *::selection", { background: "transparent" });
globalStyle(".ProseMirror-hideselection *", { caretColor: "transparent" });
