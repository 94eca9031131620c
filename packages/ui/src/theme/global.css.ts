import { globalStyle } from "@vanilla-extract/css";
import { lightThemeClass } from "./light-theme.css";
import { vars } from "./theme.contract.css";

// A small reset scoped to the theme class, so the kit never restyles a host page it is not applied to.
globalStyle(`${lightThemeClass}, ${lightThemeClass} *, ${lightThemeClass} *::before, ${lightThemeClass} *::after`, {
  boxSizing: "border-box",
});

globalStyle(lightThemeClass, {
  margin: 0,
  minHeight: "100%",
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  background: vars.color.pageBackground,
  WebkitFontSmoothing: "antialiased",
  MozOsxFontSmoothing: "grayscale",
});

globalStyle(`${lightThemeClass} :where(h1, h2, h3, h4, h5, h6, p, ul, ol, figure, blockquote, dl, dd)`, {
  margin: 0,
});

globalStyle(`${lightThemeClass} :where(ul, ol)`, { padding: 0, listStyle: "none" });

globalStyle(`${lightThemeClass} :where(a)`, { color: "inherit", textDecoration: "none" });

globalStyle(`${lightThemeClass} :where(img, svg, video)`, { display: "block", maxWidth: "100%" });

globalStyle(`${lightThemeClass} :where(button, input, textarea, select)`, {
  font: "inherit",
  color: "inherit",
});

globalStyle(`${lightThemeClass} :where(button)`, { cursor: "pointer" });

globalStyle(`${lightThemeClass} :where(:focus-visible)`, {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: "2px",
});
