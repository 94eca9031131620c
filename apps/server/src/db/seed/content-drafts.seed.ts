import { ARTICLE_TYPES } from "../reference-data/article-types";

/**
 * Drafts waiting for publication (there is no editor yet): `pnpm --filter @taxlearn/server content:publish policy 1`
 * publishes the first and tells the learners subscribed to 政策公告 or to 出口退税. Ids follow this order (1, 2, 3).
 */
export const contentDraftRows = (now: Date) => [
  {
    kind: "policy",
    type: ARTICLE_TYPES.notice,
    title: "关于进一步优化出口退（免）税办理流程有关事项的公告",
    summary: "出口企业申报退税时可免于报送部分纸质资料，税务机关审核办理时限进一步压缩。",
    contentHtml:
      "<p>为进一步便利出口企业办理出口退（免）税，现将有关事项公告如下：</p>" +
      "<p>一、出口企业申报出口退（免）税时，不再报送出口货物报关单等纸质资料，相关信息由税务机关通过数据共享获取。</p>" +
      "<p>二、税务机关对一类、二类出口企业申报的出口退（免）税，平均办理时间压缩至3个工作日内。</p>" +
      "<p>三、本公告自发布之日起施行。</p>",
    source: "国家税务总局",
    docNumber: "国家税务总局公告2026年第18号",
    tags: ["出口退税", "退税申报", "外贸"],
    topicId: 101,
    createdAt: now,
  },
  {
    kind: "policy",
    type: ARTICLE_TYPES.interpretation,
    title: "增值税小规模纳税人减免政策执行口径解读",
    summary: "小规模纳税人月销售额未超过10万元的免征增值税，适用3%征收率的减按1%征收。",
    contentHtml:
      "<h3>一、政策要点</h3><p>小规模纳税人发生增值税应税销售行为，合计月销售额未超过10万元（以1个季度为1个纳税期的，季度销售额未超过30万元）的，免征增值税。</p>" +
      "<h3>二、常见问题</h3><p>小规模纳税人开具增值税专用发票的，相应销售额应缴纳增值税，不享受免税政策。</p>",
    source: "国家税务总局办公厅",
    docNumber: "",
    tags: ["增值税", "小规模纳税人", "税收优惠"],
    topicId: 102,
    createdAt: now,
  },
  {
    kind: "case",
    type: ARTICLE_TYPES.caseInspect,
    title: "某外贸公司虚构出口业务骗取出口退税案",
    summary: "税务稽查部门查实该公司通过虚构出口业务骗取出口退税款，依法追缴并移送公安机关。",
    contentHtml:
      "<h3>一、基本案情</h3><p>某外贸公司通过购买报关单据、虚构出口业务等方式申报出口退税。</p>" +
      "<h3>二、处理结果</h3><p>税务机关依法追缴已退税款，并处以罚款，涉嫌犯罪部分移送公安机关。</p>",
    source: "国家税务总局稽查局",
    docNumber: "",
    tags: ["出口退税", "骗税", "税务稽查"],
    topicId: 101,
    createdAt: now,
  },
];
