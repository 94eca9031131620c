import { MESSAGE_TYPES } from "@taxlearn/core";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { SUBSCRIPTION_TEXTS } from "./subscriptions.messages";

/** Newly published content, as its subscribers hear of it. */
export interface PublishedContent {
  /** What it is, in the message title: 政策, 案例, 课程. */
  readonly kindLabel: string;
  readonly title: string;
  /** The site path the message opens. */
  readonly link: string;
  /** The categories it belongs to (its policy category and its course topic …), each with its name. */
  readonly categories: readonly { readonly id: number; readonly name: string }[];
}

/**
 * Tells every learner subscribed to one of the content's categories, once each (a learner subscribed to both the
 * topic and the policy category gets one message, naming the first category of the list they follow). Pass the
 * transaction that publishes the content: the messages exist exactly when the content does. One INSERT … SELECT
 * over the subscriptions' category index, however many subscribers there are. Answers how many were told.
 */
export async function notifySubscribers(tx: Executor, content: PublishedContent): Promise<number> {
  if (content.categories.length === 0) return 0;
  const ids = content.categories.map((c) => c.id);
  // the category's rank in the list picks which name a learner subscribed to several of them reads
  const ranked = sql.join(
    content.categories.map(
      (c, rank) =>
        sql`(${c.id}::int, ${rank}::int, ${SUBSCRIPTION_TEXTS.newContentTitle(content.kindLabel, c.name)}::text)`,
    ),
    sql`, `,
  );
  const result = await tx.execute(sql`
    insert into messages (user_id, type, title, content, link)
    select distinct on (s.user_id) s.user_id, ${MESSAGE_TYPES.course.value}::smallint, r.title,
           ${SUBSCRIPTION_TEXTS.newContentBody(content.title)}, ${content.link}
    from subscriptions s
    join (values ${ranked}) as r(category_id, rank, title) on r.category_id = s.category_id
    where s.category_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by s.user_id, r.rank
    returning id`);
  return rowCount(result);
}

const rowCount = (result: unknown): number => {
  const r = result as { rows?: unknown[]; affectedRows?: number; rowCount?: number | null };
  return r.rows?.length ?? r.rowCount ?? r.affectedRows ?? 0;
};
