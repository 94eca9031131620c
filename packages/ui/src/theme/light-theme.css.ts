import { createTheme, globalStyle } from "@vanilla-extract/css";
import { vars } from "./theme.contract.css";

/**
 * The site's one theme: light page, one brand blue, a gold VIP accent and the badge colours of spec §3
 * (更新 green, 上新 red, 制作中/待更新 yellow). Apply `lightThemeClass` to the app root.
 */
// Text colours meet WCAG AA (4.5:1) on the surfaces they are used on; checked with axe over every story.
export const lightThemeClass = createTheme(vars, {
  color: {
    brand: "#1f5fd1",
    brandHover: "#3a76e0",
    brandActive: "#174aa6",
    brandSoft: "#ebf2ff",
    vip: "#c9962e",
    vipHover: "#d9aa48",
    vipSoft: "#fdf5e4",
    vipText: "#3d2a05",
    // gold dark enough for text on light surfaces
    vipInk: "#8a5a06",
    pageBackground: "#f5f7fa",
    surface: "#ffffff",
    surfaceMuted: "#f2f4f7",
    surfaceRaised: "#ffffff",
    border: "#e4e7ed",
    borderStrong: "#c9ced6",
    text: "#1d2129",
    textSecondary: "#4e5969",
    textMuted: "#646b78",
    textInverse: "#ffffff",
    textOnDark: "#e6e9ef",
    textOnDarkMuted: "#9aa3b2",
    link: "#1f5fd1",
    focusRing: "rgba(31, 95, 209, 0.45)",
    overlay: "rgba(15, 23, 42, 0.5)",
    disabledOverlay: "rgba(120, 124, 132, 0.55)",
    disabledSurface: "#f2f3f5",
    disabledText: "#b4b9c2",
    footerBackground: "#1b2332",
    footerDivider: "rgba(255, 255, 255, 0.08)",
    topBarBackground: "#f0f2f5",
    badgeUpdated: "#0e7f46",
    badgeNew: "#c81e2a",
    badgePending: "#e8a317",
    badgePendingText: "#3d2a05",
    success: "#0e7f46",
    successSoft: "#e8f7ef",
    warning: "#e8a317",
    warningSoft: "#fdf6e3",
    danger: "#c81e2a",
    dangerSoft: "#fdecee",
    info: "#1f5fd1",
    infoSoft: "#ebf2ff",
    price: "#c81e2a",
    star: "#f7b500",
    starEmpty: "#e4e7ed",
    liveNow: "#c81e2a",
    liveUpcoming: "#1f5fd1",
    liveReplay: "#6b7280",
    highlight: "#c81e2a",
    // the video stage is black like any player
    videoStage: "#000000",
    // a light mark on a brand-blue panel
    onBrandTint: "rgba(255, 255, 255, 0.16)",
  },
  font: {
    family:
      '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", "Helvetica Neue", Arial, sans-serif',
    familyNumeric: '"Helvetica Neue", Arial, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  },
  fontSize: {
    xsmall: "12px",
    small: "13px",
    standard: "14px",
    large: "16px",
    xlarge: "18px",
    xxlarge: "22px",
    display: "28px",
    // the big status code of the 404 page
    hero: "88px",
  },
  lineHeight: {
    tight: "1.3",
    standard: "1.5",
    relaxed: "1.75",
  },
  fontWeight: {
    regular: "400",
    medium: "500",
    strong: "600",
  },
  space: {
    none: "0",
    xxsmall: "2px",
    xsmall: "4px",
    small: "8px",
    medium: "12px",
    standard: "16px",
    large: "24px",
    xlarge: "32px",
    xxlarge: "48px",
  },
  borderWidth: {
    standard: "1px",
    large: "2px",
    xlarge: "3px",
    xxlarge: "4px",
  },
  width: {
    // a label column beside rows
    xxsmall: "160px",
    // a narrow side column; the narrowest course tile
    xsmall: "220px",
    // a card or info tile
    small: "260px",
    // an aside beside the main column; a search field
    medium: "320px",
    // one half of a two-panel card
    large: "380px",
    // a one-column form; a short paragraph
    xlarge: "440px",
    // a status panel
    xxlarge: "560px",
    // a long form
    xxxlarge: "720px",
  },
  size: {
    checkbox: "14px",
    // a numbered or lettered mark before a line of text
    stepMark: "28px",
    spinner: "40px",
    avatar: "56px",
    playButton: "64px",
    // the search box's submit button
    searchButton: "52px",
    // LiveCell's column layout
    liveCellColumn: "280px",
    // LiveCell's cover in its row layout (16:9)
    liveCellCover: "256px",
    // spec §3: course cards in the centre view are 270 × 280
    centreCourseCardWidth: "270px",
    centreCourseCardHeight: "280px",
    courseCardBody: "112px",
    courseCardBodyNarrow: "132px",
  },
  controlHeight: {
    small: "28px",
    standard: "36px",
    large: "44px",
  },
  chipHeight: {
    small: "20px",
    standard: "22px",
    large: "24px",
  },
  placeholderHeight: {
    // one article row
    listRow: "72px",
    // a short side list
    compactList: "80px",
    // LiveCell's column layout with its cover, texts and button
    liveCell: "328px",
    // a screen section
    section: "240px",
  },
  radius: {
    none: "0",
    small: "2px",
    standard: "4px",
    large: "8px",
    full: "9999px",
  },
  shadow: {
    small: "0 1px 3px rgba(15, 23, 42, 0.08)",
    medium: "0 4px 14px rgba(15, 23, 42, 0.1)",
    large: "0 12px 32px rgba(15, 23, 42, 0.16)",
  },
  zIndex: {
    base: "2000",
    sticky: "2001",
    sideToolbar: "2002",
    popover: "2003",
    modal: "2010",
    messageBox: "2050",
    toast: "2100",
    notification: "2100",
  },
  layout: {
    contentWidth: "1200px",
    // the least space between the content column and the window's edge (on a phone)
    pageGutter: "16px",
    topBarHeight: "36px",
    mainNavHeight: "64px",
    sideToolbarWidth: "64px",
    searchBoxWidth: "280px",
    logoHeight: "40px",
    // the breadcrumb row under the main nav: as tall as a large control
    breadcrumbBarHeight: "44px",
    // the login/register card: as tall as the register form, so switching between them does not move the page
    authCardMinHeight: "520px",
  },
  // WCAG 2.2 focus appearance: a 2 px solid ring at 3:1 or more against the surface beside it (the brand blue is
  // 5.9:1 on white; the light blue 8.5:1 on the footer and the video stage).
  focus: {
    ring: "#1f5fd1",
    ringOnDark: "#9cc0ff",
    width: "2px",
    offset: "2px",
  },
  duration: {
    fast: "150ms",
    // spec §9: modal fade 200 ms
    modalFade: "200ms",
  },
});

// A small reset scoped to the theme class (so the kit never restyles a host page it is not applied to), kept in
// this file so it ships wherever the theme class is used (a bare side-effect import would be tree-shaken). Element
// rules sit in :where() so any component recipe overrides them.
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

globalStyle(`:where(${lightThemeClass}) :where(h1, h2, h3, h4, h5, h6, p, ul, ol, figure, blockquote, dl, dd)`, {
  margin: 0,
});

globalStyle(`:where(${lightThemeClass}) :where(ul, ol)`, { padding: 0, listStyle: "none" });

globalStyle(`:where(${lightThemeClass}) :where(a)`, { color: "inherit", textDecoration: "none" });

globalStyle(`:where(${lightThemeClass}) :where(img, svg, video)`, { display: "block", maxWidth: "100%" });

globalStyle(`:where(${lightThemeClass}) :where(button, input, textarea, select)`, {
  font: "inherit",
  color: "inherit",
});

globalStyle(`:where(${lightThemeClass}) :where(button)`, { cursor: "pointer" });

// The focus ring of every element that takes keyboard focus; components that draw their own ring use
// `focusRing` (theme/focus-ring.ts) so they stay the same ring.
globalStyle(`:where(${lightThemeClass}) :where(:focus-visible)`, {
  outline: `${vars.focus.width} solid ${vars.focus.ring}`,
  outlineOffset: vars.focus.offset,
});
