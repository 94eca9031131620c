import { LECTURE_CAPTIONS_PATH } from "@taxlearn/api";
import { captionCues, type FileId, formatWebVtt } from "@taxlearn/core";
import type { Context, Hono } from "hono";
import { resolveSession } from "../../auth/sessions";
import { type AppEnv, readToken } from "../../http/mount-contracts";
import { SERVER_MESSAGES } from "../../messages";
import type { ServerContext } from "../../server-context";
import { VIDEO_MESSAGES } from "./video.messages";
import * as repo from "./video.repo";
import { entitledLecture } from "./video.service";

const envelope = (c: Context, status: 401 | 403 | 404, msg: string) =>
  c.body(JSON.stringify({ status, success: false, msg, data: null }), status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
  });

/** A positive int4 file id from the path, or null. */
const fileIdOf = (raw: string): number | null =>
  /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;

/**
 * GET /api/lecture/captions/:fileId with the login token: the lecture's WebVTT captions, built from its timed
 * transcript (lecture_transcripts) with core's cue rule. Whoever may not play the lecture (playInfo's 401/403)
 * gets no captions either; a lecture without a transcript is a 404.
 */
export function mountCaptionsRoute(app: Hono<AppEnv>, server: ServerContext): void {
  const sessionOf = resolveSession(server);
  app.get(LECTURE_CAPTIONS_PATH, async (c) => {
    const token = readToken(c);
    const session = token ? await sessionOf(token) : null;
    if (!session) return envelope(c, 401, token ? SERVER_MESSAGES.tokenInvalid : SERVER_MESSAGES.notLoggedIn);
    const fileId = fileIdOf(c.req.param("fileId"));
    if (fileId === null) return envelope(c, 404, VIDEO_MESSAGES.lectureNotFound);
    const lecture = await entitledLecture(server, session.userId, fileId as FileId);
    if (!lecture.ok) return envelope(c, lecture.status === 403 ? 403 : 404, lecture.msg);
    const passages = await repo.transcriptOf(server.db, fileId);
    if (passages.length === 0) return envelope(c, 404, VIDEO_MESSAGES.noCaptions);
    return c.body(formatWebVtt(captionCues(passages, lecture.data.durationSeconds)), 200, {
      "content-type": "text/vtt; charset=utf-8",
      "cache-control": "private, no-store",
    });
  });
}
