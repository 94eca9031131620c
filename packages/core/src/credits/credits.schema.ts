import { Schema } from "effect";
import { DateValue, IdField } from "../shared/fields.schema";
import { CREDIT_MESSAGES } from "./credits.messages";
import { CREDIT_RULES } from "./heartbeat.rules";
import { COURSE_CATEGORIES } from "./study-hours.rules";

/** 专业科目 or 公需科目. */
export const CourseCategory = Schema.Literal(...COURSE_CATEGORIES);
export type CourseCategory = typeof CourseCategory.Type;

/** A position in a lecture, in seconds: a week is far beyond any lecture. */
const MediaSecond = Schema.Number.pipe(Schema.finite(), Schema.between(0, 7 * 86_400));

/**
 * One stretch the player played at one speed. Speeds above 2× decode (the report is well formed) and earn
 * nothing; a speed of 0 or below, or above 16×, is malformed.
 */
export const HeartbeatSegment = Schema.Struct({
  from: MediaSecond,
  to: MediaSecond,
  rate: Schema.Number.pipe(Schema.greaterThan(0), Schema.lessThanOrEqualTo(16)),
}).pipe(Schema.filter((s) => s.to >= s.from, { message: () => CREDIT_MESSAGES.endBeforeStart }));
/** Media seconds played at one speed, without a jump. */
export type HeartbeatSegment = typeof HeartbeatSegment.Type;

/**
 * The player's report (the heartbeat's request body). `sentAt` is the client's epoch milliseconds; the server
 * judges by `trustedSentAt(sentAt, receivedAt)`.
 */
export const HeartbeatReport = Schema.Struct({
  deviceId: Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_-]{8,64}$/)),
  segments: Schema.Array(HeartbeatSegment).pipe(Schema.maxItems(CREDIT_RULES.maxSegmentsPerBeat)),
  sentAt: Schema.Number.pipe(Schema.int(), Schema.nonNegative()),
  visible: Schema.Boolean,
  playing: Schema.Boolean,
});
export type HeartbeatReport = typeof HeartbeatReport.Type;

/** Seconds of a lecture credited, `from` up to `to`. */
export const CreditIntervalSchema = Schema.Struct({ from: MediaSecond, to: MediaSecond }).pipe(
  Schema.filter((i) => i.to >= i.from, { message: () => CREDIT_MESSAGES.endBeforeStart }),
);

export const CREDIT_SOURCES = ["lecture", "live", "exam", "correction"] as const;
export const CreditSource = Schema.Literal(...CREDIT_SOURCES);
export type CreditSource = typeof CreditSource.Type;

const isTenth = (hours: number) => Math.abs(hours * 10 - Math.round(hours * 10)) < 1e-9;

/**
 * One row of a learner's study-hour record. The record is append-only: earned time is never updated; a
 * correction is a new row (`source: "correction"`) with its reason and the operator who made it, and only a
 * correction has them. Time-based rows carry `seconds` (watched, attended); an exam's or a correction's stated
 * 学时 are `hours` (one decimal). A lecture row keeps the media `intervals` it credited, from which completion
 * (90 % of each lecture) and the next crediting start. Only a correction may be negative.
 */
export const CreditEntry = Schema.Struct({
  id: IdField,
  userId: IdField,
  source: CreditSource,
  category: CourseCategory,
  courseId: Schema.NullOr(IdField),
  fileId: Schema.NullOr(IdField),
  liveId: Schema.NullOr(IdField),
  seconds: Schema.Number.pipe(Schema.finite()),
  hours: Schema.Number.pipe(
    Schema.finite(),
    Schema.filter(isTenth, { message: () => CREDIT_MESSAGES.statedHoursStep }),
  ),
  intervals: Schema.Array(CreditIntervalSchema),
  earnedAt: DateValue,
  reason: Schema.NullOr(Schema.String.pipe(Schema.minLength(1), Schema.maxLength(200))),
  operatorId: Schema.NullOr(IdField),
}).pipe(
  Schema.filter(
    (e) =>
      e.source === "correction"
        ? e.reason !== null && e.operatorId !== null
        : e.reason === null && e.operatorId === null && e.seconds >= 0 && e.hours >= 0,
    { message: () => CREDIT_MESSAGES.correctionFields },
  ),
);
export type CreditEntry = typeof CreditEntry.Type;

const Hours = Schema.Number.pipe(Schema.finite(), Schema.nonNegative());
const HoursByCategory = Schema.Struct({ 专业科目: Hours, 公需科目: Hours });

/** The requirement that applies to the learner: the organisation's own, or the site's default. */
export const CreditRequirementSchema = Schema.Struct({
  source: Schema.Literal("org", "site"),
  orgName: Schema.NullOr(Schema.String),
  total: Hours,
  byCategory: HoursByCategory,
});

/** One category's bar: hours earned against its minimum. */
export const CreditCategoryProgress = Schema.Struct({
  category: CourseCategory,
  hours: Hours,
  required: Hours,
  missing: Hours,
  met: Schema.Boolean,
});

/** A course, live session, exam or correction that earned hours in the year, with the last time it did. */
export const CreditSummaryItem = Schema.Struct({
  source: CreditSource,
  /** the course, live session or exam; null for a correction */
  id: Schema.NullOr(IdField),
  title: Schema.String,
  category: CourseCategory,
  hours: Schema.Number.pipe(Schema.finite()),
  earnedAt: DateValue,
  /** a correction's reason */
  reason: Schema.NullOr(Schema.String),
});

export const CertificateKind = Schema.Literal("course", "year");

/** A certificate: a course's 结业证书 or a year's 学时证明, verifiable by its serial. */
export const CreditCertificate = Schema.Struct({
  serial: Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9-]{8,64}$/)),
  kind: CertificateKind,
  title: Schema.String,
  courseId: Schema.NullOr(IdField),
  year: Schema.NullOr(Schema.Int),
  hours: Hours,
  issuedAt: DateValue,
  revoked: Schema.Boolean,
});

/** `GET /api/credits/summary?year=`: the learner's 学时档案 for one year. */
export const CreditsSummary = Schema.Struct({
  year: Schema.Int.pipe(Schema.between(2000, 2100)),
  minutesPerHour: Schema.Int.pipe(Schema.between(1, 600)),
  hours: Hours,
  requirement: CreditRequirementSchema,
  met: Schema.Boolean,
  categories: Schema.Array(CreditCategoryProgress),
  items: Schema.Array(CreditSummaryItem),
  certificates: Schema.Array(CreditCertificate),
  /** earlier years with hours, newest first */
  years: Schema.Array(Schema.Int),
});
export type CreditsSummary = typeof CreditsSummary.Type;
