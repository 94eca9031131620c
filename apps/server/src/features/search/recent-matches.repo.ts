import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";

/** The month a document was published in, indexed as a term ("m:202605", UTC) so GIN can intersect by month. */
export const monthTerm = (at: Date): string =>
  `m:${at.getUTCFullYear()}${String(at.getUTCMonth() + 1).padStart(2, "0")}`;

/**
 * How many of the newest documents (at least) a search's first look covers: a query that finds enough matches among
 * them reads only those from the table, whatever the size of the catalogue; the deeper the page, the more it covers.
 */
export const recentDocuments = (depth: number): number => 2_000 * Math.max(1, Math.ceil(depth / 100));

export const keyOf = (row: { kind: string; ref_id: number | string }) => `${row.kind}:${Number(row.ref_id)}`;

const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** `terms` holds every term of one of the variants (GIN: one bitmap per variant, OR-ed). */
export const holdsAny = (variants: readonly (readonly string[])[]): SQL =>
  sql`(${sql.join(
    variants.map((v) => sql`terms @> ${textArray(v)}`),
    sql` OR `,
  )})`;

export const RECENCY = sql`ORDER BY published_at DESC, ref_id DESC, kind DESC`;

/** The recent months a search looks at first: their terms, and the newest publication time when they were read. */
export type RecentMonths = { readonly terms: readonly string[]; readonly newest: Date };

/** The publication times of the `recent`-th newest document and of the newest. */
export const recentDocumentQuery = (recent: number): SQL =>
  sql`SELECT (SELECT published_at FROM search_documents ORDER BY published_at DESC OFFSET ${recent - 1} LIMIT 1) AS start,
    (SELECT published_at FROM search_documents ORDER BY published_at DESC LIMIT 1) AS newest`;

/**
 * The months from the one holding the `recent`-th newest document to the newest one's; null when the catalogue has
 * fewer documents (then every match is read at once). Two steps down the date index, outside a search's
 * bitmap-only settings.
 */
export async function recentMonths(db: Database, recent: number): Promise<RecentMonths | null> {
  const result = (await db.execute(recentDocumentQuery(recent))) as unknown as {
    rows: { start: Date | string | null; newest: Date | string | null }[];
  };
  const row = result.rows[0];
  if (!row?.start || !row.newest) return null;
  const start = new Date(row.start);
  const newest = new Date(row.newest);
  const terms: string[] = [];
  for (let m = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1)); m <= newest; ) {
    terms.push(monthTerm(m));
    m = new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 1));
  }
  return { terms, newest };
}

/** At most this many GIN lookups (spellings × months) in a first look; a query with more reads every match. */
export const MAX_FIRST_LOOK_LOOKUPS = 240;

/**
 * `recent_fresh`: whether the recent months still hold the newest documents (nothing was published after they were
 * read, by this process or another). A step down the date index; when they are stale, every search reads all its
 * matches until the months are read again, and the caller is told (`stale`) so it reads them at once.
 */
export const recentFreshCte = (recent: RecentMonths | null): SQL =>
  recent === null
    ? sql`recent_fresh AS (SELECT false AS ok)`
    : sql`recent_fresh AS (
  SELECT NOT EXISTS (SELECT 1 FROM search_documents WHERE published_at > ${recent.newest.toISOString()}) AS ok
)`;

/**
 * A CTE named `name`: the newest `need` matches of `variants` (with `filters`), newest first. The first look ORs one
 * GIN lookup per spelling and recent month (the query's terms plus the month's term, each answered by the index
 * alone), so a common word reads only its recent matches; only when they are fewer than `need`, or the months are
 * stale, does the second look read every match (one-time filters keep the other from running). No walk from month
 * to month: one bitmap each, inside one statement. Needs `recent_fresh`.
 */
export function newestMatchesCte(
  name: string,
  variants: readonly (readonly string[])[],
  filters: readonly SQL[],
  need: number,
  recent: RecentMonths | null,
): SQL {
  const first = sql.identifier(`${name}_recent`);
  const target = sql.identifier(name);
  const where = (match: SQL) => sql.join([match, ...filters], sql` AND `);
  const looks = recent !== null && variants.length * recent.terms.length <= MAX_FIRST_LOOK_LOOKUPS;
  const recentMatch = looks
    ? holdsAny(variants.flatMap((v) => recent.terms.map((month) => [...v, month])))
    : sql`FALSE`;
  const enough = sql`(SELECT ok FROM recent_fresh) AND (SELECT count(*) FROM ${first}) >= ${need}`;
  return sql`${first} AS MATERIALIZED (
  SELECT kind, ref_id, published_at FROM search_documents WHERE ${where(recentMatch)} ${RECENCY} LIMIT ${need}
), ${target} AS (
  SELECT kind, ref_id, published_at FROM ${first} WHERE ${enough}
  UNION ALL
  (SELECT kind, ref_id, published_at FROM search_documents
    WHERE ${where(holdsAny(variants))} AND NOT (${enough}) ${RECENCY} LIMIT ${need})
)`;
}
