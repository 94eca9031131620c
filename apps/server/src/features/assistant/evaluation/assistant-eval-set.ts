/**
 * Realistic learner questions with the sources that answer them (held in: the seed's knowledge articles and
 * lecture transcripts, db/seed/knowledge-*.seed.ts). A lecture is named `lecture:<course title>#<lecture number>`;
 * `contains:<text>` stands for every policy or case whose text says it word for word (a generated policy that states
 * the same rule answers the question as well).
 */
export interface EvaluationQuestion {
  readonly question: string;
  readonly expected: readonly string[];
}

export const ASSISTANT_EVALUATION_SET: readonly EvaluationQuestion[] = [
  {
    question: "出口退税的申报期限是什么？",
    expected: ["policy:2801", "case:3801", "lecture:生产企业免抵退税申报全流程实操#1"],
  },
  {
    question: "出口货物过了次年4月30日还没申报退税怎么办？",
    expected: ["policy:2801", "case:3801", "lecture:生产企业免抵退税申报全流程实操#1"],
  },
  { question: "出口退税单证没收齐，可以申请延期申报吗？", expected: ["policy:2801"] },
  { question: "出口退税备案单证要保存几年？", expected: ["policy:2802"] },
  { question: "出口退税的备案单证包括哪些资料？", expected: ["policy:2802"] },
  { question: "申报出口退税后多少天内要完成单证备案？", expected: ["policy:2802"] },
  { question: "免抵退税额怎么计算？", expected: ["policy:2803", "lecture:生产企业免抵退税申报全流程实操#2"] },
  {
    question: "免抵退税不得免征和抵扣税额怎么算？",
    expected: ["policy:2803", "lecture:生产企业免抵退税申报全流程实操#2"],
  },
  {
    question: "生产企业出口货物的应退税额如何确定？",
    expected: ["policy:2803", "lecture:生产企业免抵退税申报全流程实操#2"],
  },
  {
    question: "申请增值税留抵退税需要满足什么条件？",
    expected: ["policy:2804", "lecture:增值税留抵退税政策与申报实务#1"],
  },
  {
    question: "纳税信用C级的企业能申请留抵退税吗？",
    expected: ["policy:2804", "lecture:增值税留抵退税政策与申报实务#1"],
  },
  { question: "留抵退税在什么时候提交申请？", expected: ["policy:2804", "lecture:增值税留抵退税政策与申报实务#1"] },
  { question: "小规模纳税人月销售额多少以下免征增值税？", expected: ["policy:2805"] },
  { question: "小规模纳税人3%征收率减按1%执行到什么时候？", expected: ["policy:2805"] },
  { question: "研发费用加计扣除的比例是多少？", expected: ["policy:2806"] },
  { question: "哪些行业不能享受研发费用加计扣除？", expected: ["policy:2806"] },
  { question: "研发费用加计扣除能在7月预缴时享受吗？", expected: ["policy:2806"] },
  { question: "生产车间工人的工资能计入研发费用加计扣除吗？", expected: ["case:3804"] },
  {
    question: "企业所得税汇算清缴的截止时间是什么时候？",
    expected: ["policy:2807", "lecture:企业所得税年度汇算清缴全流程#1"],
  },
  { question: "企业年度中间终止经营，企业所得税怎么汇算清缴？", expected: ["policy:2807"] },
  { question: "个人所得税年度汇算什么时候办理？", expected: ["policy:2808", "lecture:综合所得年度汇算清缴实务#1"] },
  {
    question: "哪些情况不需要办理个人所得税年度汇算？",
    expected: ["policy:2808", "lecture:综合所得年度汇算清缴实务#1"],
  },
  { question: "子女教育专项附加扣除每月多少钱？", expected: ["policy:2809"] },
  { question: "赡养老人专项附加扣除的标准是多少？", expected: ["policy:2809"] },
  { question: "大病医疗专项附加扣除的限额是多少？", expected: ["policy:2809"] },
  { question: "年终奖可以单独计税吗？", expected: ["policy:2810"] },
  { question: "全年一次性奖金单独计税政策执行到哪一年？", expected: ["policy:2810"] },
  { question: "数电发票开错了怎么红冲？", expected: ["policy:2811"] },
  { question: "数电发票还需要领用吗？", expected: ["policy:2811"] },
  { question: "增值税专用发票勾选抵扣还有期限吗？", expected: ["policy:2812"] },
  {
    question: "哪些购进货物的进项税额不得抵扣？",
    expected: ["policy:2812", "contains:免征增值税项目、集体福利或者个人消费的购进项目"],
  },
  { question: "买卖合同的印花税税率是多少？", expected: ["policy:2813", "case:3808"] },
  { question: "按季申报的印花税什么时候缴纳？", expected: ["policy:2813", "case:3808"] },
  { question: "个人出租住房的房产税税率是多少？", expected: ["policy:2814"] },
  { question: "从价计征的房产税怎么计算？", expected: ["policy:2814"] },
  { question: "社保缴费基数的上下限怎么确定？", expected: ["policy:2815"] },
  { question: "企业按最低基数给高薪员工缴社保有什么风险？", expected: ["policy:2815"] },
  { question: "税款滞纳金怎么计算？", expected: ["policy:2816", "policy:2807"] },
  { question: "偷税要被罚款多少？", expected: ["policy:2816", "case:3805"] },
  { question: "税务行政处罚的首违不罚是什么意思？", expected: ["policy:2816"] },
  { question: "跨境电商综试区的无票免税需要满足什么条件？", expected: ["policy:2817"] },
  { question: "跨境电商企业所得税核定征收的应税所得率是多少？", expected: ["policy:2817"] },
  { question: "非居民企业取得股息的企业所得税税率是多少？", expected: ["policy:2818"] },
  { question: "享受税收协定待遇需要税务机关审批吗？", expected: ["policy:2818"] },
  {
    question: "把自产货物发给员工当福利要交增值税吗？",
    expected: ["policy:2819"],
  },
  { question: "出口退税一类企业的退税多久能办结？", expected: ["policy:2820"] },
  { question: "个人转让股权要缴多少个人所得税？", expected: ["policy:2821"] },
  { question: "骗取出口退税会受到什么处罚？", expected: ["case:3802"] },
  { question: "取得虚开的增值税专用发票能抵扣进项吗？", expected: ["case:3803"] },
  { question: "公司用股东个人银行账户收货款有什么税务风险？", expected: ["case:3805"] },
  { question: "网络主播把劳务报酬转成经营所得有什么后果？", expected: ["case:3806"] },
  { question: "虚增进项骗取留抵退税会怎么处理？", expected: ["case:3807"] },
];
