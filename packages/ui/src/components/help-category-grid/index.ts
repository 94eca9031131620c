export { type HelpCategory, HelpCategoryGrid, type HelpCategoryGridProps } from "./help-category-grid";
