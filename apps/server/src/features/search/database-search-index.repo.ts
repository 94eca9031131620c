import { CONSTANTS } from "@taxlearn/core";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { Executor } from "../../db/executor";
import { searchDocuments } from "../../db/schema";
import { articleIdsWithValidity } from "../regulation/validity-sql.repo";
import { searchTermsOf, termsOf } from "./chinese-terms";
import { highlight, snippet } from "./highlight";
import {
  holdsAny,
  newestMatchesCte,
  RECENCY,
  type RecentMonths,
  recentDocuments,
  recentFreshCte,
  recentMonths,
} from "./recent-matches.repo";
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

/** How long where the recent months begin is trusted before it is looked up again. */
const RECENT_MONTHS_TTL_MS = 5 * 60_000;

export class DatabaseSearchIndex implements SearchIndex {
  /**
   * Where the recent months begin, per number of newest documents they cover: looked up once every few minutes,
   * not per search. Only how much a first look reads depends on it, never what a search finds (recent-matches.repo).
   */
  private readonly recentMonthsCache = new Map<number, { months: RecentMonths | null; at: number }>();

  /** `observe` sees every statement a search runs (the EXPLAIN tests plan them). */
  constructor(
    private readonly db: Database,
    private readonly observe?: (statement: SQL) => void,
  ) {}

  async upsert(documents: readonly SearchDocument[]): Promise<void> {
    this.recentMonthsCache.clear();
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

  private async monthsFor(recent: number): Promise<RecentMonths | null> {
    const known = this.recentMonthsCache.get(recent);
    if (known && Date.now() - known.at < RECENT_MONTHS_TTL_MS) return known.months;
    const months = await recentMonths(this.db, recent);
    this.recentMonthsCache.set(recent, { months, at: Date.now() });
    return months;
  }

  async search(query: SearchQuery): Promise<{ hits: SearchHit[]; total: number }> {
    const parsed = parseQuery(query.text);
    if (parsed.variants.length === 0) return { hits: [], total: 0 };
    const filters = filtersOf(query);
    const offset = (query.page - 1) * query.pageSize;
    const depth = Math.min(offset + query.pageSize, RESULT_WINDOW);
    const where = (match: SQL) => sql.join([match, ...filters], sql` AND `);
    const counted = sql`counted AS (
  SELECT count(*) AS total FROM (SELECT 1 FROM search_documents WHERE ${where(holdsAny(parsed.variants))} LIMIT ${RESULT_WINDOW}) m
)`;
    // Everything in one statement (the embedded database runs one at a time, so each round trip is a wait for
    // every other request): the count up to the window, the newest title matches, the newest matches of any kind
    // (the body tier is those that are not title matches), and the page's texts.
    const recent = offset >= RESULT_WINDOW ? null : await this.monthsFor(recentDocuments(depth));
    const statement =
      offset >= RESULT_WINDOW
        ? sql`WITH ${counted} SELECT total, false AS stale, NULL AS kind, NULL AS ref_id, NULL AS tier, NULL AS title, NULL AS body FROM counted`
        : sql`WITH ${counted}, ${recentFreshCte(recent)},
${newestMatchesCte("titled", inTitle(parsed.variants), filters, depth, recent)},
${newestMatchesCte("matched", parsed.variants, filters, depth, recent)},
ranked AS (
  SELECT kind, ref_id, ${TIER_SCORE.title} AS tier, row_number() OVER (${RECENCY}) AS position FROM titled
  UNION ALL
  SELECT kind, ref_id, ${TIER_SCORE.body}, (SELECT count(*) FROM titled) + row_number() OVER (${RECENCY}) FROM matched
  WHERE (kind, ref_id) NOT IN (SELECT kind, ref_id FROM titled)
),
page AS (SELECT * FROM ranked WHERE position > ${offset} AND position <= ${offset + query.pageSize})
SELECT counted.total, NOT (SELECT ok FROM recent_fresh) AS stale, page.kind, page.ref_id, page.tier, d.title, d.body
FROM counted LEFT JOIN (page JOIN search_documents d ON d.kind = page.kind AND d.ref_id = page.ref_id) ON true
ORDER BY page.position`;
    this.observe?.(statement);
    const rows = await this.db.transaction(async (t) => {
      const tx = t as unknown as Database;
      await withBitmapScans(tx);
      return ((await tx.execute(statement)) as unknown as { rows: PageRow[] }).rows;
    });
    // published since the months were read: read them again for the next search
    if (recent !== null && rows[0]?.stale === true) this.recentMonthsCache.clear();
    return {
      total: Number(rows[0]?.total ?? 0),
      hits: rows
        .filter((row) => row.kind !== null)
        .map((row) => ({
          kind: row.kind as SearchHit["kind"],
          refId: Number(row.ref_id),
          score: Number(row.tier),
          titleHighlight: highlight(row.title!, parsed.needles),
          snippet: snippet(row.body!, parsed.needles),
        })),
    };
  }
}

type PageRow = {
  total: number | string;
  stale: boolean;
  kind: string | null;
  ref_id: number | string | null;
  tier: number | string | null;
  title: string | null;
  body: string | null;
};

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
