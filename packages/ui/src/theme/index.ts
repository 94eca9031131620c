export { type Breakpoint, belowBreakpoint, breakpoints } from "./breakpoints";
export { lightThemeClass, lightThemeClass as themeClass } from "./light-theme.css";
export { type Sprinkles, sprinkles } from "./sprinkles.css";
export { vars } from "./theme.contract.css";
