/**
 * What the lecturers say in the first lectures of some courses, by the second each passage starts (the sample
 * videos are 30-40 s long). The assistant cites a lecture at that second.
 */
export const KNOWLEDGE_LECTURES: readonly {
  readonly courseTitle: string;
  readonly lectureSort: number;
  readonly passages: readonly { readonly seconds: number; readonly text: string }[];
}[] = [
  {
    courseTitle: "生产企业免抵退税申报全流程实操",
    lectureSort: 1,
    passages: [
      {
        seconds: 0,
        text: "出口退税的申报期限是报关出口之日次月起至次年4月30日前的各个增值税纳税申报期，这是生产企业办理退税首先要记住的时间点。",
      },
      {
        seconds: 12,
        text: "过了次年4月30日还没有申报的，就不能再办理退税，只能按免税处理；没有按期收汇的，还要视同内销缴纳增值税。",
      },
      {
        seconds: 24,
        text: "所以建议大家每个月申报增值税的时候，同时检查上个月出口货物的单证是否已经收齐，收齐一批就申报一批。",
      },
    ],
  },
  {
    courseTitle: "生产企业免抵退税申报全流程实操",
    lectureSort: 2,
    passages: [
      {
        seconds: 0,
        text: "免抵退税的计算分三步：先算免抵退税不得免征和抵扣税额，再算免抵退税额，最后用期末留抵税额和免抵退税额比较，确定应退税额。",
      },
      {
        seconds: 15,
        text: "举个例子，离岸价100万元，征税率13%，退税率9%，不得免征和抵扣税额就是4万元，免抵退税额是9万元。",
      },
    ],
  },
  {
    courseTitle: "增值税留抵退税政策与申报实务",
    lectureSort: 1,
    passages: [
      {
        seconds: 0,
        text: "申请留抵退税，首先看纳税信用，必须是A级或者B级；其次看前36个月有没有骗税、虚开或者两次以上偷税处罚。",
      },
      { seconds: 18, text: "留抵退税在增值税纳税申报期内、完成当期申报以后提交退抵税申请表，税务机关审核后退还。" },
    ],
  },
  {
    courseTitle: "企业所得税年度汇算清缴全流程",
    lectureSort: 1,
    passages: [
      { seconds: 0, text: "企业所得税汇算清缴的截止时间是次年5月31日，也就是纳税年度终了之日起5个月内。" },
      { seconds: 14, text: "汇算清缴要重点关注业务招待费、广告费和业务宣传费、职工福利费这些限额扣除项目的纳税调整。" },
    ],
  },
  {
    courseTitle: "综合所得年度汇算清缴实务",
    lectureSort: 1,
    passages: [
      {
        seconds: 0,
        text: "个人所得税年度汇算的时间是每年3月1日到6月30日，可以在个人所得税App上自己办，也可以交给单位办。",
      },
      { seconds: 16, text: "年收入不超过12万元需要补税的，或者补税金额不超过400元的，可以不办年度汇算。" },
    ],
  },
];
