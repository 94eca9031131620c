import { randomUUID } from "node:crypto";
import { ADMIN_LECTURE_UPLOAD_PATH } from "@taxlearn/api/admin";
import { maySection } from "@taxlearn/core";
import { Server as TusServer, type Upload } from "@tus/server";
import type { Hono } from "hono";
import { resolveSession } from "../../../auth/sessions";
import { lockForTransaction } from "../../../db/executor";
import { envelopeJson } from "../../../http/envelope";
import type { AppEnv } from "../../../http/mount-contracts";
import { SERVER_MESSAGES } from "../../../messages";
import type { ServerContext } from "../../../server-context";
import { ADMIN_MESSAGES } from "../../admin/admin.messages";
import { loadOperator } from "../../admin/admin-access";
import { type Operator, recordAudit, recordDenied } from "../../admin/audit-log";
import * as lectures from "../../video/lecture-editing.repo";
import { LECTURE_STUDIO_MESSAGES } from "../lecture-studio.messages";
import { probeVideo } from "../transcode";
import { insertTranscode, transcodeInFlight } from "./lectures-console.repo";

const INT4_MAX = 2_147_483_647;

/** A refusal tus sends as it is: the site's JSON envelope with a Chinese message. */
const refusal = (status: number, msg: string) => ({ status_code: status, body: envelopeJson(status, msg, null) });

const sizeLabel = (bytes: number) =>
  bytes >= 1024 ** 3
    ? `${(bytes / 1024 ** 3).toFixed(1).replace(/\.0$/, "")} GB`
    : `${Math.floor(bytes / 1024 ** 2)} MB`;

const bearer = (req: Request): string | null => {
  const header = req.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? req.headers.get("accesstoken") ?? null;
};

/**
 * The resumable upload of lecture videos (tus 1.0 via @tus/server, originals in a private folder that is never
 * served). Every request carries the operator's bearer token (so it is CSRF-safe like the other console calls,
 * decision 086) and needs the `lectures` section; a refused one leaves a `denied` audit row. Only the operator who
 * began an upload may resume it. A finished upload is checked by its content (ffprobe) before anything else happens;
 * then a transcode row and its audit row are written in one transaction and the job goes on the queue.
 */
