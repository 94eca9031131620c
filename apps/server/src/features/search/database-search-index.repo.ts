import { CONSTANTS } from "@taxlearn/core";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { Executor } from "../../db/executor";
import { searchDocuments } from "../../db/schema";
import { articleIdsWithValidity } from "../regulation/validity-sql.repo";
import { searchTermsOf, termsOf } from "./chinese-terms";
import { highlight, snippet } from "./highlight";
import { holdsAny, keyOf, type MatchKey, newestByMonth, RECENCY } from "./recent-matches.repo";
import type { SearchDocument, SearchHit, SearchIndex, SearchQuery } from "./search-index";
import { inTitle, parseQuery } from "./search-query";

/**
 * The deepest position a search pages to, and the highest total it counts (like a search engine's result window):
 * every query reads at most this many index entries per tier, whatever the size of the catalogue.
 */
export const RESULT_WINDOW = CONSTANTS.searchResultWindow;

/** A hit's score: title matches rank above body matches (and within a tier, the newest first). */
export const TIER_SCORE = { title: 2, body: 1 } as const;

export const textArray = (values: readonly string[]) =>
  values.length === 0
    ? sql`ARRAY[]::text[]`
    : sql`ARRAY[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`;

/**
 * A row's term array is large (hundreds of terms, stored compressed): testing it row by row (a sequential scan, or a
 * walk down another index with the terms as a filter) costs far more than PostgreSQL's planner assumes. Within the
 * search's transaction only bitmap scans are allowed, so matches come from the GIN index alone and the terms of a
 * row are never read (an exact GIN bitmap needs no recheck).
 */
export async function withBitmapScans(tx: Database): Promise<void> {
  // both settings in one statement (SET LOCAL, as set_config's third argument says): one round trip fewer on the
  // embedded database's single connection
  await tx.execute(sql`SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`);
}

/** The default SearchIndex: term arrays with a GIN index in the search_documents table (decision 093). */
/** Whether any policy or case is indexed (the assistant answers from them, so without any it is down). */
export async function holdsArticles(db: Executor): Promise<boolean> {
  const result = await db.execute(
    sql`SELECT EXISTS (SELECT 1 FROM search_documents WHERE kind IN ('policy', 'case')) AS ready`,
  );
  return (result as unknown as { rows: { ready: boolean }[] }).rows[0]?.ready === true;
}

export class DatabaseSearchIndex implements SearchIndex {
  /** `observe` sees every statement a search runs (the EXPLAIN tests plan them). */
  constructor(
    private readonly db: Database,
    private readonly observe?: (statement: SQL) => void,
  ) {}

  async upsert(documents: readonly SearchDocument[]): Promise<void> {
    for (let i = 0; i < documents.length; i += 200) {
      const rows = documents.slice(i, i + 200).map((d) => ({
        kind: d.kind,
        refId: d.refId,
        title: d.title,
        body: d.body,
        titleTerms: termsOf(d.title),
        bodyTerms: termsOf(d.body),
        terms: searchTermsOf(d.title, d.body, d.publishedAt),
        categoryId: d.categoryId,
        productType: d.productType,
        publishedAt: d.publishedAt,
      }));
      await this.db
        .insert(searchDocuments)
        .values(rows)
        .onConflictDoUpdate({
          target: [searchDocuments.kind, searchDocuments.refId],
          set: {
            title: sql`excluded.title`,
            body: sql`excluded.body`,
            titleTerms: sql`excluded.title_terms`,
            bodyTerms: sql`excluded.body_terms`,
            terms: sql`excluded.terms`,
            categoryId: sql`excluded.category_id`,
            productType: sql`excluded.product_type`,
            publishedAt: sql`excluded.published_at`,
          },
        });
    }
  }

  /**
   * Documents indexed before the `terms` column existed get their terms (once, at start, 200 at a time); returns
   * how many were filled.
   */
  async fillMissingTerms(): Promise<number> {
    let filled = 0;
    for (;;) {
      const batch = await this.db
        .select({
          kind: searchDocuments.kind,
          refId: searchDocuments.refId,
          title: searchDocuments.title,
          body: searchDocuments.body,
          publishedAt: searchDocuments.publishedAt,
        })
        .from(searchDocuments)
        .where(sql`cardinality(${searchDocuments.terms}) = 0`)
        .limit(200);
      if (batch.length === 0) return filled;
      for (const row of batch) {
        await this.db
          .update(searchDocuments)
          .set({ terms: searchTermsOf(row.title, row.body, row.publishedAt) })
          .where(and(eq(searchDocuments.kind, row.kind), eq(searchDocuments.refId, row.refId)));
      }
      filled += batch.length;
    }
  }

  async remove(kind: SearchHit["kind"], refId: number): Promise<void> {
    await this.db.delete(searchDocuments).where(and(eq(searchDocuments.kind, kind), eq(searchDocuments.refId, refId)));
  }

