/** Choices offered by GET /api/preferences/learning/options. */
export const LEARNING_OPTION_GROUPS: readonly { key: string; name: string; labels: readonly string[] }[] = [
  {
    key: "identity",
    name: "我的身份",
    labels: ["企业会计", "财务经理", "税务师", "外贸业务人员", "个体工商户", "在校学生"],
  },
  {
    key: "topic",
    name: "想学的内容",
    labels: ["出口退税", "增值税", "企业所得税", "个人所得税", "发票管理", "税务稽查应对", "财务报表"],
  },
  { key: "goal", name: "学习目标", labels: ["岗位技能提升", "考取职业证书", "企业合规经营", "了解最新政策"] },
];

export const learningOptionRows = () =>
  LEARNING_OPTION_GROUPS.flatMap((group, g) =>
    group.labels.map((label, i) => ({
      id: (g + 1) * 100 + i + 1,
      groupKey: group.key,
      groupName: group.name,
      label,
      sort: i,
    })),
  );

/** VIP products; id 4 is the footer's default (spec §9). Org-only products carry their org id. */
export const VIP_PRODUCTS = [
  {
    id: 1,
    name: "月度会员",
    price: "68.00",
    otPrice: "98.00",
    durationDays: 30,
    orgId: null,
    sort: 1,
    description: "一个月内畅学全站会员课程",
    rights: ["会员课程免费学", "政策解读抢先看", "案例库全文阅读"],
  },
  {
    id: 2,
    name: "季度会员",
    price: "168.00",
    otPrice: "294.00",
    durationDays: 90,
    orgId: null,
    sort: 2,
    description: "三个月系统学习，适合备战汇算清缴",
    rights: ["会员课程免费学", "政策解读抢先看", "案例库全文阅读", "课件资料下载"],
  },
  {
    id: 3,
    name: "年度会员",
    price: "498.00",
    otPrice: "1176.00",
    durationDays: 365,
    orgId: null,
    sort: 3,
    description: "全年畅学，覆盖出口退税、增值税、所得税全部专题",
    rights: ["会员课程免费学", "政策解读抢先看", "案例库全文阅读", "课件资料下载", "直播回放不限次"],
  },
  {
    id: 4,
    name: "出口退税专项会员",
    price: "298.00",
    otPrice: "598.00",
    durationDays: 365,
    orgId: null,
    sort: 4,
    description: "聚焦出口退（免）税全流程的专项会员",
    rights: ["出口退税课程免费学", "退税政策速递", "申报实操答疑"],
  },
  {
    id: 81,
    name: "外贸综服机构会员",
    price: "0.00",
    otPrice: "298.00",
    durationDays: 365,
    orgId: 8,
    sort: 1,
    description: "机构为成员单位统一开通的出口退税学习权益",
    rights: ["出口退税课程免费学", "机构专属直播"],
  },
  {
    id: 121,
    name: "云合企业学习卡",
    price: "199.00",
    otPrice: "498.00",
    durationDays: 180,
    orgId: 12,
    sort: 1,
    description: "云合平台企业员工专享学习卡",
    rights: ["会员课程免费学", "企业学习报告"],
  },
] as const;

export const DEMO_PASSWORD = "Learner#2026";
export const DEMO_ACCOUNTS = [
  { mobile: "13800000001", username: "学员0001", vip: null },
  { mobile: "13800000002", username: "会员0002", vip: { vipProductId: 3, startDaysAgo: 30, durationDays: 365 } },
] as const;
