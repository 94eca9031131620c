import type { LiveHeartbeatData } from "@taxlearn/api";
import {
  type AttendanceReportKind,
  attendanceSpan,
  attendedSeconds,
  LIVE_STATUS,
  type LiveId,
  type LiveWindow,
} from "@taxlearn/core";
import { type Executor, lockForTransaction } from "../../db/executor";
import { fail, type Outcome, ok } from "../../http/outcome";
import type { ServerContext } from "../../server-context";
import { liveStatusForShare } from "../live/live.repo";
import type { CreditDeps } from "./credit-deps";
import { CREDITS_MESSAGES } from "./credits.messages";
import * as repo from "./live-attendance.repo";
import { creditLiveAttendance } from "./live-credit";

/**
 * One report of the live room's player while a session is live, for a learner who may watch it. Timed by the
 * server's clock: the stretch since the device's previous report (core's attendanceSpan) is kept with the report,
 * credited when the session ends. In one transaction, serialised per learner, holding the session's row so the
 * transaction that ends it sees every report written before.
 */
export async function recordLiveHeartbeat(
  server: ServerContext,
  deps: CreditDeps,
  userId: number,
  liveId: LiveId,
  report: { deviceId: string; kind: AttendanceReportKind },
): Promise<Outcome<LiveHeartbeatData>> {
  const access = await deps.liveFor(userId, liveId);
  if (!access.ok) return access;
  return server.db.transaction(async (tx) => {
    await lockForTransaction(tx, `credits:${userId}`);
    const session = await liveStatusForShare(tx, liveId);
    if (!session) return fail(404, CREDITS_MESSAGES.liveNotFound);
    if (session.status !== LIVE_STATUS.live)
      return fail(
        409,
        session.status === LIVE_STATUS.notStarted ? CREDITS_MESSAGES.liveNotStarted : CREDITS_MESSAGES.liveEnded,
      );
    const now = server.clock();
    const previous = await repo.lastAttendanceReport(tx, userId, liveId, report.deviceId);
    const span = attendanceSpan(
      previous && {
        deviceId: previous.deviceId,
        kind: previous.kind as AttendanceReportKind,
        at: previous.receivedAt.getTime(),
      },
      { deviceId: report.deviceId, kind: report.kind, at: now.getTime() },
    );
    await repo.insertAttendanceReport(tx, {
      userId,
      liveId,
      deviceId: report.deviceId,
      kind: report.kind,
      receivedAt: now,
      span: span && { from: new Date(span.from), to: new Date(span.to) },
    });
    return ok({ liveId, attendedSeconds: span ? (span.to - span.from) / 1000 : 0 });
  });
}

/**
 * Credits every learner's attended seconds of a session that just ended, in the transaction that ends it: their
 * reports' stretches, every device united and clipped to the time it was live (core's attendedSeconds), one
 * `credit_entries` row each. A second run credits nothing more (one live row per learner and session).
 */
export async function creditLiveSessionAttendance(
  tx: Executor,
  liveId: number,
  window: { wentLiveAt: Date | null; endedAt: Date },
): Promise<void> {
  if (!window.wentLiveAt) return;
  const live: LiveWindow = { from: window.wentLiveAt.getTime(), to: window.endedAt.getTime() };
  const session = await liveStatusForShare(tx, liveId);
  if (!session) return;
  const byLearner = new Map<number, { from: number; to: number }[]>();
  for (const span of await repo.attendanceSpansOfLive(tx, liveId)) {
    byLearner.set(span.userId, [...(byLearner.get(span.userId) ?? []), span]);
  }
  for (const [userId, spans] of byLearner) {
    await creditLiveAttendance(tx, {
      userId,
      liveId,
      title: session.title,
      seconds: attendedSeconds(spans, live),
      endedAt: window.endedAt,
    });
  }
}
