export { vipDurationLabel } from "./vip-duration";
export { VipProductCard, type VipProductCardProduct, type VipProductCardProps } from "./vip-product-card";
