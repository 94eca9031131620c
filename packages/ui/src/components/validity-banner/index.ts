export {
  ValidityBanner,
  type ValidityBannerChange,
  type ValidityBannerProps,
  type ValidityBannerValidity,
} from "./validity-banner";
