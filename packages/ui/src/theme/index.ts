export { type Breakpoint, belowBreakpoint, breakpoints } from "./breakpoints";
export { focusRing, focusRingInset, onDarkFocusRing } from "./focus-ring";
export { lightThemeClass, lightThemeClass as themeClass } from "./light-theme.css";
export { type Sprinkles, sprinkles } from "./sprinkles.css";
export { vars } from "./theme.contract.css";
