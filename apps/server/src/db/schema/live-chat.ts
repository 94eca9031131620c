import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { liveSessions } from "./catalogue";

/**
 * A message in a live session's chat: plain text as typed (trimmed, 1–200 characters). `from_lecturer` is fixed when
 * sent (the session's lecturer's account), so the highlight survives a later change of lecturer accounts.
 */
export const liveChatMessages = pgTable(
  "live_chat_messages",
  {
    id: serial("id").primaryKey(),
    liveId: integer("live_id")
      .notNull()
      .references(() => liveSessions.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    fromLecturer: boolean("from_lecturer").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    // history on join: the latest N of one session
    index("live_chat_messages_live_idx").on(t.liveId, t.id),
    // the rate limit counts one account's recent messages in one session
    index("live_chat_messages_sender_idx").on(t.liveId, t.userId, t.createdAt),
  ],
);

/** An account muted in one session by its lecturer or staff; deleting the row unmutes. */
export const liveChatMutes = pgTable(
  "live_chat_mutes",
  {
    liveId: integer("live_id")
      .notNull()
      .references(() => liveSessions.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mutedBy: integer("muted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.liveId, t.userId] })],
);

/**
 * A 课程提醒 sent for a booking: `soon` (30 minutes before the start) or `started` (when it goes live). The primary
 * key is what makes each reminder go out exactly once, whichever process and however many restarts: the row and the
 * learner's message are written in one transaction.
 */
export const liveReminders = pgTable(
  "live_reminders",
  {
    liveId: integer("live_id")
      .notNull()
      .references(() => liveSessions.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"soon" | "started">().notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.liveId, t.userId, t.kind] })],
);
