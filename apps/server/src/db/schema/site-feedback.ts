import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * Feedback about the site from /feedback (course ratings live elsewhere). `content` is plain text: HTML is
 * stripped before storing. `clientHash` is a SHA-256 of the client address, kept for the per-client rate limit
 * without storing the address itself.
 */
export const siteFeedback = pgTable(
  "site_feedback",
  {
    id: serial("id").primaryKey(),
    type: text("type").notNull(),
    star: integer("star"),
    content: text("content").notNull(),
    contact: text("contact"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    orgId: integer("org_id"),
    clientHash: text("client_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("site_feedback_client_idx").on(t.clientHash, t.createdAt),
    index("site_feedback_user_idx").on(t.userId),
    index("site_feedback_created_idx").on(t.createdAt),
  ],
);
