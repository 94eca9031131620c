import { index, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { liveSessions } from "./catalogue";

/**
 * A learner's booking (报名预约) of a live session that has not started. One row per learner and session: the
 * primary key makes booking twice a no-op and serves "which of these sessions did this learner book".
 */
export const liveBookings = pgTable(
  "live_bookings",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    liveId: integer("live_id")
      .notNull()
      .references(() => liveSessions.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.liveId] }),
    // a session's booked learners (reminders)
    index("live_bookings_live_idx").on(t.liveId),
  ],
);
