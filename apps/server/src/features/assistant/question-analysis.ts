import { queryTermsOf, termsOf } from "../search/chinese-terms";

/**
 * Characters that carry no subject on their own in a question (particles, pronouns, question words). A bigram
 * holding one of them mostly straddles two words (出口退税"的申"报), so it is left out of the question's terms.
 */
const FUNCTION_CHARS = new Set([
  ..."几的是吗呢了么吧啊呀和与及或在有要我你他她它该这那哪些个怎如何请问能会可以应当需多少什么谁为时候呢还都也就被把对从让给",
]);

/** Function bigrams a question is made of besides its subject. */
const FUNCTION_BIGRAMS = new Set([
  "什么",
  "怎么",
  "如何",
  "哪些",
  "是否",
  "可以",
  "应该",
  "需要",
  "请问",
  "多少",
  "时候",
  "我们",
  "公司",
  "企业",
  "具体",
  "规定",
  "要求",
  "问题",
  "情况",
  "一下",
  "原来",
  "现在",
  "目前",
  "现行",
  "以前",
  "之前",
  "比较",
  "多久",
  "一次",
  "至少",
  "最多",
  "还要",
  "还能",
  "怎样",
  "能否",
  "办法",
]);

/**
 * The runtime's own Chinese word segmenter (ICU's dictionary, as in every browser): a bigram that joins the end of
 * one word to the start of the next (工当 in 员工当福利) is no subject of the question. When no document says it
 * either, it is only noise that would lower every source's coverage, and retrieval leaves it out (ICU splits some
 * words the documents use, 销售/额, so a straddling bigram they do say is kept).
 */
const WORDS = new Intl.Segmenter("zh", { granularity: "word" });

/** The question's whole two-character words by the segmenter, as bigram terms (车辆 in 车辆购置税). */
export const wordBigramsOf = (question: string): Set<string> =>
  new Set(
    [...WORDS.segment(question.normalize("NFKC").toLowerCase())]
      .map((s) => s.segment)
      .filter((w) => w.length === 2)
      .map((w) => `b:${w}`),
  );

/** Bigrams of a question that cross from one word into another where either is longer than one character. */
export function straddlingBigrams(question: string): Set<string> {
  const straddling = new Set<string>();
  const segments = [...WORDS.segment(question.normalize("NFKC").toLowerCase())];
  for (let i = 0; i + 1 < segments.length; i++) {
    const left = segments[i]!.segment;
    const right = segments[i + 1]!.segment;
    if (left.length > 1 || right.length > 1) straddling.add(`${left.at(-1)}${right[0]}`);
  }
  // a bigram that is also whole inside some word of the question is kept
  for (const { segment } of segments)
    for (let i = 0; i + 1 < segment.length; i++) straddling.delete(segment.slice(i, i + 2));
  return straddling;
}

/**
 * The index terms of a question that say what it is about (w: words, l: latin/digits, b: subject bigrams), and
 * those of the documents' words for it (sourceWordsFor), which are taken whole.
 */
export function contentTermsOf(question: string, sourceWords: readonly string[] = []): string[] {
  const added = sourceWords.flatMap((word) => termsOf(word).filter((t) => !t.startsWith("u:")));
  const own = queryTermsOf(question).terms.filter((term) => {
    if (term.startsWith("w:") || term.startsWith("l:")) return true;
    if (!term.startsWith("b:")) return false;
    const pair = term.slice(2);
    return !FUNCTION_BIGRAMS.has(pair) && ![...pair].some((ch) => FUNCTION_CHARS.has(ch));
  });
  return [...new Set([...own, ...added])];
}

/** Words that make a question one of tax, finance or accounting (besides the search dictionary's). */
const FINANCE_WORDS = [
  "税",
  "发票",
  "财务",
  "会计",
  "审计",
  "账",
  "社保",
  "公积金",
  "工资",
  "薪",
  "报销",
  "利润",
  "成本",
  "折旧",
  "报表",
  "资产",
  "负债",
  "扣除",
  "申报",
  "报关",
  "出口",
  "进口",
  "外汇",
  "海关",
  "稽查",
  "罚款",
  "滞纳金",
  "汇算",
  "抵扣",
  "留抵",
  "免抵退",
  "合同",
  "股权",
  "分红",
  "股息",
  "收入",
  "费用",
  "票据",
  "财政",
  "12366",
  "罚",
  "纳税",
  "缴纳",
  "征收",
  "免征",
  "凭证",
  "关税",
  "契税",
  "票",
  "汇缴",
  "收入准则",
  "履约义务",
  "税",
];

/** Whether a question is about tax, finance or accounting (spec: the assistant answers nothing else). */
export const isFinanceQuestion = (question: string): boolean => {
  const text = question.normalize("NFKC").toLowerCase();
  return FINANCE_WORDS.some((word) => text.includes(word));
};

/**
 * Text that tries to change the assistant's rules or reach other learners' data. It changes nothing either way (the
 * instructions are fixed and only the learner's own conversation is ever read), but the learner is told so.
 */
const INSTRUCTION_ATTEMPTS = [
  /忽略(之前|以上|上面|前面|所有|你的|先前)?.{0,6}(指令|指示|规则|提示|设定|要求)/,
  /(无视|不要遵守|不再遵守|违反).{0,6}(指令|指示|规则|设定)/,
  /(系统|初始)(提示词|提示|指令|prompt)/,
  /(扮演|假装|现在你是|你现在是|从现在起你)/,
  /(其他|别的|所有)(学员|用户|人)的?(会话|对话|聊天|记录|问题|提问|数据)/,
  /ignore (all |any )?(previous|prior|above)/i,
  /system prompt|developer mode|jailbreak/i,
  /<\/?(system|assistant|instruction)>/i,
];

export const isInstructionAttempt = (question: string): boolean =>
  INSTRUCTION_ATTEMPTS.some((pattern) => pattern.test(question.normalize("NFKC")));

/** Learners' words for what the sources say in other words (起征点: the documents speak of 免征 below an amount). */
const LEARNER_WORDS: readonly [RegExp, string][] = [
  [/起征点|免征额|免税额度/, "免征增值税 销售额"],
  [/年终奖/, "全年一次性奖金"],
  [/红冲|开错/, "红字发票"],
  [/个税/, "个人所得税"],
  [/社保/, "社会保险费"],
  [/专票/, "增值税专用发票"],
  [/企税/, "企业所得税"],
  [/小规模(?!纳税人)/, "小规模纳税人"],
  [/高企/, "高新技术企业"],
  [/小微企业/, "小型微利企业"],
  [/汇缴/, "汇算清缴"],
  [/不需要|不用|不必/, "无需"],
  [/不能|不可以|能不能/, "不得"],
  [/不够/, "不足"],
  [/过了|还没|没有按时|没按时|超过期限|晚了/, "逾期"],
  [/不办|不用办|免于办理/, "无需办理"],
  [/福利/, "集体福利"],
  [/外币/, "人民币以外"],
  [/折算|换算/, "折合"],
  [/处罚|后果|会怎样|会怎么样/, "罚款 追缴"],
];

/**
 * The documents' words for a question's learner's words (起征点: the documents speak of 免征 below an amount). Only
 * words the documents use: an added word no source says would lower every source's coverage.
 */
export function sourceWordsFor(question: string): string[] {
  const text = question.normalize("NFKC").toLowerCase();
  return LEARNER_WORDS.filter(([pattern]) => pattern.test(text)).flatMap(([, words]) => words.split(" "));
}
