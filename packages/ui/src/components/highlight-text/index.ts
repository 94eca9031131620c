export { HighlightText, type HighlightTextProps } from "./highlight-text";
