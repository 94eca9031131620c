/** Lecturers of the demo catalogue. */
export const LECTURERS = [
  {
    id: 1,
    nickname: "王立新",
    positionalTitles: "注册税务师 · 前税务机关出口退税科科长",
    intro: "从事出口退税管理工作二十年，熟悉生产企业和外贸企业退税全流程。",
  },
  {
    id: 2,
    nickname: "陈晓岚",
    positionalTitles: "中国注册会计师 · 税务合伙人",
    intro: "长期为制造业和跨境企业提供税务咨询，擅长增值税与转让定价。",
  },
  {
    id: 3,
    nickname: "刘建国",
    positionalTitles: "高级会计师 · 财税培训讲师",
    intro: "讲授企业所得税汇算清缴课程十余年，学员遍布全国。",
  },
  { id: 4, nickname: "赵敏", positionalTitles: "税务律师 · 法学博士", intro: "专注税务争议解决与税务行政复议、诉讼。" },
  {
    id: 5,
    nickname: "孙海涛",
    positionalTitles: "注册税务师 · 个税筹划专家",
    intro: "专注高净值个人与股权激励个人所得税合规。",
  },
  { id: 6, nickname: "周雅琴", positionalTitles: "数电发票推广讲师", intro: "参与全面数字化电子发票试点企业辅导。" },
  {
    id: 7,
    nickname: "吴志强",
    positionalTitles: "前稽查局审理科骨干",
    intro: "熟悉稽查案件审理，擅长风险应对与自查辅导。",
  },
  {
    id: 8,
    nickname: "郑丽华",
    positionalTitles: "高级会计师 · 财务总监",
    intro: "二十年制造业财务管理经验，擅长成本核算与报表分析。",
  },
  { id: 9, nickname: "黄振宇", positionalTitles: "国际税收专家", intro: "长期从事非居民税收与税收协定研究。" },
  { id: 10, nickname: "林晓东", positionalTitles: "人力资源与社保政策讲师", intro: "研究社保征管改革与企业薪酬设计。" },
  {
    id: 11,
    nickname: "马文静",
    positionalTitles: "注册税务师 · 房地产税务专家",
    intro: "参与多个房地产项目土地增值税清算。",
  },
  { id: 12, nickname: "何晨", positionalTitles: "跨境电商财税顾问", intro: "服务跨境电商卖家的出口退税与合规。" },
] as const;

/** Lecturers per topic category, first is the lead. */
export const TOPIC_LECTURERS: Record<number, readonly number[]> = {
  101: [1, 12, 2],
  102: [2, 6, 3],
  103: [3, 8, 2],
  104: [5, 3],
  105: [6, 7],
  106: [7, 4],
  107: [11, 3],
  108: [8, 3],
  109: [9, 2],
  110: [10, 5],
};
