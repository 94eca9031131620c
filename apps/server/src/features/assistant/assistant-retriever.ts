import { lectureAtSecondPath } from "@taxlearn/core";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { termsOf } from "../search/chinese-terms";
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

type ArticleRow = {
  kind: "policy" | "case";
  ref_id: number;
  title: string;
  body: string;
  title_matched: string[];
  body_matched: string[];
};
type LectureRow = {
  file_id: number;
  seconds: number;
  text: string;
  course_id: number;
  course_title: string;
  lecture_title: string;
  matched: string[];
};

const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

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
  const q = textArray(terms);
  const rows = rowsOf<{ term: string; df: number | string; n: number | string }>(
    await db.execute(sql`
      SELECT q.term,
        (SELECT count(*) FROM search_documents d
          WHERE d.kind IN ('policy', 'case') AND (d.title_terms @> ARRAY[q.term] OR d.body_terms @> ARRAY[q.term])) AS df,
        (SELECT count(*) FROM search_documents d WHERE d.kind IN ('policy', 'case')) AS n
      FROM unnest(${q}) AS q(term)
    `),
  );
  const weights = new Map<string, number>();
  const unsaid = new Set<string>();
  for (const row of rows) {
    const n = Number(row.n);
    const df = Number(row.df);
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
  const q = textArray(contentTerms);
  const [articles, lectures] = [
    rowsOf<ArticleRow>(
      await db.execute(sql`
        SELECT kind, ref_id, title, body,
          ARRAY(SELECT DISTINCT t FROM unnest(title_terms) t WHERE t = ANY(${q})) AS title_matched,
          ARRAY(SELECT DISTINCT t FROM unnest(body_terms) t WHERE t = ANY(${q})) AS body_matched
        FROM search_documents
        WHERE kind IN ('policy', 'case') AND (title_terms && ${q} OR body_terms && ${q})
      `),
    ),
    rowsOf<LectureRow>(
      await db.execute(sql`
        SELECT lt.lecture_file_id AS file_id, lt.start_seconds AS seconds, lt.text, c.id AS course_id,
          c.title AS course_title, lf.title AS lecture_title,
          ARRAY(SELECT DISTINCT t FROM unnest(lt.terms) t WHERE t = ANY(${q})) AS matched
        FROM lecture_transcripts lt
        JOIN lecture_files lf ON lf.id = lt.lecture_file_id
        JOIN courses c ON c.id = lf.course_id
        WHERE lt.terms && ${q} AND NOT lt.generated AND c.withdrawn_at IS NULL
      `),
    ),
  ];
  const scored: RetrievedSource[] = [
    ...articles.map((row) => ({
      key: `${row.kind}:${row.ref_id}`,
      kind: row.kind,
      refId: Number(row.ref_id),
      title: row.title,
      text: row.body,
      score: passageScore(row.title_matched, row.body_matched, row.body, terms),
      lecture: null,
    })),
    ...lectures.map((row) => {
      const titleTerms = termsOf(row.course_title).filter((t) => contentTerms.includes(t));
      return {
        key: `lecture:${row.file_id}@${row.seconds}`,
        kind: "lecture" as const,
        refId: Number(row.course_id),
        title: `${row.course_title} · ${row.lecture_title}`,
        text: row.text,
        score: weightOf(titleTerms, terms) + weightOf([...titleTerms, ...row.matched], terms),
        lecture: { fileId: Number(row.file_id), seconds: Number(row.seconds) },
      };
    }),
  ];
  scored.sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
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
