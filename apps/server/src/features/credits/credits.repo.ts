import type { CourseCategory, CreditSource } from "@taxlearn/core";
import { and, asc, desc, eq, gte, inArray, isNull, lt, max, sql } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import {
  creditCertificates,
  creditEntries,
  creditHeartbeats,
  type StoredCategoryTenths,
  type StoredCreditInterval,
  type StoredHeartbeatSegment,
} from "../../db/schema";

/** The learner's study-hour record and certificates: the only module that reads or writes their tables. */

export type CreditEntryRow = typeof creditEntries.$inferSelect;
export type CertificateRow = typeof creditCertificates.$inferSelect;
export type HeartbeatRow = typeof creditHeartbeats.$inferSelect;

/** A new row of the record. The ledger is append-only: there is no update function, and the database refuses one. */
export interface NewCreditEntry {
  readonly userId: number;
  readonly source: CreditSource;
  readonly category: CourseCategory;
  readonly courseId?: number | null;
  readonly fileId?: number | null;
  readonly liveId?: number | null;
  readonly examPaperId?: number | null;
  readonly title: string;
  readonly seconds?: number;
  readonly hoursTenths?: number;
  readonly intervals?: readonly StoredCreditInterval[];
  readonly earnedAt: Date;
  readonly reason?: string | null;
  readonly operatorId?: number | null;
}

