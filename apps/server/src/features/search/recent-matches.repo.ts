import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";

/** The month a document was published in, indexed as a term ("m:202605", UTC) so GIN can intersect by month. */
export const monthTerm = (at: Date): string =>
  `m:${at.getUTCFullYear()}${String(at.getUTCMonth() + 1).padStart(2, "0")}`;

/** How far back a month walk goes before it gives up (the caller then reads every match once). */
export const MONTHS_WALKED = 240;

export type MatchKey = { kind: string; ref_id: number; published_at: Date | string };
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

/**
 * The newest `need` matches, newest first, skipping `skip`, read month by month from `newest` backwards: each month
 * is one GIN lookup of the query's terms plus the month's term, so a word found in most documents reads only the
 * last months' matches instead of all of them. Null when MONTHS_WALKED months did not hold enough.
 */
export async function newestByMonth(
  tx: Database,
  variants: readonly (readonly string[])[],
  filters: readonly SQL[],
  need: number,
  newest: Date,
  skip: ReadonlySet<string>,
): Promise<MatchKey[] | null> {
  const found: MatchKey[] = [];
  for (let m = 0; m < MONTHS_WALKED && found.length < need; m++) {
    const month = monthTerm(new Date(Date.UTC(newest.getUTCFullYear(), newest.getUTCMonth() - m, 1)));
    const inMonth = holdsAny(variants.map((v) => [...v, month]));
    const result = await tx.execute(sql`
      SELECT kind, ref_id, published_at FROM search_documents WHERE ${sql.join([inMonth, ...filters], sql` AND `)}
      ${RECENCY} LIMIT ${need - found.length + skip.size}`);
    for (const row of (result as unknown as { rows: MatchKey[] }).rows) {
      if (found.length < need && !skip.has(keyOf(row))) found.push(row);
    }
  }
  return found.length >= need ? found : null;
}
