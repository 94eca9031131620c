export { Breadcrumb, type BreadcrumbItem, type BreadcrumbProps } from "./breadcrumb";
