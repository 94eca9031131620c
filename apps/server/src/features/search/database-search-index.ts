import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { searchDocuments } from "../../db/schema";
import { articleIdsWithValidity } from "../regulation/validity-sql";
import { queryTermsOf, termsOf } from "./chinese-terms";
import { highlight, snippet } from "./highlight";
import type { SearchDocument, SearchHit, SearchIndex, SearchKind, SearchQuery } from "./search-index";

export const textArray = (values: readonly string[]) =>
  values.length === 0
    ? sql`ARRAY[]::text[]`
    : sql`ARRAY[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`;

/** How many distinct query terms a document must contain: all of them for short queries, 70% for long ones. */
export const requiredCoverage = (termCount: number): number =>
  termCount <= 3 ? termCount : Math.ceil(termCount * 0.7);

type Row = {
  kind: SearchKind;
  ref_id: number;
  title: string;
  body: string;
  score: number | string;
  total: number | string;
};

/** The default SearchIndex: term arrays with GIN indexes in the search_documents table. */
export class DatabaseSearchIndex implements SearchIndex {
  constructor(private readonly db: Database) {}

  async upsert(documents: readonly SearchDocument[]): Promise<void> {
    for (let i = 0; i < documents.length; i += 200) {
      const rows = documents.slice(i, i + 200).map((d) => ({
        kind: d.kind,
        refId: d.refId,
        title: d.title,
        body: d.body,
        titleTerms: termsOf(d.title),
        bodyTerms: termsOf(d.body),
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
            categoryId: sql`excluded.category_id`,
            productType: sql`excluded.product_type`,
            publishedAt: sql`excluded.published_at`,
          },
        });
    }
  }

  async remove(kind: SearchKind, refId: number): Promise<void> {
    await this.db.delete(searchDocuments).where(and(eq(searchDocuments.kind, kind), eq(searchDocuments.refId, refId)));
  }

  async search(query: SearchQuery): Promise<{ hits: SearchHit[]; total: number }> {
    const { terms, needles, phrase } = queryTermsOf(query.text);
    if (phrase === "") return { hits: [], total: 0 };
    const singleChar = terms.every((t) => t.startsWith("u:"));
    const q = textArray(terms);
    const filters = [
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
    const match = singleChar
      ? sql`(strpos(lower(title), ${phrase}) > 0 OR strpos(lower(body), ${phrase}) > 0)`
      : sql`(title_terms && ${q} OR body_terms && ${q})`;
    const where = sql.join([match, ...filters], sql` AND `);
    const coverage = singleChar ? 0 : requiredCoverage(terms.length);
    // Title matches weigh ten times body matches; whole words twice bigrams; the full phrase in the title wins.
    const result = await this.db.execute(sql`
      WITH candidates AS (
        SELECT kind, ref_id, title, body, published_at,
          (SELECT count(*) FROM unnest(title_terms) t WHERE t = ANY(${q}) ) AS title_hits,
          (SELECT count(*) FROM unnest(title_terms) t WHERE t = ANY(${q}) AND t LIKE 'w:%') AS title_words,
          (SELECT count(*) FROM unnest(body_terms) t WHERE t = ANY(${q})) AS body_hits,
          (SELECT count(DISTINCT t) FROM unnest(title_terms || body_terms) t WHERE t = ANY(${q})) AS covered,
          (strpos(lower(title), ${phrase}) > 0) AS title_phrase
        FROM search_documents WHERE ${where}
      )
      SELECT kind, ref_id, title, body,
        (CASE WHEN title_phrase THEN 1000 ELSE 0 END) + title_hits * 10 + title_words * 10 + body_hits AS score,
        count(*) OVER () AS total
      FROM candidates
      WHERE covered >= ${coverage}
      ORDER BY score DESC, published_at DESC, ref_id ASC
      LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}
    `);
    const rows = (result as unknown as { rows: Row[] }).rows;
    let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
    if (rows.length === 0 && query.page > 1) total = await this.count(where, coverage, q);
    return {
      total,
      hits: rows.map((row) => ({
        kind: row.kind,
        refId: Number(row.ref_id),
        score: Number(row.score),
        titleHighlight: highlight(row.title, needles),
        snippet: snippet(row.body, needles),
      })),
    };
  }

  /** Total when the requested page is past the end (no row carries the window count). */
  private async count(where: ReturnType<typeof sql>, coverage: number, q: ReturnType<typeof sql>): Promise<number> {
    const result = await this.db.execute(sql`
      SELECT count(*) AS n FROM search_documents
      WHERE ${where} AND (SELECT count(DISTINCT t) FROM unnest(title_terms || body_terms) t WHERE t = ANY(${q})) >= ${coverage}
    `);
    return Number((result as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);
  }
}
