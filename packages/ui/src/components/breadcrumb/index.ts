export { Breadcrumb, type BreadcrumbProps } from "./breadcrumb";
