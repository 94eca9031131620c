import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** Media seconds credited, `from` up to `to`. */
export interface StoredCreditInterval {
  readonly from: number;
  readonly to: number;
}

/** One stretch a heartbeat reported, as the player sent it. */
export interface StoredHeartbeatSegment {
  readonly from: number;
  readonly to: number;
  readonly rate: number;
}

/**
 * The learner's study-hour record, append-only: a database trigger refuses UPDATE (migration 0036). Earned time is
 * never changed; a correction is a new row with its reason and the operator. The title is the course's, live
 * session's or exam's as it was when the row was written, so the record reads the same after a rename.
 */
export const creditEntries = pgTable(
  "credit_entries",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** lecture, live, exam or correction (core's CREDIT_SOURCES). */
    source: text("source").notNull(),
    /** 专业科目 or 公需科目. */
    category: text("category").notNull(),
    courseId: integer("course_id"),
    fileId: integer("file_id"),
    liveId: integer("live_id"),
    examPaperId: integer("exam_paper_id"),
    title: text("title").notNull(),
    /** Watched or attended seconds (negative only in a correction). */
    seconds: doublePrecision("seconds").notNull().default(0),
    /** Stated 学时 in tenths (an exam's, a correction's). */
    hoursTenths: integer("hours_tenths").notNull().default(0),
    /** The lecture seconds this row credited (a lecture row only). */
    intervals: jsonb("intervals").$type<StoredCreditInterval[]>().notNull().default([]),
    earnedAt: timestamp("earned_at", { withTimezone: true }).notNull(),
    reason: text("reason"),
    operatorId: integer("operator_id"),
  },
  (t) => [
    index("credit_entries_user_idx").on(t.userId, t.earnedAt),
    index("credit_entries_user_file_idx").on(t.userId, t.fileId),
    // a passed exam is credited once, however often its result is written
    uniqueIndex("credit_entries_exam_key").on(t.userId, t.examPaperId).where(sql`${t.examPaperId} is not null`),
    // a live session's attendance is credited once, however often its end is processed
    uniqueIndex("credit_entries_live_key").on(t.userId, t.liveId).where(sql`${t.source} = 'live'`),
  ],
);

/**
 * The player's reports as received, kept for judging the next ones (a device's pace, a second device) and for
 * answering a resent report exactly as the first time (unique per user, device and the client's sentAt).
 */
export const creditHeartbeats = pgTable(
  "credit_heartbeats",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fileId: integer("file_id").notNull(),
    deviceId: text("device_id").notNull(),
    /** The client's sentAt as sent (epoch ms): the retry key. */
    claimedSentAt: bigint("claimed_sent_at", { mode: "number" }).notNull(),
    /** The time the rule judged the report by (core's trustedSentAt), epoch ms. */
    sentAt: bigint("sent_at", { mode: "number" }).notNull(),
    segments: jsonb("segments").$type<StoredHeartbeatSegment[]>().notNull(),
    visible: boolean("visible").notNull(),
    playing: boolean("playing").notNull(),
    /** Why it earned nothing (core's BeatRefusal), null when it was judged fair. */
    refusal: text("refusal"),
    creditedSeconds: doublePrecision("credited_seconds").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("credit_heartbeats_retry_key").on(t.userId, t.deviceId, t.claimedSentAt),
    index("credit_heartbeats_user_idx").on(t.userId, t.sentAt),
  ],
);

/** 学时 of each category in tenths. */
export interface StoredCategoryTenths {
  readonly 专业科目: number;
  readonly 公需科目: number;
}

/**
 * Certificates: a course's 结业证书 (one per learner and course) and a year's 学时证明 (a new one when the year's hours
 * changed). The serial is 128 random bits; revocation keeps the row, with who revoked it and why.
 */
export const creditCertificates = pgTable(
  "credit_certificates",
  {
    id: serial("id").primaryKey(),
    serial: text("serial").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** course or year. */
    kind: text("kind").notNull(),
    courseId: integer("course_id"),
    year: integer("year"),
    title: text("title").notNull(),
    hoursTenths: integer("hours_tenths").notNull(),
    byCategory: jsonb("by_category").$type<StoredCategoryTenths>().notNull(),
    /** The learner's name when issued. */
    holderName: text("holder_name").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokeReason: text("revoke_reason"),
    revokedBy: integer("revoked_by"),
  },
  (t) => [
    index("credit_certificates_user_idx").on(t.userId, t.issuedAt),
    uniqueIndex("credit_certificates_course_key").on(t.userId, t.courseId).where(sql`${t.kind} = 'course'`),
  ],
);

/**
 * The live room player's attendance reports as the server received them (core's AttendanceReport): `kind` start,
 * beat or stop, `received_at` the server's clock. `span_from`/`span_to` is the stretch the report vouched for
 * (core's attendanceSpan against the device's previous report), null when it vouched for none. When the session
 * ends, each learner's spans, united and clipped to the live window, become one `credit_entries` row.
 */
export const liveAttendanceReports = pgTable(
  "live_attendance_reports",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    liveId: integer("live_id").notNull(),
    deviceId: text("device_id").notNull(),
    kind: text("kind").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    spanFrom: timestamp("span_from", { withTimezone: true }),
    spanTo: timestamp("span_to", { withTimezone: true }),
  },
  (t) => [
    // a device's previous report
    index("live_attendance_device_idx").on(t.userId, t.liveId, t.deviceId, t.receivedAt),
    // a session's spans at its end
    index("live_attendance_live_idx").on(t.liveId, t.userId),
  ],
);