  async search(query: SearchQuery): Promise<{ hits: SearchHit[]; total: number }> {
    const parsed = parseQuery(query.text);
    if (parsed.variants.length === 0) return { hits: [], total: 0 };
    const filters = filtersOf(query);
    const offset = (query.page - 1) * query.pageSize;
    const depth = Math.min(offset + query.pageSize, RESULT_WINDOW);
    const run = async <T>(tx: Database, statement: SQL): Promise<T[]> => {
      this.observe?.(statement);
      return ((await tx.execute(statement)) as unknown as { rows: T[] }).rows;
    };
    // before the bitmap-only settings: one step down the date index
    const [latest] = await run<{ published_at: Date | string }>(
      this.db,
      sql`SELECT published_at FROM search_documents ORDER BY published_at DESC LIMIT 1`,
    );
    if (!latest) return { hits: [], total: 0 };
    const newest = new Date(latest.published_at);
    const rows = await this.db.transaction(async (t) => {
      const tx = t as unknown as Database;
      await withBitmapScans(tx);
      const where = (match: SQL) => sql.join([match, ...filters], sql` AND `);
      const countUpTo = (match: SQL) =>
        sql`(SELECT count(*) FROM (SELECT 1 FROM search_documents WHERE ${where(match)} LIMIT ${RESULT_WINDOW}) m)`;
      // the matches of the query and of its title variants, each counted up to the window, in one statement
      const countsUpTo = async (all: SQL, titled: SQL) => {
        const [row] = await run<{ total: number | string; titled: number | string }>(
          tx,
          sql`SELECT ${countUpTo(all)} AS total, ${countUpTo(titled)} AS titled`,
        );
        return { total: Number(row?.total ?? 0), titled: Number(row?.titled ?? 0) };
      };
      const newestOf = (match: SQL, limit: number) =>
        run<MatchKey>(
          tx,
          sql`SELECT kind, ref_id, published_at FROM search_documents WHERE ${where(match)} ${RECENCY} LIMIT ${limit}`,
        );
      // A query with fewer matches than the window reads them all (bounded by the window); a commoner one walks
      // back month by month and reads only the newest months' matches.
      const newestMatches = async (
        variants: readonly (readonly string[])[],
        count: number,
        need: number,
        skip: Set<string>,
      ) => {
        const walked = count < RESULT_WINDOW ? null : await newestByMonth(tx, variants, filters, need, newest, skip);
        if (walked) return walked;
        return (await newestOf(holdsAny(variants), need + skip.size)).filter((r) => !skip.has(keyOf(r))).slice(0, need);
      };
      const titleVariants = inTitle(parsed.variants);
      const { total, titled: titleTotal } = await countsUpTo(holdsAny(parsed.variants), holdsAny(titleVariants));
      if (total === 0 || offset >= RESULT_WINDOW) return { total, page: [] };
      const titled = titleTotal === 0 ? [] : await newestMatches(titleVariants, titleTotal, depth, new Set());
      // fewer title matches than the depth: they are all known, and the body tier follows them
      const body =
        titled.length < depth
          ? await newestMatches(parsed.variants, total, depth - titled.length, new Set(titled.map(keyOf)))
          : [];
      const ranked = [
        ...titled.map((r) => ({ ...r, tier: TIER_SCORE.title })),
        ...body.map((r) => ({ ...r, tier: TIER_SCORE.body })),
      ].slice(offset, offset + query.pageSize);
      if (ranked.length === 0) return { total, page: [] };
      const texts = await run<{ kind: string; ref_id: number; title: string; body: string }>(
        tx,
        sql`SELECT kind, ref_id, title, body FROM search_documents WHERE (kind, ref_id) IN (${sql.join(
          ranked.map((r) => sql`(${r.kind}, ${Number(r.ref_id)})`),
          sql`, `,
        )})`,
      );
      const byKey = new Map(texts.map((row) => [keyOf(row), row]));
      return { total, page: ranked.map((r) => ({ ...r, ...byKey.get(keyOf(r))! })) };
    });
    return {
      total: rows.total,
      hits: rows.page.map((row) => ({
        kind: row.kind as SearchHit["kind"],
        refId: Number(row.ref_id),
        score: row.tier,
        titleHighlight: highlight(row.title, parsed.needles),
        snippet: snippet(row.body, parsed.needles),
      })),
    };
  }
}

/** The query's filters (kind, category, product type, the organisation's course categories). */
function filtersOf(query: SearchQuery): SQL[] {
  return [
    query.kinds.length > 0 ? sql`kind = ANY(${textArray(query.kinds)})` : undefined,
    query.categoryId !== null ? sql`category_id = ${query.categoryId}` : undefined,
    query.productType !== null ? sql`product_type = ${query.productType}` : undefined,
    query.courseCategoryScope !== null
      ? sql`(kind <> 'course' OR category_id = ANY(ARRAY[${sql.join(
          [...query.courseCategoryScope, -1].map((id) => sql`${id}`),
          sql`, `,
        )}]::int[]))`
      : undefined,
    query.validity
      ? sql`kind = 'policy' AND ref_id IN ${articleIdsWithValidity(query.validity.status, query.validity.today)}`
      : undefined,
  ].filter((f) => f !== undefined);
}
