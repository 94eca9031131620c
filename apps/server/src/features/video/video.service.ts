import { createHmac } from "node:crypto";
import { lectureCaptionsUrl, type videoContracts } from "@taxlearn/api";
import type { FileId } from "@taxlearn/core";
import type { Executor } from "../../db/executor";
import { VIDEO_MEDIA_URL } from "../../db/reference-data/media";
import type { HandlersFor } from "../../http/mount-contracts";
import { fail, failBecause, ok } from "../../http/outcome";
import type { ServerContext } from "../../server-context";
import { toPlainText } from "../../shared/plain-text";
import { COURSE_WITHDRAWN, courseOpenTo } from "../catalogue/withdrawn-access";
import { markActiveDay } from "./active-days";
import { keepsCourse } from "./course-keepers";
import { entitlementOf } from "./entitlement";
import { lectureDefinitions } from "./lecture-definitions";
import { PlaybackTokens } from "./playback-token";
import { signedPlaylists } from "./signed-playlists";
import { VIDEO_MESSAGES } from "./video.messages";
import * as repo from "./video.repo";

const tokensByServer = new WeakMap<ServerContext, PlaybackTokens>();

/**
 * One token issuer per server: the handlers and the key route must share its secret. The secret is derived from the
 * master key, so every process of one site (same ORG_MASTER_KEY or DATA_DIR) accepts the tokens of the others: behind
 * a load balancer, the token request and the key request of one player may reach different processes.
 */
export function playbackTokensOf(server: ServerContext): PlaybackTokens {
  let tokens = tokensByServer.get(server);
  if (!tokens) {
    tokens = new PlaybackTokens(server.clock, playbackSecret(server.orgMasterKey));
    tokensByServer.set(server, tokens);
  }
  return tokens;
}

const playbackSecret = (masterKey: Buffer) => createHmac("sha256", masterKey).update("playback-token").digest();

const mediaUrl = (mediaId: string, file: string) => `${VIDEO_MEDIA_URL}/lectures/${mediaId}/${file}`;

/** Whether the user may watch the lectures of a course at this price. */
async function courseEntitlement(server: ServerContext, userId: number, course: { id: number; price: string }) {
  const [purchased, vip] = await Promise.all([
    repo.hasPurchased(server.db, userId, course.id),
    repo.latestMembership(server.db, userId),
  ]);
  return entitlementOf({ coursePrice: course.price, purchased, vip, now: server.clock() });
}

/** The lecture file when the user may watch it; a 404 or 403 failure otherwise. A course id is not accepted. */
export async function entitledLecture(server: ServerContext, userId: number, fileId: FileId) {
  const file = await repo.findLectureFile(server.db, fileId);
  if (!file?.visible) return fail(404, VIDEO_MESSAGES.lectureNotFound);
  if (!(await courseOpenTo(server.db, file.courseId, userId, keepsCourse)))
    return failBecause(404, COURSE_WITHDRAWN, "withdrawn");
  // a free trial lecture of a paid course (set in the console) plays for any logged-in learner
  if (file.free) return ok(file);
  const entitlement = await courseEntitlement(server, userId, { id: file.courseId, price: file.coursePrice });
  return entitlement.allowed ? ok(file) : fail(403, VIDEO_MESSAGES.notEntitled);
}

const clampSeconds = (seconds: number, duration: number) => Math.min(Math.max(seconds, 0), duration);

