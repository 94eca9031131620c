export { PromoBar, type PromoBarProps } from "./promo-bar";
