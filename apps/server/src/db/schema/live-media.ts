import { boolean, integer, pgTable, primaryKey, real, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { courses, liveSessions } from "./catalogue";

/**
 * The media side of a live session: its RTMP stream key (secret, shown to its lecturer only, rotatable), who may
 * watch (`course_id` null: everyone; otherwise buyers of that course and active VIPs, as for its lectures), and the
 * replay once it has ended. A row is made on first need (seed, studio, publish), so sessions without one are free
 * and have no key yet.
 */
export const liveMedia = pgTable("live_media", {
  liveId: integer("live_id")
    .primaryKey()
    .references(() => liveSessions.id, { onDelete: "cascade" }),
  streamKey: text("stream_key").notNull().unique(),
  /** What the detail page says about the session (plain text). */
  description: text("description").notNull().default(""),
  courseId: integer("course_id").references(() => courses.id),
  /** Where the replay's VOD playlist is served (`/media/…`); null while there is none. */
  replayUrl: text("replay_url"),
  replaySeconds: real("replay_seconds"),
  /** The stream ended by a failure (transcoder given up, server restart) rather than by the publisher stopping. */
  interrupted: boolean("interrupted").notNull().default(false),
  wentLiveAt: timestamp("went_live_at", { withTimezone: true }),
  endedAt: timestamp("ended_at", { withTimezone: true }),
});

/** A learner's resume position in a session's replay (one row per learner and session, like a lecture's). */
export const liveReplayProgress = pgTable(
  "live_replay_progress",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    liveId: integer("live_id")
      .notNull()
      .references(() => liveSessions.id, { onDelete: "cascade" }),
    positionSeconds: real("position_seconds").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.liveId] })],
);
