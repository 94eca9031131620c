export { type VipRight, VipRightsGrid, type VipRightsGridProps, type VipRightsGroup } from "./vip-rights-grid";
