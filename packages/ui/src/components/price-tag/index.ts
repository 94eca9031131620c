export { PriceTag, type PriceTagProps } from "./price-tag";
