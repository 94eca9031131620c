/**
 * Which words of a text make a tag its subject: a seeded document carries a tag only when its own title or text
 * says so (the tag itself, or one of these words), so a 契税法 is never tagged 房产税 for sharing a topic with it.
 */
const TAG_WORDS: Readonly<Record<string, readonly string[]>> = {
  出口退税: ["出口退税", "退（免）税", "免抵退", "退税率", "骗税"],
  免抵退: ["免抵退", "免、抵、退"],
  外贸: ["外贸", "出口", "进出口", "跨境"],
  退税申报: ["申报退税", "申报出口退税", "退税申报", "申报退（免）税", "申报办理"],
  进项税额: ["进项"],
  企业所得税: ["税前扣除", "税前加计扣除", "应纳税所得额"],
  个人所得税: ["个税"],
  留抵退税: ["留抵"],
  小规模纳税人: ["小规模"],
  汇算清缴: ["汇算"],
  税收优惠: ["优惠", "减征", "免征", "减免", "加计"],
  年度汇算: ["年度汇算", "汇算清缴"],
  股权激励: ["股权激励", "股票期权", "限制性股票"],
  数电发票: ["数电", "数字化电子发票"],
  虚开发票: ["虚开"],
  红字发票: ["红字", "红冲"],
  税务稽查: ["稽查"],
  金税四期: ["金税"],
  税务风险: ["风险"],
  行政处罚: ["处罚", "罚款"],
  会计准则: ["会计准则"],
  税会差异: ["税会差异", "纳税调整", "暂时性差异", "计税基础"],
  财务报表: ["报表"],
  成本核算: ["成本核算", "成本"],
  非居民企业: ["非居民"],
  税收协定: ["协定"],
  境外所得: ["境外所得", "境外缴纳"],
  对外支付: ["对外支付", "向境外", "付汇"],
  社会保险费: ["社会保险", "社保", "养老保险"],
  工资薪金: ["工资", "薪金"],
  薪酬筹划: ["薪酬"],
  社保: ["社会保险", "社保"],
  骗税: ["骗取", "骗税"],
  偷税: ["偷税", "偷逃", "少缴", "隐匿"],
  虚开: ["虚开"],
  专用发票: ["专用发票", "专票"],
  纳税调整: ["纳税调增", "纳税调减"],
  年终奖: ["全年一次性奖金"],
  刑事责任: ["刑事", "判处"],
};

/** Whether `text` (a document's title and plain text) makes `tag` its subject. */
export const textImpliesTag = (text: string, tag: string): boolean =>
  text.includes(tag) || (TAG_WORDS[tag] ?? []).some((word) => text.includes(word));

/** The tags of `candidates` that `text` makes its subject, in their order. */
export const tagsImpliedBy = (text: string, candidates: readonly string[]): string[] =>
  candidates.filter((tag) => textImpliesTag(text, tag));
