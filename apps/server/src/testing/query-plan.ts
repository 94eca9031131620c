import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/database";

/**
 * The plan of a query with sequential scans priced out: a usable index is then always chosen, so an index test does
 * not depend on table sizes or statistics. SET LOCAL keeps the setting inside this transaction (and pool connection).
 */
export async function planWithoutSeqScans(db: Database, query: { getSQL(): SQL }): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql`explain ${query}`);
    // both drivers answer { rows }; one text column ("QUERY PLAN") per plan line
    const { rows } = result as unknown as { rows: Record<string, string>[] };
    return rows.map((row) => Object.values(row)[0]).join("\n");
  });
}