export function mountLectureUploadRoute(app: Hono<AppEnv>, server: ServerContext): void {
  const studio = server.lectureStudio;
  const sessionOf = resolveSession(server);
  const operators = new WeakMap<Request, Operator>();
  // the originals' tus store: a private folder, or the bucket (MEDIA_STORE=s3) so any node may take the next chunk
  const store = studio.originals.tus;

  const tus = new TusServer({
    path: ADMIN_LECTURE_UPLOAD_PATH,
    datastore: store,
    maxSize: studio.settings.maxBytes,
    // no CORS grant (decision 086): tus answers `Access-Control-Allow-Origin: *` unless told otherwise, and the
    // headers it still adds are removed below
    allowedOrigins: () => false,
    // the Location is on the configured public origin, never on the request's Host (or X-Forwarded-Host)
    generateUrl: (_req, { path, id }) => `${server.publicOrigin}${path}/${id}`,
    // an upload's id is random (the default), never taken from the request
    async onIncomingRequest(req, uploadId) {
      const token = bearer(req);
      const session = token ? await sessionOf(token) : null;
      if (!session) throw refusal(401, token ? SERVER_MESSAGES.tokenInvalid : SERVER_MESSAGES.notLoggedIn);
      const operator = await loadOperator(server.db, session.userId);
      if (!maySection(operator.roles, "lectures")) {
        await recordDenied(server.db, operator, "adminLectureUpload", "", server.clock());
        throw refusal(403, ADMIN_MESSAGES.forbidden("lectures"));
      }
      if (req.method !== "POST" && uploadId) {
        const upload = await store.getUpload(uploadId).catch(() => null);
        if (upload && upload.metadata?.uploaderId !== String(operator.userId))
          throw refusal(403, LECTURE_STUDIO_MESSAGES.notYourUpload);
      }
      operators.set(req, operator);
    },
    async onUploadCreate(req, upload) {
      // strict digits within int4, like every id: `1e3`, ` 12` or 99999999999 never reach the database
      const raw = upload.metadata?.fileId;
      if (!raw) throw refusal(400, LECTURE_STUDIO_MESSAGES.uploadMetadata);
      const fileId = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
      if (fileId <= 0 || fileId > INT4_MAX) throw refusal(400, LECTURE_STUDIO_MESSAGES.uploadFileIdInvalid);
      const lecture = await lectures.findLecture(server.db, fileId);
      if (!lecture) throw refusal(404, LECTURE_STUDIO_MESSAGES.lectureNotFound);
      if (lecture.deletedAt) throw refusal(409, LECTURE_STUDIO_MESSAGES.deletedLecture);
      if (await transcodeInFlight(server.db, fileId)) throw refusal(409, LECTURE_STUDIO_MESSAGES.uploadBusy);
      const operator = operators.get(req)!;
      // the server's own fields replace whatever the client sent under these names
      return {
        metadata: {
          filename: (upload.metadata?.filename ?? "").slice(0, 200),
          fileId: String(fileId),
          uploaderId: String(operator.userId),
        },
      };
    },
    async onUploadFinish(req, upload) {
      const path = studio.originals.refOf(upload);
      const probe = await studio.originals.withLocalFile(path, (file) => probeVideo(file, studio.settings.maxHours));
      if (!probe.ok) {
        await studio.removeOriginal(path);
        throw refusal(415, probe.message);
      }
      const transcodeId = await startTranscode(server, operators.get(req)!, upload, path, probe.duration);
      if (transcodeId === null) {
        await studio.removeOriginal(path);
        throw refusal(409, LECTURE_STUDIO_MESSAGES.uploadBusy);
      }
      await studio.enqueue(transcodeId);
      return {};
    },
    async onResponseError(req, error) {
      if ("status_code" in error && error.status_code === 413)
        return refusal(413, LECTURE_STUDIO_MESSAGES.tooBig(sizeLabel(studio.settings.maxBytes)));
      if (!(error instanceof Error) || ("status_code" in error && typeof error.status_code === "number"))
        return undefined;
      // anything else (a database or disk error) is logged; tus would answer its message, SQL included
      const requestId = randomUUID();
      server.log.error("lecture upload failed", { requestId, method: req.method, error: error.stack ?? String(error) });
      return refusal(500, SERVER_MESSAGES.internalError(requestId));
    },
  });
  const withoutCors = (response: Response): Response => {
    for (const name of [...response.headers.keys()]) {
      if (name.startsWith("access-control-")) response.headers.delete(name);
    }
    return response;
  };

  const paths = [ADMIN_LECTURE_UPLOAD_PATH, `${ADMIN_LECTURE_UPLOAD_PATH}/*`];
  app.on(["POST", "PATCH", "OPTIONS"], paths, async (c) => withoutCors(await tus.handleWeb(c.req.raw)));
  // tus's GET would hand the original back and DELETE is not offered: an original is never served. (Hono routes
  // HEAD, tus's "where do I resume" question, to the GET handlers with the request's method left as HEAD.)
  app.on(["GET", "DELETE", "PUT"], paths, async (c) =>
    c.req.raw.method === "HEAD"
      ? withoutCors(await tus.handleWeb(c.req.raw))
      : c.body(envelopeJson(405, SERVER_MESSAGES.apiNotFound, null), 405, {
          "content-type": "application/json; charset=utf-8",
        }),
  );
}

/** The transcode row and its audit row, in one transaction; null when another transcode of the lecture is pending. */
async function startTranscode(
  server: ServerContext,
  operator: Operator,
  upload: Upload,
  path: string,
  duration: number,
) {
  const fileId = Number(upload.metadata?.fileId);
  const now = server.clock();
  return server.db.transaction(async (tx) => {
    await lockForTransaction(tx, `lecture:${fileId}`);
    const lecture = await lectures.findLecture(tx, fileId);
    if (!lecture) return null;
    if (await transcodeInFlight(tx, fileId)) return null;
    const row = await insertTranscode(tx, {
      fileId,
      mediaId: lecture.mediaId,
      uploadId: upload.id,
      originalPath: path,
      originalBytes: upload.size ?? upload.offset,
      status: "queued",
      createdBy: operator.userId,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      operator,
      {
        action: "adminLectureUpload",
        target: `lecture:${fileId}`,
        before: { mediaId: lecture.mediaId, ready: lecture.ready, duration: lecture.duration },
        after: { transcodeId: row!.id, bytes: row!.originalBytes, duration, filename: upload.metadata?.filename ?? "" },
      },
      now,
    );
    return row!.id;
  });
}
