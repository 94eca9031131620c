import { sql } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { textArray } from "./database-search-index.repo";

/**
 * What the assistant reads of the search index: how many policies and cases say each of a question's terms, the
 * articles saying any of them with the terms they say, and (for its evaluation) the articles quoting a text.
 */

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** For each term, how many policies and cases say it (title or body), and how many there are in all. */
export async function articleTermFrequencies(
  db: Executor,
  terms: readonly string[],
): Promise<{ term: string; df: number; n: number }[]> {
  if (terms.length === 0) return [];
  const rows = rowsOf<{ term: string; df: number | string; n: number | string }>(
    await db.execute(sql`
      SELECT q.term,
        (SELECT count(*) FROM search_documents d
          WHERE d.kind IN ('policy', 'case') AND (d.title_terms @> ARRAY[q.term] OR d.body_terms @> ARRAY[q.term])) AS df,
        (SELECT count(*) FROM search_documents d WHERE d.kind IN ('policy', 'case')) AS n
      FROM unnest(${textArray(terms)}) AS q(term)
    `),
  );
  return rows.map((row) => ({ term: row.term, df: Number(row.df), n: Number(row.n) }));
}

/** A policy or case saying some of the terms, with the terms its title and its body say. */
export interface MatchingArticle {
  readonly kind: "policy" | "case";
  readonly refId: number;
  readonly title: string;
  readonly body: string;
  readonly titleMatched: readonly string[];
  readonly bodyMatched: readonly string[];
}

/** The policies and cases saying any of the terms (GIN `&&` on the term arrays). */
export async function articlesSayingAny(db: Executor, terms: readonly string[]): Promise<MatchingArticle[]> {
  if (terms.length === 0) return [];
  const q = textArray(terms);
  const rows = rowsOf<{
    kind: "policy" | "case";
    ref_id: number | string;
    title: string;
    body: string;
    title_matched: string[];
    body_matched: string[];
  }>(
    await db.execute(sql`
      SELECT kind, ref_id, title, body,
        ARRAY(SELECT DISTINCT t FROM unnest(title_terms) t WHERE t = ANY(${q})) AS title_matched,
        ARRAY(SELECT DISTINCT t FROM unnest(body_terms) t WHERE t = ANY(${q})) AS body_matched
      FROM search_documents
      WHERE kind IN ('policy', 'case') AND (title_terms && ${q} OR body_terms && ${q})
    `),
  );
  return rows.map((row) => ({
    kind: row.kind,
    refId: Number(row.ref_id),
    title: row.title,
    body: row.body,
    titleMatched: row.title_matched,
    bodyMatched: row.body_matched,
  }));
}

/** `policy:<id>` / `case:<id>` of the articles whose body quotes the text word for word. */
export async function articleKeysQuoting(db: Executor, text: string): Promise<string[]> {
  const rows = rowsOf<{ kind: string; ref_id: number | string }>(
    await db.execute(sql`
      SELECT kind, ref_id FROM search_documents
      WHERE kind IN ('policy', 'case') AND strpos(body, ${text}) > 0
    `),
  );
  return rows.map((row) => `${row.kind}:${Number(row.ref_id)}`);
}

/** Whether the index holds the policy or case. */
export async function articleIndexed(db: Executor, kind: string, refId: number): Promise<boolean> {
  const rows = rowsOf<{ found: boolean }>(
    await db.execute(
      sql`SELECT EXISTS (SELECT 1 FROM search_documents WHERE kind = ${kind} AND ref_id = ${refId}) AS found`,
    ),
  );
  return rows[0]?.found === true;
}
