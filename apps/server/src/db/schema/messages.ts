import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * A message to one learner (spec §3 message): order updates, answers to their questions, course reminders, system
 * notices. `type` is core's MESSAGE_TYPES value; `link` is a site path the message opens, or empty. `read_at` null
 * means unread; the partial index serves the side toolbar's unread count without reading read messages.
 */
export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: smallint("type").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    link: text("link").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    index("messages_user_type_idx").on(t.userId, t.type, t.id),
    index("messages_user_idx").on(t.userId, t.id),
    index("messages_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
