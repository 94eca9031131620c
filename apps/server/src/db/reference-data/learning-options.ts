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
