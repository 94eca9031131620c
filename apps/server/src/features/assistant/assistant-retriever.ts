import { lectureAtSecondPath } from "@taxlearn/core";
import type { Executor } from "../../db/executor";
import { articlesSayingAny, articleTermFrequencies } from "../search/assistant-passages.repo";
import { termsOf } from "../search/chinese-terms";
import { passagesSayingAny } from "../video/assistant-transcripts.repo";
import { contentTermsOf, straddlingBigrams, wordBigramsOf } from "./question-analysis";

/** One retrieved source: a policy or case of the search index, or a lecture passage at its second. */
export interface RetrievedSource {
  /** `policy:<id>`, `case:<id>` or `lecture:<lectureFileId>@<seconds>`. */
  readonly key: string;
  readonly kind: "policy" | "case" | "lecture";
  /** Article id, or the course id of a lecture. */
  readonly refId: number;
  readonly title: string;
  readonly text: string;
  readonly score: number;
  readonly lecture: { readonly fileId: number; readonly seconds: number } | null;
}

/** The question's content terms with their weights (rarer terms and whole dictionary words weigh more). */
export interface WeightedTerms {
  readonly weights: ReadonlyMap<string, number>;
  readonly total: number;
  /** Whole words of the question no policy or case says at all (a subject the library does not hold). */
  readonly unsaid?: ReadonlySet<string>;
}

const KIND_WEIGHT = (term: string): number => (term.startsWith("w:") ? 3 : term.startsWith("l:") ? 1.5 : 1);

/**
 * Weights of the question's terms: inverse document frequency over the search index (its GIN indexes answer each
 * count) times the kind of term.
 */
export async function weightTerms(
  db: Executor,
  terms: readonly string[],
  /** Terms left out when no document says them (a question's bigrams that straddle two words). */
  noiseIfUnsaid: ReadonlySet<string> = new Set(),
  /** Terms that are whole words of the question: when no document says one, the library lacks that subject. */
  words: ReadonlySet<string> = new Set(),
): Promise<WeightedTerms> {
  if (terms.length === 0) return { weights: new Map(), total: 0 };
  const rows = await articleTermFrequencies(db, terms);
  const weights = new Map<string, number>();
  const unsaid = new Set<string>();
  for (const row of rows) {
    const { n, df } = row;
    if (df === 0 && noiseIfUnsaid.has(row.term)) continue;
    if (df === 0 && words.has(row.term)) unsaid.add(row.term);
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    weights.set(row.term, idf * KIND_WEIGHT(row.term));
  }
  return { weights, total: [...weights.values()].reduce((a, b) => a + b, 0), unsaid };
}

const weightOf = (terms: Iterable<string>, weighted: WeightedTerms): number => {
  let sum = 0;
  for (const term of new Set(terms)) sum += weighted.weights.get(term) ?? 0;
  return sum;
};

/** Splits a text into sentences at 。！？； and line breaks. */
const sentenceSplit = (text: string): string[] => text.match(/[^。！？；\n]+[。！？；]?/g) ?? [];

/**
 * A document's score: its title terms, plus its best sentence together with the title (an answer usually sits in
 * one sentence), plus a little for the rest of its matches. Long documents that touch many terms in passing do
 * not outrank one that says the answer in one place.
 */
function passageScore(
  titleMatched: readonly string[],
  bodyMatched: readonly string[],
  body: string,
  terms: WeightedTerms,
): number {
  const wanted = new Set(bodyMatched);
  let best = 0;
  for (const sentence of sentenceSplit(body)) {
    const inSentence = termsOf(sentence).filter((t) => wanted.has(t));
    best = Math.max(best, weightOf([...titleMatched, ...inSentence], terms));
  }
  return weightOf(titleMatched, terms) + best + 0.2 * weightOf([...titleMatched, ...bodyMatched], terms);
}

