import { lectureAtSecondPath } from "@taxlearn/core";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { queryTermsOf } from "./chinese-terms";
import { textArray, withBitmapScans } from "./database-search-index.repo";
import { highlight } from "./highlight";

/** How many distinct query terms a passage must contain: all of them for short queries, 70% for long ones. */
export const requiredCoverage = (termCount: number): number =>
  termCount <= 3 ? termCount : Math.ceil(termCount * 0.7);

/** A passage of a lecture transcript that matches the search. */
export interface TranscriptHit {
  readonly fileId: number;
  readonly seconds: number;
  readonly courseId: number;
  readonly courseTitle: string;
  readonly lectureTitle: string;
  /** The lecture's title highlighted (course · lecture). */
  readonly titleHighlight: string;
  /** The sentence spoken where the match is, highlighted. */
  readonly sentenceHighlight: string;
  readonly score: number;
  readonly href: string;
}

export interface TranscriptQuery {
  readonly text: string;
  /** Course categories an organisation may see (null = all). */
  readonly courseCategoryScope: readonly number[] | null;
  readonly offset: number;
  readonly limit: number;
}

type Row = {
  file_id: number | string;
  seconds: number | string;
  text: string;
  course_id: number | string;
  course_title: string;
  lecture_title: string;
  score: number | string;
};

/** The sentence (or clause after a ；) of a passage holding the first match, else the passage. */
export function matchedSentence(text: string, needles: readonly string[]): string {
  const sentences = text.match(/[^。！？；!?;]+[。！？；!?;]*/g) ?? [text];
  const lower = (s: string) => s.normalize("NFKC").toLowerCase();
  return sentences.find((s) => needles.some((n) => n !== "" && lower(s).includes(n))) ?? text;
}

/**
 * The passages worth counting: with every term required, those holding them all (`@>`, one GIN intersection);
 * with fewer required (k of n), a passage holding k terms holds at least one of any n − k + 1 of them, so those
 * holding one of the n − k + 1 longest terms (the rarest, as a rule) are read and their coverage counted.
 */
export function candidateClause(terms: readonly string[], required: number): SQL {
  if (required >= terms.length) return sql`lt.terms @> ${textArray(terms)}`;
  const byLength = [...terms].sort((a, b) => b.length - a.length || a.localeCompare(b));
  return sql`lt.terms && ${textArray(byLength.slice(0, terms.length - required + 1))}`;
}

/**
 * The one statement of a transcript search (the total, and the page of passages as JSON), or null when the query
 * has nothing the index can answer (no words, or single characters only). `parsed` is the query's text segmented,
 * when the caller has it already.
 */
export function transcriptStatement(
  query: TranscriptQuery,
  parsed: ReturnType<typeof queryTermsOf> = queryTermsOf(query.text),
): SQL | null {
  const { terms, phrase } = parsed;
  if (phrase === "" || terms.every((t) => t.startsWith("u:"))) return null;
  const required = requiredCoverage(terms.length);
  const q = textArray(terms);
  const scope =
    query.courseCategoryScope === null
      ? sql`TRUE`
      : sql`c.category_id = ANY(ARRAY[${sql.join(
          [...query.courseCategoryScope, -1].map((id) => sql`${id}`),
          sql`, `,
        )}]::int[])`;
  return sql`
    WITH matched AS (
      SELECT lt.lecture_file_id AS file_id, lt.start_seconds AS seconds, lt.text, c.id AS course_id,
        c.title AS course_title, lf.title AS lecture_title,
        (CASE WHEN strpos(lower(lt.text), ${phrase}) > 0 THEN 100 ELSE 0 END) + cov.covered AS score, cov.covered
      FROM lecture_transcripts lt
      JOIN lecture_files lf ON lf.id = lt.lecture_file_id
      JOIN courses c ON c.id = lf.course_id
      -- the query's terms the passage holds, counted once per passage (a query has a handful of distinct terms)
      CROSS JOIN LATERAL (SELECT count(*) AS covered FROM unnest(${q}) qt WHERE qt = ANY(lt.terms)) cov
      WHERE ${candidateClause(terms, required)} AND ${scope} AND c.withdrawn_at IS NULL
    ), kept AS (SELECT * FROM matched WHERE covered >= ${required})
    SELECT (SELECT count(*) FROM kept) AS total,
      (SELECT coalesce(json_agg(page), '[]'::json) FROM (
        SELECT file_id, seconds, text, course_id, course_title, lecture_title, score FROM kept
        ORDER BY score DESC, course_id ASC, file_id ASC, seconds ASC
        LIMIT ${query.limit} OFFSET ${query.offset}) page) AS rows
  `;
}

