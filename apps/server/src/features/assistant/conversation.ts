import { DICTIONARY, runsOf, wordsIn } from "../search/chinese-terms";
import { type AskedKind, askedKindOf } from "./asked-quantity";

/**
 * Follow-up questions lean on the conversation: 那按季度申报的话呢？ after 小规模纳税人增值税起征点 asks about
 * the same subject. A question that names no subject of its own is asked about the previous question's subject;
 * an elliptical one (…呢？) that names a new subject keeps the previous question's aspect (那印花税呢？ after
 * 增值税的申报期限是什么？ asks for 印花税's 申报期限).
 */

/** Dictionary words that say how or where, not what a question is about. */
const GENERIC_WORDS = new Set([
  "申报",
  "预缴",
  "预缴申报",
  "退税申报",
  "核定",
  "备案",
  "政策",
  "解读",
  "公告",
  "案例",
  "判例",
  "实操",
  "课程",
  "税收优惠",
]);

/** Subjects learners name that the search dictionary does not hold as words (the assistant's own vocabulary). */
const ASSISTANT_SUBJECTS = [
  "子女教育",
  "赡养老人",
  "大病医疗",
  "住房租金",
  "住房贷款利息",
  "继续教育",
  "婴幼儿照护",
  "全年一次性奖金",
  "股权转让",
  "小型微利企业",
  "高新技术企业",
  "先进制造业",
  "加计抵减",
  "首违不罚",
  "备案单证",
  "异常凭证",
  "电子会计凭证",
  "协定待遇",
  "境外所得",
  "对外支付",
  "出口退运",
  "无票免税",
  "综合所得",
  "红冲",
  "偷税",
  "骗税",
  "虚开",
  "养老保险",
  "可转换债券",
  "电影",
  "有线电视",
  "收入准则",
  "财务报表",
  "股息",
  "视同销售",
  "免抵退税",
  "营业账簿",
  "买卖合同",
  "借款合同",
  "租赁合同",
  "职工福利费",
  "税前扣除凭证",
];

/** The subjects a question names, longest first, without words contained in a longer one it names. */
export function subjectsOf(question: string): string[] {
  const found = new Set<string>();
  for (const run of runsOf(question)) {
    if (!run.cjk) continue;
    for (const word of wordsIn(run.text)) if (DICTIONARY.has(word) && !GENERIC_WORDS.has(word)) found.add(word);
    for (const word of ASSISTANT_SUBJECTS) if (run.text.includes(word)) found.add(word);
  }
  const words = [...found].sort((a, b) => b.length - a.length);
  return words.filter((w, i) => !words.slice(0, i).some((longer) => longer.includes(w)));
}

const isFineSubject = (word: string): boolean => ASSISTANT_SUBJECTS.includes(word) && !DICTIONARY.has(word);

/** Opening words of a follow-up (那…、那么…、如果…), and its closing 呢. */
const FOLLOW_UP_START = /^(那么|那|如果是?|要是|假如|这个|这种|这样|它|其|还有|另外|再问一下|顺便问一下)/;
const ELLIPTICAL_END = /呢[?？。!！]*$/;

/** Whether a question reads as a follow-up by its form (那…, 如果…, …呢). */
export const readsAsFollowUp = (question: string): boolean =>
  ELLIPTICAL_END.test(question.trim()) || FOLLOW_UP_START.test(question.trim());

export interface AskedInContext {
  /** The question as the sources are searched with (the learner's words plus the subject carried over). */
  readonly question: string;
  readonly asked: AskedKind;
  /** The previous question's subject this one was taken to be about; null when it names its own. */
  readonly carried: string | null;
}

/** One question in the light of the one before it (already in context). */
export function inContext(question: string, previous: AskedInContext | null): AskedInContext {
  const own = askedKindOf(question);
  const subjects = subjectsOf(question);
  if (!previous) return { question, asked: own, carried: null };
  const elliptical = readsAsFollowUp(question);
  const previousSubjects = subjectsOf(previous.question);
  if (subjects.length === 0 && previousSubjects.length > 0) {
    const carried = previousSubjects.join("");
    // 一万元以下的呢？ varies the whole previous question; 什么时候提交申请？ asks something new of its subject
    return {
      question: elliptical ? `${previous.question} ${question}` : `${previousSubjects.join(" ")} ${question}`,
      asked: own === "rule" && elliptical ? previous.asked : own,
      carried,
    };
  }
  // a new subject asked the same way: 那印花税呢？ takes the previous question with its subject replaced
  const bare = question
    .replace(FOLLOW_UP_START, "")
    .replace(ELLIPTICAL_END, "")
    .replace(/[的话]+$/, "");
  if (elliptical && subjects.length > 0 && own === "rule" && subjectsOf(bare).join("") === bare.replace(/\s/g, "")) {
    // the new subject takes the place of the previous one of its own kind: 赡养老人 replaces 子女教育 and keeps
    // 专项附加扣除; 印花税 replaces 出口退税
    const fine = subjects.some(isFineSubject);
    let aspect = previous.question;
    for (const s of previousSubjects) if (isFineSubject(s) === fine) aspect = aspect.replaceAll(s, "");
    return { question: `${subjects.join(" ")} ${aspect}`, asked: previous.asked, carried: null };
  }
  return { question, asked: own, carried: null };
}

/** The last question of a conversation in context, reading its earlier questions oldest first. */
export function lastInContext(questions: readonly string[]): AskedInContext | null {
  let context: AskedInContext | null = null;
  for (const q of questions) context = inContext(q, context);
  return context;
}