/** Cases written from one template share the end of their title (…某公司虚开发票刑事案件判例评析). */
const TEMPLATE_SUFFIX = 8;
/** What each earlier case of the same template takes off a case's score. */
const REPEAT_FACTOR = 0.6;
/** Variants of a template score alike; a case scoring well apart from them says something of its own. */
const SAME_SCORE = 0.95;

const sharedEnd = (a: string, b: string): number => {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n += 1;
  return n;
};

/**
 * Five variants of one kind of case say the same thing as each other and would crowd out the document that states
 * the rule: each case after the first of its template weighs less, and the order is taken again.
 */
function diversifyCases(sources: RetrievedSource[]): void {
  const seen: RetrievedSource[] = [];
  const adjusted = sources.map((source) => {
    if (source.kind !== "case") return source;
    const repeats = seen.filter(
      (earlier) =>
        sharedEnd(earlier.title, source.title) >= TEMPLATE_SUFFIX && source.score >= SAME_SCORE * earlier.score,
    ).length;
    seen.push(source);
    return repeats === 0 ? source : { ...source, score: source.score * REPEAT_FACTOR ** repeats };
  });
  adjusted.sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
  sources.splice(0, sources.length, ...adjusted);
}

export const articleHref = (kind: "policy" | "case", id: number): string =>
  kind === "case" ? `/casebook/details?id=${id}` : `/policy/details?id=${id}`;
export const lectureHref = lectureAtSecondPath;

/** A lecture passage scoring at least this share of the best source takes the last place among the sources. */
export const LECTURE_PLACE_SHARE = 0.5;

export interface Retrieval {
  readonly terms: WeightedTerms;
  readonly sources: readonly RetrievedSource[];
}

/**
 * The most relevant policies, cases and lecture passages for a question, best first. Candidates come from the
 * search index's term arrays (GIN `&&`); each is scored by the weights of the question terms it contains, title
 * terms counting twice.
 */
export async function retrieve(
  db: Executor,
  question: string,
  limit = 5,
  sourceWords: readonly string[] = [],
): Promise<Retrieval> {
  const straddling = new Set([...straddlingBigrams(question)].map((pair) => `b:${pair}`));
  const terms = await weightTerms(db, contentTermsOf(question, sourceWords), straddling, wordBigramsOf(question));
  const contentTerms = [...terms.weights.keys()];
  if (contentTerms.length === 0) return { terms, sources: [] };
  const articles = await articlesSayingAny(db, contentTerms);
  const lectures = await passagesSayingAny(db, contentTerms);
  const scored: RetrievedSource[] = [
    ...articles.map((row) => ({
      key: `${row.kind}:${row.refId}`,
      kind: row.kind,
      refId: row.refId,
      title: row.title,
      text: row.body,
      score: passageScore(row.titleMatched, row.bodyMatched, row.body, terms),
      lecture: null,
    })),
    ...lectures.map((row) => {
      const titleTerms = termsOf(row.courseTitle).filter((t) => contentTerms.includes(t));
      return {
        key: `lecture:${row.fileId}@${row.seconds}`,
        kind: "lecture" as const,
        refId: row.courseId,
        title: `${row.courseTitle} · ${row.lectureTitle}`,
        text: row.text,
        score: weightOf(titleTerms, terms) + weightOf([...titleTerms, ...row.matched], terms),
        lecture: { fileId: row.fileId, seconds: row.seconds },
      };
    }),
  ];
  scored.sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
  diversifyCases(scored);
  const top = scored.slice(0, limit);
  // articles' titles weigh in their favour; a lecture saying the answer keeps the last place when it is close enough
  const lecture = scored.find((s) => s.kind === "lecture");
  if (
    lecture &&
    !top.includes(lecture) &&
    top.length === limit &&
    lecture.score >= LECTURE_PLACE_SHARE * top[0]!.score
  ) {
    top[limit - 1] = lecture;
  }
  return { terms, sources: top };
}