/**
 * Transcript passages containing the query's terms (the GIN index on lecture_transcripts.terms; a query of single
 * characters only, which that index cannot answer, finds none), the full phrase first, then by terms covered.
 */
export async function searchTranscripts(
  db: Database,
  query: TranscriptQuery,
): Promise<{ hits: TranscriptHit[]; total: number }> {
  const parsed = queryTermsOf(query.text);
  const statement = transcriptStatement(query, parsed);
  if (statement === null) return { hits: [], total: 0 };
  const { needles } = parsed;
  // the passages come from the GIN index alone, as the documents' do: read row by row (a sequential scan, or a walk
  // down the primary key testing each term array) they cost far more than the planner assumes
  const result = await db.transaction(async (tx) => {
    await withBitmapScans(tx as unknown as Database);
    return tx.execute(statement);
  });
  const row = (result as unknown as { rows: { total: number | string; rows: Row[] | string }[] }).rows[0];
  const rows: Row[] = typeof row?.rows === "string" ? JSON.parse(row.rows) : (row?.rows ?? []);
  return {
    total: Number(row?.total ?? 0),
    hits: rows.map((r) =>
      transcriptHitOf(
        {
          fileId: Number(r.file_id),
          seconds: Number(r.seconds),
          text: r.text,
          courseId: Number(r.course_id),
          courseTitle: r.course_title,
          lectureTitle: r.lecture_title,
        },
        Number(r.score),
        needles,
      ),
    ),
  };
}

/** A passage as the in-memory transcript index keeps it (transcript-memory.ts). */
export interface StoredPassage {
  readonly fileId: number;
  readonly seconds: number;
  readonly text: string;
  readonly terms: readonly string[];
  readonly courseId: number;
  readonly courseTitle: string;
  readonly lectureTitle: string;
  readonly categoryId: number;
}

/** Every passage of a course on sale (withdrawn courses' passages are never found), with what a hit shows. */
export async function passagesOnSale(db: Database): Promise<StoredPassage[]> {
  const result = await db.execute(sql`
    SELECT lt.lecture_file_id AS file_id, lt.start_seconds AS seconds, lt.text, lt.terms, c.id AS course_id,
      c.title AS course_title, lf.title AS lecture_title, c.category_id
    FROM lecture_transcripts lt
    JOIN lecture_files lf ON lf.id = lt.lecture_file_id
    JOIN courses c ON c.id = lf.course_id
    WHERE c.withdrawn_at IS NULL`);
  type PassageRow = Omit<Row, "score"> & { terms: string[]; category_id: number | string };
  return (result as unknown as { rows: PassageRow[] }).rows.map((r) => ({
    fileId: Number(r.file_id),
    seconds: Number(r.seconds),
    text: r.text,
    terms: r.terms,
    courseId: Number(r.course_id),
    courseTitle: r.course_title,
    lectureTitle: r.lecture_title,
    categoryId: Number(r.category_id),
  }));
}

/** A passage found, before it is shown (the statement's score and order). */
export function transcriptHitOf(
  passage: Omit<StoredPassage, "terms" | "categoryId">,
  score: number,
  needles: readonly string[],
): TranscriptHit {
  return {
    fileId: passage.fileId,
    seconds: passage.seconds,
    courseId: passage.courseId,
    courseTitle: passage.courseTitle,
    lectureTitle: passage.lectureTitle,
    titleHighlight: highlight(`${passage.courseTitle} · ${passage.lectureTitle}`, needles),
    sentenceHighlight: highlight(matchedSentence(passage.text, needles), needles),
    score,
    href: lectureAtSecondPath(passage.courseId, passage.fileId, passage.seconds),
  };
}
