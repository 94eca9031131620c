/**
 * What a question asks for: a rate, an amount, a date or deadline, a length of time, a count — or a rule. The answer
 * leads with the sentence of the best source that states that kind of thing (a rate question is answered by a
 * percentage, not by the sentence that merely repeats the question's words).
 */
export type AskedKind =
  | "rate"
  | "amount"
  | "effective"
  | "deadline"
  | "duration"
  | "frequency"
  | "count"
  | "consequence"
  | "method"
  | "list"
  | "rule";

const ASKS: readonly { kind: Exclude<AskedKind, "rule">; pattern: RegExp }[] = [
  // how often (多久检查一次) is neither a length of time nor a deadline
  { kind: "frequency", pattern: /((多久|多长时间|隔多久).{0,4}一次|频率|每隔多久)/ },
  {
    kind: "effective",
    pattern:
      /(执行到|执行至|延续到|延续至|实施到|截至|到哪一?年|到什么时候|什么时候开始|何时起|从什么时候|哪天起|生效|施行|有效期到)/,
  },
  { kind: "deadline", pattern: /(什么时候|何时|什么日期|哪一天|哪天|截止|几月几日)/ },
  {
    kind: "rate",
    pattern:
      /((滞纳金|罚款|利息)(怎么|如何)(算|计算|收)|比例|税率|征收率|退税率|扣除率|预征率|所得率|费率|百分之|几成|多少%|几%|倍数|几倍|多少倍)/,
  },
  // what a list holds (包括哪些资料、需要满足哪些条件): a sentence naming several things
  {
    kind: "list",
    pattern:
      /(包括哪些|包含哪些|有哪些|哪些资料|哪些材料|哪些条件|什么条件|哪些证明|提供什么|提供哪些|留存哪些|报送哪些)/,
  },
  {
    kind: "deadline",
    pattern: /(什么时候|何时|几月|哪天|哪一天|截止|期限|时间|到期|到哪一?年|到什么时候|多久之内|几号|哪个月|时限|日期)/,
  },
  { kind: "duration", pattern: /(多久|几年|多少年|多长时间|几天|多少天|几个月|多少个月|有效期|保存.{0,4}年)/ },
  {
    kind: "amount",
    pattern:
      /(多少钱|多少元|多少万|标准|限额|额度|起征点|上限|下限|基数|免征额|多少|罚多少|罚款多少|交多少|缴多少|扣多少|每月多少)/,
  },
  // how a figure is worked out (怎么计算、如何确定、怎么折算) or by what it is measured (按什么日期): a formula or basis
  {
    kind: "method",
    pattern:
      /((怎么|如何|怎样)(计算|算|计税|折算|换算|确定|核定|计)|(按|以|依)(什么|哪个|哪一)(日期|时间|标准|价格|金额|汇率))/,
  },
  { kind: "count", pattern: /(几类|几种|几个|几项|几步|几次|多少次|多少种|多少项|几层|几档)/ },
  { kind: "consequence", pattern: /(处罚|怎么处理|如何处理|后果|会怎样|会怎么样|有什么风险|税务风险|被罚|追究)/ },
];

/** The first kind the question's wording asks for; "rule" when it asks for none (能不能、怎么、哪些 …). */
export function askedKindOf(question: string): AskedKind {
  const text = question.normalize("NFKC");
  // what a term means (首违不罚是什么意思) is a definition, whatever words the term itself holds
  if (/(是什么意思|什么意思|是指什么|指的是什么|什么叫|何为)/.test(text)) return "rule";
  // how a wrongdoing is dealt with (骗取留抵退税会怎么处理) asks its consequence
  if (
    /(骗取|骗税|虚开|虚增|偷税|偷逃|逃税|隐匿|虚列|冒充)/.test(text) &&
    /(怎么处理|如何处理|怎么办|会怎样|会怎么样)/.test(text)
  )
    return "consequence";
  // by what a rule is measured (按什么日期适用) asks its basis, not a day
  if (/(按|以|依)(什么|哪个|哪一)(日期|时间|标准|价格|金额|汇率)/.test(text)) return "method";
  // 额度不够用怎么办 asks what to do, not an amount
  if (/(怎么办|怎么处理|如何处理|怎么做)/.test(text)) return "rule";
  for (const ask of ASKS) if (ask.pattern.test(text)) return ask.kind;
  return "rule";
}

const NUMBER = String.raw`(?:\d+(?:\.\d+)?|[零一二两三四五六七八九十百千万]+(?:点[零一二三四五六七八九]+)?)`;

/** How a source's sentence states each kind of quantity. */
const STATES: Record<Exclude<AskedKind, "rule" | "effective">, RegExp> = {
  frequency: /(每(个)?(月|年|季度?|周|天|日|次)|按(月|季|年)|逐月|定期)/,
  method:
    /(等于|乘以|除以|之差|之和|减去|减除|折合|平均值|[×÷]|按照[^，。；]{0,24}(金额|价格?|值|比例)[^，。；]{0,6}(确定|计算|折合|换算)|以[^，。；]{0,24}(为准|界定))/,
  list: /([^、，。；]{1,20}、){2,}|同时符合|下列|以下(条件|资料|情形)/,
  rate: new RegExp(
    String.raw`(${NUMBER}\s*[%％]|百分之${NUMBER}|[千万]分之${NUMBER}|${NUMBER}\s*倍|加计${NUMBER}|一倍|两倍|四分之一)`,
  ),
  amount: new RegExp(String.raw`(${NUMBER}\s*(?:万元|亿元|元|万美元|美元)|${NUMBER}\s*%)`),
  deadline: new RegExp(
    String.raw`(申报期内|纳税申报期|当日|当天|之日起|${NUMBER}\s*月${NUMBER}\s*日|${NUMBER}\s*年${NUMBER}\s*月|${NUMBER}\s*年底|${NUMBER}\s*个?(?:工作)?日内|${NUMBER}\s*个月内|月底|月末|年度终了|季度终了|次月|次年|当月|前三季度|上半年|[0-9二〇零一二三四五六七八九]{4}年|${NUMBER}\s*日)`,
  ),
  duration: new RegExp(
    String.raw`(${NUMBER}\s*(?:年|个月|日|天|个工作日|工作日)(?:内|以上|以下)?|五年|三年|十日|十五日)`,
  ),
  consequence: /(罚款|追缴|处罚|滞纳金|追究|补缴|调增|移送|停止)/,
  count: new RegExp(String.raw`(${NUMBER}\s*(?:类|种|项|层|档|个|步|次)|一类、二类|四类|五层)`),
};

/** A sentence saying when a document or rule applies from or until (自…起施行, 执行至2027年12月31日). */
const APPLIES = /(施行|执行|实施|截至|延续|有效期)/;

/**
 * Whether a sentence states the kind of quantity asked for (a rule is stated by any sentence). A deadline is a day
 * by which something must be done, so the day a document takes effect does not answer it; asked when a rule applies,
 * only such a sentence does.
 */
export function statesAsked(sentence: string, kind: AskedKind): boolean {
  const text = sentence.normalize("NFKC");
  if (kind === "rule") return true;
  if (kind === "effective") return STATES.deadline.test(text) && APPLIES.test(text);
  // the day a rule starts (自2019年4月1日起、本公告自…起施行) is not a day by which to act
  if (kind === "deadline" && (/起(施行|执行|实施)/.test(text) || /年\d+月\d+日(起|以后|及以后)/.test(text)))
    return false;
  return STATES[kind].test(text);
}
