export { Inline, type InlineProps } from "./inline";
