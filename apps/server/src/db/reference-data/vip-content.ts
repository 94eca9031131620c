/** The vip_rights_type dictionary: the groups the /vip page shows the rights under. */
export const VIP_RIGHTS_TYPES = [
  { label: "学习权益", value: "1", sort: 1 },
  { label: "资料权益", value: "2", sort: 2 },
  { label: "服务权益", value: "3", sort: 3 },
] as const;

/**
 * VIP rights (/api/vipRightsList/vipAll); `type` is a value of vip_rights_type. Only what membership changes
 * (decision: replays and VIP benefits; features/vip/vip-promises.test.ts proves each).
 */
export const VIP_RIGHTS = [
  {
    id: 1,
    type: 1,
    name: "会员课程免费学",
    icon: "/media/vip/course.svg",
    description: "全站付费录播课程会员免费观看，不限次数，无需逐门购买",
  },
  {
    id: 2,
    type: 1,
    name: "付费课程直播与回放",
    icon: "/media/vip/live.svg",
    description: "付费课程的直播课与回放，会员无需购买即可观看（公开直播与回放人人免费）",
  },
  {
    id: 3,
    type: 1,
    name: "出口退税专题",
    icon: "/media/vip/export.svg",
    description: "出口退（免）税申报、单证备案、函调应对全流程付费专题课，会员免费学",
  },
] as const;

/** VIP FAQs (/api/faqList), in display order. */
export const VIP_FAQS = [
  {
    id: 1,
    question: "会员开通后多久生效？",
    answer: "支付成功后立即生效，会员课程可马上观看；有效期从支付成功时起算。",
  },
  {
    id: 2,
    question: "已经是会员，还能续费吗？",
    answer: "可以。续费的时长会叠加在当前会员到期日之后，不会浪费剩余天数。",
  },
  {
    id: 3,
    question: "支持哪些支付方式？",
    answer: "支持微信支付和支付宝扫码支付。请在订单有效期（15 分钟）内完成支付，超时订单将自动关闭。",
  },
  {
    id: 4,
    question: "会员可以退款吗？",
    answer:
      "会员权益在支付后即时开通，开通后不支持退款。单独购买的课程在支付后 7 天内、且学习进度不足 20% 时可申请退款。",
  },
  {
    id: 5,
    question: "可以开具发票吗？",
    answer: "可以。在学员中心“发票管理”中选择已支付的订单申请发票，每个订单只能开具一次。",
  },
  {
    id: 6,
    question: "支付成功但页面没有变化怎么办？",
    answer: "支付结果可能有几秒延迟，请稍候刷新；如 15 分钟后仍未到账，请联系在线客服并提供订单号。",
  },
] as const;
