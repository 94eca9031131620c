export { FilterChips, type FilterChipsProps, type FilterOption } from "./filter-chips";
