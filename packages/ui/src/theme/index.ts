export { lightThemeClass, lightThemeClass as themeClass } from "./light-theme.css";
export { type Sprinkles, sprinkles } from "./sprinkles.css";
export { vars } from "./theme.contract.css";
