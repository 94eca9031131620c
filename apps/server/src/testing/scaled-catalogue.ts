import { sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { ARTICLE_TYPES } from "../db/reference-data/article-types";
import * as schema from "../db/schema";
import { generateCatalogue } from "../db/seed/catalogue.seed";
import { scaledCopies } from "../db/seed/scale.seed";
import { richTextToPlain } from "../features/catalogue/rich-text";
import { DatabaseSearchIndex } from "../features/search/database-search-index.repo";

/**
 * Grows a seeded database's catalogue (seeded on `now`) to `scale` times its size, as SEED_SCALE does on a first start: the
 * scaled copies of courses and articles and their search documents (the scale tests measure plans and statement
 * counts on the catalogue size the benchmark uses, without a minutes-long full seed per file). Returns how many
 * search documents there are afterwards.
 */
export async function growCatalogue(db: Database, now: Date, scale: number): Promise<number> {
  const catalogue = generateCatalogue(now);
  const copies = scaledCopies(catalogue, scale);
  const insert = async <T>(table: Parameters<Database["insert"]>[0], rows: readonly T[]) => {
    for (let i = 0; i < rows.length; i += 500) await db.insert(table).values(rows.slice(i, i + 500) as never);
  };
  await insert(schema.courses, copies.courses);
  await insert(schema.courseLecturers, copies.courseLecturers);
  await insert(schema.articles, copies.articles);
  await insert(schema.policyMetadata, copies.policyMetadata);
  // GIN indexes are built far faster in one pass than entry by entry (a row holds hundreds of terms): drop them
  // around the load and build them again from their own definitions
  const gin = (
    (await db.execute(
      sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'search_documents' AND indexdef LIKE '%USING gin%'`,
    )) as unknown as { rows: { indexname: string; indexdef: string }[] }
  ).rows;
  for (const index of gin) await db.execute(sql.raw(`DROP INDEX ${index.indexname}`));
  await new DatabaseSearchIndex(db).upsert([
    ...copies.courses.map((c) => ({
      kind: "course" as const,
      refId: c.id,
      title: c.title,
      body: `${c.productInfo} ${c.keyword.replaceAll(",", " ")}`,
      categoryId: c.categoryId,
      productType: c.productType,
      publishedAt: c.createdAt,
    })),
    ...copies.articles.map((a) => ({
      kind: a.type >= ARTICLE_TYPES.caseInspect ? ("case" as const) : ("policy" as const),
      refId: a.id,
      title: a.title,
      body: richTextToPlain(a.contentHtml),
      categoryId: a.categoryId,
      productType: null,
      publishedAt: a.publishedAt,
    })),
  ]);
  await db.execute(sql`SET maintenance_work_mem = '256MB'`);
  for (const index of gin) await db.execute(sql.raw(index.indexdef));
  await db.execute(sql`RESET maintenance_work_mem`);
  await db.execute(sql`ANALYZE`);
  const result = (await db.execute(sql`SELECT count(*)::int AS n FROM search_documents`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}
