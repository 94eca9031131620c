import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { SearchDocument, SearchKind } from "./search-index";

/** A search document as the in-memory index keeps it, with the version of its row. */
export interface StoredDocument extends SearchDocument {
  /** The row's `xmin`: every insert or update of the row gives it a new one. */
  readonly version: string;
}

type Row = {
  kind: string;
  ref_id: number | string;
  title: string;
  body: string;
  category_id: number | string | null;
  product_type: number | string | null;
  published_at: Date | string;
  version: string;
};

const documentOf = (row: Row): StoredDocument => ({
  kind: row.kind as SearchKind,
  refId: Number(row.ref_id),
  title: row.title,
  body: row.body,
  categoryId: row.category_id === null ? null : Number(row.category_id),
  productType: row.product_type === null ? null : Number(row.product_type),
  publishedAt: new Date(row.published_at),
  version: row.version,
});

const COLUMNS = sql`kind, ref_id, title, body, category_id, product_type, published_at, xmin::text AS version`;

/**
 * The documents after `after` in primary-key order, `limit` at a time (the index is read in batches at start, so the
 * embedded database's single connection is never held by one long read).
 */
export async function documentsAfter(
  db: Database,
  after: { kind: string; refId: number } | null,
  limit: number,
): Promise<StoredDocument[]> {
  const from = after === null ? sql`TRUE` : sql`(kind, ref_id) > (${after.kind}, ${after.refId})`;
  const result = await db.execute(
    sql`SELECT ${COLUMNS} FROM search_documents WHERE ${from} ORDER BY kind, ref_id LIMIT ${limit}`,
  );
  return (result as unknown as { rows: Row[] }).rows.map(documentOf);
}

/** Every document's key and row version (no texts): what changed since the index was read. */
export async function documentVersions(db: Database): Promise<{ kind: SearchKind; refId: number; version: string }[]> {
  const result = await db.execute(sql`SELECT kind, ref_id, xmin::text AS version FROM search_documents`);
  const rows = (result as unknown as { rows: { kind: string; ref_id: number | string; version: string }[] }).rows;
  return rows.map((r) => ({ kind: r.kind as SearchKind, refId: Number(r.ref_id), version: r.version }));
}

/** These documents (by key) as they are now; a key without a row is left out. */
export async function documentsByKeys(
  db: Database,
  keys: readonly { kind: string; refId: number }[],
): Promise<StoredDocument[]> {
  const found: StoredDocument[] = [];
  for (let i = 0; i < keys.length; i += 500) {
    const pairs = sql.join(
      keys.slice(i, i + 500).map((k) => sql`(${k.kind}, ${k.refId}::int)`),
      sql`, `,
    );
    const result = await db.execute(sql`SELECT ${COLUMNS} FROM search_documents WHERE (kind, ref_id) IN (${pairs})`);
    found.push(...(result as unknown as { rows: Row[] }).rows.map(documentOf));
  }
  return found;
}

export const documentKey = (kind: string, refId: number): string => `${kind}:${refId}`;
