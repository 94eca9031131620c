import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/executor";

/** One message to each recipient a query names, in one INSERT … SELECT (however many recipients there are). */

export interface ManyMessages {
  /** A SELECT of `user_id` and `title` columns, one row per recipient (the recipients' owner builds it). */
  readonly recipients: SQL;
  readonly type: number;
  readonly content: string;
  readonly link: string;
}

/** Writes the messages in the caller's executor (its transaction); answers how many were written. */
export async function insertMessageToEach(tx: Executor, message: ManyMessages): Promise<number> {
  const result = await tx.execute(sql`
    insert into messages (user_id, type, title, content, link)
    select r.user_id, ${message.type}::smallint, r.title, ${message.content}, ${message.link}
    from (${message.recipients}) as r
    returning id`);
  return rowCount(result);
}

const rowCount = (result: unknown): number => {
  const r = result as { rows?: unknown[]; affectedRows?: number; rowCount?: number | null };
  return r.rows?.length ?? r.rowCount ?? r.affectedRows ?? 0;
};
