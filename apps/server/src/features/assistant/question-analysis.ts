import { queryTermsOf } from "../search/chinese-terms";

/**
 * Characters that carry no subject on their own in a question (particles, pronouns, question words). A bigram
 * holding one of them mostly straddles two words (出口退税"的申"报), so it is left out of the question's terms.
 */
const FUNCTION_CHARS = new Set([
  ..."的是吗呢了么吧啊呀和与及或在有要我你他她它该这那哪些个怎如何请问能会可以应当需多少什么谁为时候呢还都也就被把对从让给",
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
]);

/** The index terms of a question that say what it is about (w: words, l: latin/digits, b: subject bigrams). */
export function contentTermsOf(question: string): string[] {
  return queryTermsOf(question).terms.filter((term) => {
    if (term.startsWith("w:") || term.startsWith("l:")) return true;
    if (!term.startsWith("b:")) return false;
    const pair = term.slice(2);
    return !FUNCTION_BIGRAMS.has(pair) && ![...pair].some((ch) => FUNCTION_CHARS.has(ch));
  });
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
