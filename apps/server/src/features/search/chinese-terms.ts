import { synonymWords } from "@taxlearn/core";
import { TOPICS } from "../../db/reference-data/topics";
import { monthTerm } from "./recent-matches.repo";

/**
 * Chinese has no spaces between words: text is indexed as dictionary words ("w:") found in it plus every
 * character bigram ("b:") of each Chinese run (single characters as "u:"), and Latin/digit words ("l:").
 * A query is cut the same way, so a two-character query matches any text containing it, and a dictionary word
 * in a query scores as a whole word.
 */

/**
 * Whether a code point is a CJK ideograph (U+3400–U+9FFF, U+F900–U+FAFF), compared as numbers: a regular expression
 * per character was most of a query's parse.
 */
const isCjkCode = (code: number): boolean => (code >= 0x3400 && code <= 0x9fff) || (code >= 0xf900 && code <= 0xfaff);
const CJK_ONLY = /^[\u3400-\u9fff\uf900-\ufaff]{2,}$/;

const EXTRA_WORDS = [
  "增值税",
  "企业所得税",
  "个人所得税",
  "所得税",
  "出口退税",
  "退税",
  "免抵退",
  "留抵退税",
  "留抵",
  "进项税额",
  "销项税额",
  "发票",
  "专用发票",
  "电子发票",
  "数电发票",
  "虚开",
  "稽查",
  "汇算清缴",
  "汇算",
  "加计扣除",
  "研发费用",
  "小规模纳税人",
  "一般纳税人",
  "印花税",
  "房产税",
  "契税",
  "土地增值税",
  "跨境电商",
  "外贸",
  "滞纳金",
  "行政处罚",
  "税收协定",
  "非居民",
  "社保",
  "社会保险费",
  "工资薪金",
  "年终奖",
  "专项附加扣除",
  "股权激励",
  "转让定价",
  "关联交易",
  "税务风险",
  "金税四期",
  "视同销售",
  "混合销售",
  "兼营",
  "核定",
  "备案",
  "申报",
  "政策",
  "解读",
  "公告",
  "案例",
  "判例",
  "实操",
  "课程",
];

// Synonym members are words too: a query of 个税 is one word that its group expands (search-query.ts).
export const DICTIONARY: ReadonlySet<string> = new Set(
  [...EXTRA_WORDS, ...TOPICS.flatMap((t) => [t.name, ...t.tags]), ...synonymWords()].filter((w) => CJK_ONLY.test(w)),
);
const MAX_WORD = Math.max(...[...DICTIONARY].map((w) => w.length));

export const runsOf = (text: string): { cjk: boolean; text: string }[] => {
  const runs: { cjk: boolean; text: string }[] = [];
  const normalized = text.normalize("NFKC").toLowerCase();
  let current = "";
  let currentCjk = false;
  const flush = () => {
    if (current) runs.push({ cjk: currentCjk, text: current });
    current = "";
  };
  for (const ch of normalized) {
    const code = ch.codePointAt(0)!;
    const isCjk = isCjkCode(code);
    const isWord = isCjk || (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39);
    if (!isWord) {
      flush();
      continue;
    }
    if (current && isCjk !== currentCjk) flush();
    currentCjk = isCjk;
    current += ch;
  }
  flush();
  return runs;
};

/** Dictionary words contained in a Chinese run (every occurrence, overlapping allowed). */
export const wordsIn = (run: string): string[] => {
  const found: string[] = [];
  for (let i = 0; i < run.length; i++) {
    for (let len = Math.min(MAX_WORD, run.length - i); len >= 2; len--) {
      const candidate = run.slice(i, i + len);
      if (DICTIONARY.has(candidate)) found.push(candidate);
    }
  }
  return found;
};

/** Adds the index terms of one run to `terms`. */
const addRunTerms = (run: { cjk: boolean; text: string }, terms: Set<string>): void => {
  if (!run.cjk) {
    terms.add(`l:${run.text}`);
    return;
  }
  if (run.text.length === 1) terms.add(`u:${run.text}`);
  for (let i = 0; i + 1 < run.text.length; i++) terms.add(`b:${run.text.slice(i, i + 2)}`);
  for (const word of wordsIn(run.text)) terms.add(`w:${word}`);
};

/** Distinct index terms of a text. */
export function termsOf(text: string): string[] {
  const terms = new Set<string>();
  for (const run of runsOf(text)) addRunTerms(run, terms);
  return [...terms];
}

/** One run of a query: its index terms and the literal strings it highlights (the run, its bigrams and words). */
const queryRunOf = (run: QueryRun): { terms: string[]; needles: string[] } => {
  const terms = new Set<string>();
  addRunTerms(run, terms);
  const needles = new Set([run.text]);
  if (run.cjk) {
    for (let i = 0; i + 1 < run.text.length; i++) needles.add(run.text.slice(i, i + 2));
    for (const word of wordsIn(run.text)) needles.add(word);
  }
  return { terms: [...terms], needles: [...needles] };
};

/** A run of a query: Chinese characters, or a Latin word or number (`runsOf`). */
export type QueryRun = { readonly cjk: boolean; readonly text: string };

/**
 * `cut` remembered by run, for up to 2,000 runs (emptied when full, so it stays small): queries nobody asked before
 * are mostly words asked before, and cutting a run (dictionary words, synonyms, terms) is most of a query's parse.
 * What it returns is shared between queries: callers copy, never change it.
 */
export function rememberedByRun<T>(cut: (run: QueryRun) => T): (run: QueryRun) => T {
  const kept = new Map<string, T>();
  return (run) => {
    const key = `${run.cjk ? "c" : "l"}${run.text}`;
    let value = kept.get(key);
    if (value === undefined) {
      if (kept.size >= 2_000) kept.clear();
      value = cut(run);
      kept.set(key, value);
    }
    return value;
  };
}

const queryRunCut = rememberedByRun(queryRunOf);

/** Query cut into terms, plus the literal strings to highlight (whole runs, words and bigrams). */
export function queryTermsOf(text: string): { terms: string[]; needles: string[]; phrase: string } {
  const runs = runsOf(text);
  const terms = new Set<string>();
  const needles = new Set<string>();
  for (const run of runs) {
    const cut = queryRunCut(run);
    for (const term of cut.terms) terms.add(term);
    for (const needle of cut.needles) needles.add(needle);
  }
  // Single Chinese characters index as "u:" only when they stand alone; a one-character query must
  // still find longer text, so it is matched through bigrams starting or ending with it (see the index).
  return { terms: [...terms], needles: [...needles], phrase: runs.map((r) => r.text).join("") };
}

/**
 * The terms of the search_documents.terms column, one GIN index for every query: the terms of title and body, every
 * Chinese character alone ("c:", so a one-character query is an index lookup too), and the title's terms again
 * prefixed "t" (a title match is `terms @> {tw:…}`, the same index), and the month of publication ("m:", so a search
 * looks at the recent months' matches first: recent-matches.repo.ts).
 */
export function searchTermsOf(title: string, body: string, publishedAt: Date): string[] {
  const titleTerms = [...termsOf(title), ...charactersOf(title)];
  const all = new Set([...titleTerms, ...termsOf(body), ...charactersOf(body), monthTerm(publishedAt)]);
  for (const term of titleTerms) all.add(`t${term}`);
  return [...all];
}

const charactersOf = (text: string): string[] => {
  const found = new Set<string>();
  for (const run of runsOf(text)) if (run.cjk) for (const ch of run.text) found.add(`c:${ch}`);
  return [...found];
};
