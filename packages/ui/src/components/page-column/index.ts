export { PageColumn, type PageColumnProps } from "./page-column";
