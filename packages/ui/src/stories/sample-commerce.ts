import type { FaqItem } from "../components/faq-accordion";
import type { VipProductCardProduct } from "../components/vip-product-card";
import type { VipRightsGroup } from "../components/vip-rights-grid";

/** Story-only VIP products. */
export const SAMPLE_VIP_PRODUCTS: VipProductCardProduct[] = [
  {
    id: 4,
    name: "年度VIP会员",
    price: "298.00",
    originalPrice: "398.00",
    durationDays: 365,
    description: "一年内全站付费课程免费学，政策解读与案例库不限次查看。",
    rights: ["全站付费课程免费学", "专属学习方案", "电子发票"],
  },
  {
    id: 5,
    name: "季度VIP会员",
    price: "98.00",
    originalPrice: "98.00",
    durationDays: 90,
    description: "三个月畅学精品课程。",
  },
  { id: 6, name: "体验会员", price: "9.90", originalPrice: "19.90", durationDays: 7, description: "" },
];

/** Story-only rights, grouped by the vip_rights_type dictionary. */
export const SAMPLE_VIP_RIGHT_GROUPS: VipRightsGroup[] = [
  {
    type: "1",
    label: "学习特权",
    rights: [
      { id: 1, name: "付费课程免费学", icon: "", description: "会员期内全站付费课程免费观看" },
      { id: 2, name: "专属学习方案", icon: "", description: "按岗位定制的学习路径" },
      { id: 3, name: "讲义下载", icon: "", description: "课程讲义随时下载" },
    ],
  },
  {
    type: "2",
    label: "服务特权",
    rights: [
      { id: 4, name: "专家答疑", icon: "", description: "问答优先由讲师回复" },
      { id: 5, name: "电子发票", icon: "", description: "" },
    ],
  },
];

/** Story-only FAQ. */
export const SAMPLE_FAQ: FaqItem[] = [
  { id: 1, question: "开通会员后可以学习哪些课程？", answer: "会员有效期内，全站标价课程均可免费学习。" },
  { id: 2, question: "会员到期后续费如何计算？", answer: "续费在当前会员的到期日之后顺延，不会浪费剩余天数。" },
  { id: 3, question: "可以开具发票吗？", answer: "支付成功后，可在学员中心的订单页申请电子发票。" },
];