const feedbackData = (row: NonNullable<Awaited<ReturnType<typeof repo.findFeedback>>>) => ({
  id: row.id,
  star: row.star,
  productType: row.productType,
  productId: row.productId,
  userId: row.userId,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Copies lecture progress just saved onto what else tracks it (a learner's study plans), in the transaction that
 * saved it. Study plans build on the lectures, so the server passes the hook in rather than this feature importing it.
 */
export type ProgressSaved = (tx: Executor, userId: number, fileId: number, progress: number) => Promise<void>;

export function videoHandlers(server: ServerContext, progressSaved: ProgressSaved): HandlersFor<typeof videoContracts> {
  const { db } = server;
  const tokens = playbackTokensOf(server);
  return {
    courseLectures: async ({ id }, { session }) => {
      const course = await repo.findCoursePrice(db, id);
      if (!course) return fail(404, VIDEO_MESSAGES.courseNotFound);
      if (!(await courseOpenTo(db, id, session?.userId ?? null, keepsCourse)))
        return failBecause(404, COURSE_WITHDRAWN, "withdrawn");
      const entitlement = session ? await courseEntitlement(server, session.userId, course) : null;
      const lectures = await repo.lecturesOfCourse(db, id, session?.userId ?? null);
      return ok({
        courseId: id,
        entitled: entitlement ? entitlement.allowed : null,
        entitledVia: entitlement?.allowed ? entitlement.via : null,
        lectures,
      });
    },

    playInfo: async ({ id }, { session }) => {
      const lecture = await entitledLecture(server, session.userId, id);
      if (!lecture.ok) return lecture;
      const file = lecture.data;
      const [progress, captioned] = await Promise.all([
        repo.findProgress(db, session.userId, file.id),
        repo.hasTranscript(db, file.id),
      ]);
      // an encrypted lecture's playlists are signed for this learner (signed-playlists.ts): any HLS player plays them
      const playlistUrl = file.encrypted
        ? signedPlaylists(tokens, session.userId, file)
        : (name: string) => mediaUrl(file.mediaId, name);
      return ok({
        fileId: file.id,
        courseId: file.courseId,
        title: file.title,
        duration: file.durationSeconds,
        coverUrl: mediaUrl(file.mediaId, "cover.jpg"),
        encryptType: file.encrypted ? 1 : 0,
        masterUrl: playlistUrl("master.m3u8"),
        // only the renditions this media has, at their real size (sample media have one)
        definitions: lectureDefinitions(file.mediaId).map((d) => ({
          ...d,
          url: playlistUrl(`${d.definition}/index.m3u8`),
        })),
        // uploaded lectures have no presenter layer: empty, and the player shows none
        overlayUrl: file.hasPresenter ? playlistUrl("presenter/index.m3u8") : "",
        breakpoint: progress?.breakpointSeconds ?? 0,
        captionsUrl: captioned ? lectureCaptionsUrl(file.id) : null,
      });
    },

    hlsGenerateToken: async ({ fileId }, { session }) => {
      const lecture = await entitledLecture(server, session.userId, fileId);
      if (!lecture.ok) return lecture;
      if (!lecture.data.encrypted) return fail(400, VIDEO_MESSAGES.notEncrypted);
      return ok(tokens.issue({ userId: session.userId, fileId }));
    },

    fileExtraData: async ({ fileId }, { session }) => {
      const lecture = await entitledLecture(server, session.userId, fileId);
      if (!lecture.ok) return lecture;
      const events = await repo.eventsOfMedia(db, lecture.data.mediaId);
      return ok(
        events.map((e) => ({
          id: e.id,
          type: e.type,
          fileId,
          pointTime: e.pointTime,
          timeout: e.timeout,
          isInterrupt: e.isInterrupt === 1 ? (1 as const) : (0 as const),
          content: e.content,
          answer: e.answer,
          animationUrl: e.animationUrl,
          configure: e.configure,
        })),
      );
    },

    // Progress is stored only for a lecture the caller may watch (the same rule as playInfo): otherwise anyone
    // could fill in progress, and the course's lecture list would show it, for paid lectures never bought.
    writeStudyRecord: async ({ fileId, position }, { session }) => {
      const lecture = await entitledLecture(server, session.userId, fileId);
      if (!lecture.ok) return lecture;
      const file = lecture.data;
      // spec §5: progress is a percentage between 0 and 100.
      const progress = Math.round((clampSeconds(position, file.durationSeconds) / file.durationSeconds) * 100);
      const saved = await db.transaction(async (tx) => {
        const now = server.clock();
        const row = await repo.raiseProgress(tx, { userId: session.userId, fileId, progress, now });
        await progressSaved(tx, session.userId, fileId, row.progress);
        await markActiveDay(tx, session.userId, now);
        return row;
      });
      return ok({ fileId, breakpoint: saved.breakpointSeconds, progress: saved.progress });
    },

    writeBreakpointRecord: async ({ fileId, breakpoint }, { session }) => {
      const lecture = await entitledLecture(server, session.userId, fileId);
      if (!lecture.ok) return lecture;
      const file = lecture.data;
      const saved = await repo.saveBreakpoint(db, {
        userId: session.userId,
        fileId,
        breakpointSeconds: clampSeconds(breakpoint, file.durationSeconds),
        now: server.clock(),
      });
      return ok({ fileId, breakpoint: saved.breakpointSeconds, progress: saved.progress });
    },

    feedbackSubmit: async ({ star, productType, productId, content }, { session }) => {
      if (!(await repo.courseExists(db, productId))) return fail(404, VIDEO_MESSAGES.courseNotFound);
      const saved = await repo.insertFeedback(db, {
        userId: session.userId,
        productId,
        productType,
        star,
        // shown back to learners: stored as plain text, like site feedback
        content: toPlainText(content),
        now: server.clock(),
      });
      return saved ? ok(feedbackData(saved)) : fail(409, VIDEO_MESSAGES.feedbackExists);
    },

    feedbackEdit: async ({ star, productType, productId, content }, { session }) => {
      const saved = await repo.replaceFeedback(db, {
        userId: session.userId,
        productId,
        productType,
        star,
        // shown back to learners: stored as plain text, like site feedback
        content: toPlainText(content),
        now: server.clock(),
      });
      return saved ? ok(feedbackData(saved)) : fail(404, VIDEO_MESSAGES.feedbackMissing);
    },

    feedbackGetInfo: async ({ id }, { session }) => {
      const row = await repo.findFeedback(db, session.userId, id);
      return ok(row ? feedbackData(row) : null);
    },
  };
}
