import type { LectureHeartbeatData } from "@taxlearn/api";
import {
  CREDIT_RULES,
  creditHeartbeats,
  type FileId,
  type Heartbeat,
  type HeartbeatReport,
  trustedSentAt,
} from "@taxlearn/core";
import { lockForTransaction } from "../../db/executor";
import { fail, type Outcome, ok } from "../../http/outcome";
import type { ServerContext } from "../../server-context";
import { courseCreditFacts } from "../catalogue/courses.repo";
import { categoryOf, issueCourseCertificateIfComplete } from "./course-completion";
import type { CreditDeps } from "./credit-deps";
import { CREDITS_MESSAGES } from "./credits.messages";
import * as repo from "./credits.repo";

/**
 * Reports the rule judges a new one against: a device's pace and a second device are questions of the last few
 * minutes. A device silent for longer starts afresh (its first report may cover one beat period only).
 */
export const HEARTBEAT_WINDOW_MS = 10 * 60_000;

const beatOf = (row: repo.HeartbeatRow): Heartbeat => ({
  deviceId: row.deviceId,
  segments: row.segments,
  sentAt: row.sentAt,
  visible: row.visible,
  playing: row.playing,
});

type Refusal = LectureHeartbeatData["refusal"];

/**
 * One report of the player for a lecture the learner may watch. In one transaction, serialised per learner: the
 * rule (core's creditHeartbeats) judges it against the learner's recent reports and the seconds already credited,
 * by the server's idea of when it was sent (trustedSentAt); the report is kept, and exactly the newly credited
 * seconds become one append-only row. A resent report (same device and sentAt) is answered as the first time and
 * credits nothing more. A report that completes the course issues its 结业证书.
 */
export async function recordLectureHeartbeat(
  server: ServerContext,
  deps: CreditDeps,
  userId: number,
  fileId: FileId,
  report: HeartbeatReport,
): Promise<Outcome<LectureHeartbeatData>> {
  const lecture = await deps.lectureFor(userId, fileId);
  if (!lecture.ok) return lecture;
  if (!(lecture.data.durationSeconds > 0)) return fail(409, CREDITS_MESSAGES.lectureHasNoLength);
  const course = await courseCreditFacts(server.db, lecture.data.courseId);
  if (!course) return fail(404, CREDITS_MESSAGES.certificateNotFound);

  const judged = await server.db.transaction(async (tx) => {
    await lockForTransaction(tx, `credits:${userId}`);
    const earlier = await repo.findHeartbeat(tx, userId, report.deviceId, report.sentAt);
    if (earlier) return { seconds: earlier.creditedSeconds, refusal: earlier.refusal as Refusal, fresh: false };
    const received = server.clock();
    const sentAt = trustedSentAt(report.sentAt, received.getTime());
    const recent = await repo.heartbeatsSince(tx, userId, sentAt - HEARTBEAT_WINDOW_MS);
    const beat: Heartbeat = {
      deviceId: report.deviceId,
      segments: report.segments,
      sentAt,
      visible: report.visible,
      playing: report.playing,
    };
    const credit = creditHeartbeats({
      lengthSeconds: lecture.data.durationSeconds,
      beats: [...recent.filter((r) => r.fileId === fileId).map(beatOf), beat],
      credited: await repo.creditedIntervalsOf(tx, userId, fileId),
      otherLectureBeats: recent.filter((r) => r.fileId !== fileId).map(beatOf),
    });
    const outcome = credit.outcomes.find((o) => o.beat === beat);
    const intervals = outcome?.credited ?? [];
    const seconds = intervals.reduce((sum, i) => sum + (i.to - i.from), 0);
    const refusal = outcome?.refusal ?? null;
    await repo.insertHeartbeat(tx, {
      userId,
      fileId,
      deviceId: report.deviceId,
      claimedSentAt: report.sentAt,
      sentAt,
      segments: report.segments,
      visible: report.visible,
      playing: report.playing,
      refusal,
      creditedSeconds: seconds,
      receivedAt: received,
    });
    if (seconds > 0) {
      await repo.appendCreditEntry(tx, {
        userId,
        source: "lecture",
        category: categoryOf(course.creditCategory),
        courseId: course.id,
        fileId,
        title: course.title,
        seconds,
        intervals,
        earnedAt: received,
      });
    }
    return { seconds, refusal, fresh: true };
  });

  const certificateSerial =
    judged.fresh && judged.seconds > 0
      ? await issueCourseCertificateIfComplete(server, deps, userId, lecture.data.courseId)
      : null;
  return ok({ fileId, creditedSeconds: judged.seconds, refusal: judged.refusal, certificateSerial });
}

/** How long the rule waits for a device (exported for the tests' clocks). */
export const HEARTBEAT_LIMITS = { windowMs: HEARTBEAT_WINDOW_MS, firstBeatSeconds: CREDIT_RULES.firstBeatSeconds };
