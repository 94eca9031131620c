import type { AttendanceReportKind } from "@taxlearn/core";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { liveAttendanceReports } from "../../db/schema";

/** The live room's attendance reports: the only module that reads or writes `live_attendance_reports`. */

export type AttendanceReportRow = typeof liveAttendanceReports.$inferSelect;

/** The device's latest report of the session, if any. */
export const lastAttendanceReport = async (db: Executor, userId: number, liveId: number, deviceId: string) =>
  (
    await db
      .select()
      .from(liveAttendanceReports)
      .where(
        and(
          eq(liveAttendanceReports.userId, userId),
          eq(liveAttendanceReports.liveId, liveId),
          eq(liveAttendanceReports.deviceId, deviceId),
        ),
      )
      .orderBy(desc(liveAttendanceReports.receivedAt), desc(liveAttendanceReports.id))
      .limit(1)
  )[0] ?? null;

export async function insertAttendanceReport(
  db: Executor,
  row: {
    userId: number;
    liveId: number;
    deviceId: string;
    kind: AttendanceReportKind;
    receivedAt: Date;
    span: { from: Date; to: Date } | null;
  },
): Promise<void> {
  await db.insert(liveAttendanceReports).values({
    userId: row.userId,
    liveId: row.liveId,
    deviceId: row.deviceId,
    kind: row.kind,
    receivedAt: row.receivedAt,
    spanFrom: row.span?.from ?? null,
    spanTo: row.span?.to ?? null,
  });
}

/** Every stretch the session's reports vouched for, with its learner (the session's end credits them). */
export const attendanceSpansOfLive = async (db: Executor, liveId: number) =>
  (
    await db
      .select({
        userId: liveAttendanceReports.userId,
        from: liveAttendanceReports.spanFrom,
        to: liveAttendanceReports.spanTo,
      })
      .from(liveAttendanceReports)
      .where(and(eq(liveAttendanceReports.liveId, liveId), isNotNull(liveAttendanceReports.spanFrom)))
  ).flatMap((r) => (r.from && r.to ? [{ userId: r.userId, from: r.from.getTime(), to: r.to.getTime() }] : []));
