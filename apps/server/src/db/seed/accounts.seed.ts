/** The demo learners (README: Demo accounts). */
export const DEMO_PASSWORD = "Learner#2026";
export const DEMO_ACCOUNTS = [
  { mobile: "13800000001", username: "学员0001", vip: null },
  { mobile: "13800000002", username: "会员0002", vip: { vipProductId: 3, startDaysAgo: 30, durationDays: 365 } },
] as const;

/** Operator accounts with a role (README: Demo accounts): the live chat's agent. Same password as the learners. */
export const STAFF_ACCOUNTS = [
  { mobile: "13800000009", username: "客服小税", roles: ["staff"] },
  // the operator console (/admin), one account per role
  { mobile: "13800000010", username: "管理员", roles: ["admin"] },
  { mobile: "13800000011", username: "内容编辑", roles: ["editor"] },
  { mobile: "13800000012", username: "财务专员", roles: ["finance"] },
  { mobile: "13800000013", username: "客服专员", roles: ["support"] },
] as const;
