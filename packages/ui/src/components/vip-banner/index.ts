export { VipBanner, type VipBannerProps } from "./vip-banner";