/** Appends a row; null when it was already there (an exam paper is credited once). */
export async function appendCreditEntry(db: Executor, entry: NewCreditEntry): Promise<CreditEntryRow | null> {
  const rows = await db
    .insert(creditEntries)
    .values({
      userId: entry.userId,
      source: entry.source,
      category: entry.category,
      courseId: entry.courseId ?? null,
      fileId: entry.fileId ?? null,
      liveId: entry.liveId ?? null,
      examPaperId: entry.examPaperId ?? null,
      title: entry.title,
      seconds: entry.seconds ?? 0,
      hoursTenths: entry.hoursTenths ?? 0,
      intervals: [...(entry.intervals ?? [])],
      earnedAt: entry.earnedAt,
      reason: entry.reason ?? null,
      operatorId: entry.operatorId ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

/** Every interval of a lecture credited to the learner so far. */
export async function creditedIntervalsOf(
  db: Executor,
  userId: number,
  fileId: number,
): Promise<StoredCreditInterval[]> {
  const rows = await db
    .select({ intervals: creditEntries.intervals })
    .from(creditEntries)
    .where(
      and(eq(creditEntries.userId, userId), eq(creditEntries.fileId, fileId), eq(creditEntries.source, "lecture")),
    );
  return rows.flatMap((r) => r.intervals);
}

/** The intervals credited per lecture of a course, by file id. */
export async function creditedIntervalsOfCourse(
  db: Executor,
  userId: number,
  courseId: number,
): Promise<Map<number, StoredCreditInterval[]>> {
  const rows = await db
    .select({ fileId: creditEntries.fileId, intervals: creditEntries.intervals })
    .from(creditEntries)
    .where(
      and(eq(creditEntries.userId, userId), eq(creditEntries.courseId, courseId), eq(creditEntries.source, "lecture")),
    );
  const byFile = new Map<number, StoredCreditInterval[]>();
  for (const row of rows) {
    if (row.fileId === null) continue;
    byFile.set(row.fileId, [...(byFile.get(row.fileId) ?? []), ...row.intervals]);
  }
  return byFile;
}

/** Seconds credited to the learner's lectures of a course, every lecture row added up. */
export async function courseLectureSeconds(db: Executor, userId: number, courseId: number): Promise<number> {
  const rows = await db
    .select({ seconds: sql<number>`coalesce(sum(${creditEntries.seconds}), 0)::float8` })
    .from(creditEntries)
    .where(
      and(eq(creditEntries.userId, userId), eq(creditEntries.courseId, courseId), eq(creditEntries.source, "lecture")),
    );
  return Number(rows[0]?.seconds ?? 0);
}

/** The rows of one learner earned in [from, to). */
export const creditEntriesBetween = (db: Executor, userId: number, from: Date, to: Date) =>
  db
    .select()
    .from(creditEntries)
    .where(and(eq(creditEntries.userId, userId), gte(creditEntries.earnedAt, from), lt(creditEntries.earnedAt, to)))
    .orderBy(asc(creditEntries.earnedAt), asc(creditEntries.id));

/**
 * The rows of several learners earned in [from, to), for reports over many learners (an organisation's members):
 * one query, grouped by the caller.
 */
export const creditEntriesOfLearners = (db: Executor, userIds: readonly number[], from: Date, to: Date) =>
  userIds.length === 0
    ? Promise.resolve([] as CreditEntryRow[])
    : db
        .select()
        .from(creditEntries)
        .where(
          and(
            inArray(creditEntries.userId, [...userIds]),
            gte(creditEntries.earnedAt, from),
            lt(creditEntries.earnedAt, to),
          ),
        )
        .orderBy(asc(creditEntries.userId), asc(creditEntries.earnedAt));

/** The last moment each of several learners earned anything (any year), for an organisation's report. */
export const lastCreditMoments = async (db: Executor, userIds: readonly number[]): Promise<Map<number, Date>> =>
  userIds.length === 0
    ? new Map()
    : new Map(
        (
          await db
            .select({ userId: creditEntries.userId, at: max(creditEntries.earnedAt) })
            .from(creditEntries)
            .where(inArray(creditEntries.userId, [...userIds]))
            .groupBy(creditEntries.userId)
        ).flatMap((r) => (r.at ? [[r.userId, r.at] as const] : [])),
      );

/** The moments of every row of the learner (the summary's list of years is computed from them in Beijing time). */
export const creditMoments = async (db: Executor, userId: number): Promise<Date[]> =>
  (
    await db.select({ earnedAt: creditEntries.earnedAt }).from(creditEntries).where(eq(creditEntries.userId, userId))
  ).map((r) => r.earnedAt);

// ---- heartbeats ----

export const findHeartbeat = async (db: Executor, userId: number, deviceId: string, claimedSentAt: number) =>
  (
    await db
      .select()
      .from(creditHeartbeats)
      .where(
        and(
          eq(creditHeartbeats.userId, userId),
          eq(creditHeartbeats.deviceId, deviceId),
          eq(creditHeartbeats.claimedSentAt, claimedSentAt),
        ),
      )
      .limit(1)
  )[0] ?? null;

/** The learner's reports judged at or after `sinceMs` (every lecture). */
export const heartbeatsSince = (db: Executor, userId: number, sinceMs: number) =>
  db
    .select()
    .from(creditHeartbeats)
    .where(and(eq(creditHeartbeats.userId, userId), gte(creditHeartbeats.sentAt, sinceMs)))
    .orderBy(asc(creditHeartbeats.sentAt), asc(creditHeartbeats.id));

export async function insertHeartbeat(
  db: Executor,
  row: {
    userId: number;
    fileId: number;
    deviceId: string;
    claimedSentAt: number;
    sentAt: number;
    segments: readonly StoredHeartbeatSegment[];
    visible: boolean;
    playing: boolean;
    refusal: string | null;
    creditedSeconds: number;
    receivedAt: Date;
  },
): Promise<void> {
  await db.insert(creditHeartbeats).values({ ...row, segments: [...row.segments] });
}

// ---- certificates ----

export interface NewCertificate {
  readonly serial: string;
  readonly userId: number;
  readonly kind: "course" | "year";
  readonly courseId: number | null;
  readonly year: number | null;
  readonly title: string;
  readonly hoursTenths: number;
  readonly byCategory: StoredCategoryTenths;
  readonly holderName: string;
  readonly issuedAt: Date;
}

/** Issues a certificate; null when the learner already has this course's (one 结业证书 per course). */
export async function insertCertificate(db: Executor, certificate: NewCertificate): Promise<CertificateRow | null> {
  const rows = await db.insert(creditCertificates).values(certificate).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export const findCertificate = async (db: Executor, serial: string) =>
  (await db.select().from(creditCertificates).where(eq(creditCertificates.serial, serial)).limit(1))[0] ?? null;

export const courseCertificateOf = async (db: Executor, userId: number, courseId: number) =>
  (
    await db
      .select()
      .from(creditCertificates)
      .where(
        and(
          eq(creditCertificates.userId, userId),
          eq(creditCertificates.kind, "course"),
          eq(creditCertificates.courseId, courseId),
        ),
      )
      .limit(1)
  )[0] ?? null;

/** The learner's certificates, newest first. */
export const certificatesOf = (db: Executor, userId: number) =>
  db
    .select()
    .from(creditCertificates)
    .where(eq(creditCertificates.userId, userId))
    .orderBy(desc(creditCertificates.issuedAt), desc(creditCertificates.id));

/** The certificates of several learners issued in [from, to), for an organisation's report. */
export const certificatesOfLearners = (db: Executor, userIds: readonly number[], from: Date, to: Date) =>
  userIds.length === 0
    ? Promise.resolve([] as CertificateRow[])
    : db
        .select()
        .from(creditCertificates)
        .where(
          and(
            inArray(creditCertificates.userId, [...userIds]),
            gte(creditCertificates.issuedAt, from),
            lt(creditCertificates.issuedAt, to),
          ),
        )
        .orderBy(asc(creditCertificates.userId), desc(creditCertificates.issuedAt));

/** The newest valid 学时证明 of the learner's year, if any. */
export const latestYearCertificate = async (db: Executor, userId: number, year: number) =>
  (
    await db
      .select()
      .from(creditCertificates)
      .where(
        and(
          eq(creditCertificates.userId, userId),
          eq(creditCertificates.kind, "year"),
          eq(creditCertificates.year, year),
          isNull(creditCertificates.revokedAt),
        ),
      )
      .orderBy(desc(creditCertificates.issuedAt), desc(creditCertificates.id))
      .limit(1)
  )[0] ?? null;

/** Marks a certificate revoked (the row stays, verifiable as revoked); null when unknown or already revoked. */
export async function revokeCertificate(
  db: Executor,
  serial: string,
  revoke: { reason: string; operatorId: number; at: Date },
): Promise<CertificateRow | null> {
  const rows = await db
    .update(creditCertificates)
    .set({ revokedAt: revoke.at, revokeReason: revoke.reason, revokedBy: revoke.operatorId })
    .where(and(eq(creditCertificates.serial, serial), isNull(creditCertificates.revokedAt)))
    .returning();
  return rows[0] ?? null;
}
