export { ContentBadge, type ContentBadgeProps } from "./content-badge";
