import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Context, Hono } from "hono";
import type { AppEnv } from "../../../http/mount-contracts";
import type { ServerContext } from "../../../server-context";
import { publishDirectory } from "../../../storage/publish-directory";
import { serveStoredFile } from "../../../storage/serve-stored";
import { VIDEO_MESSAGES } from "../video.messages";
import { generateSampleLecture } from "./sample-lecture.generate";
import { sampleLecturePlan } from "./sample-lecture.plan";
import { sampleLectureSource, sampleReplaySource } from "./sample-lectures.repo";

/** Where the player finds a lecture's files (the layout of every lecture: media/video/lectures/<mediaId>/). */
const PREFIX = "/media/video/lectures";
/** The store folder of a generated lecture: beside the studio's transcodes, in this site's DATA_DIR or bucket. */
export const sampleLecturePrefix = (mediaId: string) => `media/lectures/${mediaId}/`;
/** The store folder of a seeded session's generated replay (served at /media/live-replays/live-<id>/). */
export const sampleReplayPrefix = (name: string) => `media/live-replays/${name}/`;

/**
 * The seeded lectures' own videos (media ids `sample-<fileId>`), generated from the lecture's title and transcript
 * the first time anything of it is asked for, then served from the media store like a transcode. Generating takes a
 * few seconds per lecture, one at a time (the machine's cores serve requests too); requests for a lecture being made
 * wait for it. Paid lectures are encrypted with the key this database seeded, so the files belong to one site.
 */
export function mountSampleLectures(app: Hono<AppEnv>, server: ServerContext): void {
  const making = new Map<string, Promise<"made" | "none">>();
  let queue: Promise<unknown> = Promise.resolve();

  /** Makes the files under `prefix` (a lecture, or a replay) unless no seeded row names them. */
  const make = async (prefix: string, replay: boolean): Promise<"made" | "none"> => {
    const name = prefix.split("/").at(-2)!;
    const source = replay
      ? await sampleReplaySource(server.db, Number(name.slice("live-".length)))
      : await sampleLectureSource(server.db, name);
    if (!source) return "none";
    const out = await mkdtemp(join(tmpdir(), "sample-lecture-out-"));
    try {
      const started = Date.now();
      await generateSampleLecture(source, sampleLecturePlan(source), out, { replay });
      await publishDirectory(server.media, out, prefix);
      server.log.info("sample media generated", { name, ms: Date.now() - started });
      return "made";
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  };

  const ensure = (prefix: string, replay: boolean) => {
    let pending = making.get(prefix);
    if (!pending) {
      pending = queue.then(() => make(prefix, replay));
      queue = pending.catch(() => undefined);
      making.set(prefix, pending);
      // a failure is tried again by the next request (a tool may have been installed since)
      pending.then(
        () => making.delete(prefix),
        () => making.delete(prefix),
      );
    }
    return pending;
  };

  /** The stored file, made first when its folder has no playlist yet (the playlist is published last). */
  const serve = async (c: Context, prefix: string, file: string, playlist: string, replay: boolean) => {
    const stored = await serveStoredFile(c, server.media, `${prefix}${file}`, "public, max-age=300");
    if (stored) return stored;
    if (await server.media.head(`${prefix}${playlist}`)) return c.notFound();
    try {
      if ((await ensure(prefix, replay)) === "none") return c.notFound();
    } catch (error) {
      server.log.error("sample media generation failed", { prefix, error: String(error) });
      return unavailable(c);
    }
    return (await serveStoredFile(c, server.media, `${prefix}${file}`, "public, max-age=300")) ?? c.notFound();
  };

  const unavailable = (c: Context) =>
    c.body(JSON.stringify({ status: 503, success: false, msg: VIDEO_MESSAGES.sampleUnavailable, data: null }), 503, {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
    });

  app.get(`${PREFIX}/:mediaId{sample-[1-9][0-9]{0,11}}/:file{.+}`, (c) =>
    serve(c, sampleLecturePrefix(c.req.param("mediaId")), c.req.param("file"), "master.m3u8", false),
  );
  app.get("/media/live-replays/:name{live-[1-9][0-9]{0,8}}/:file{.+}", (c) =>
    serve(c, sampleReplayPrefix(c.req.param("name")), c.req.param("file"), "index.m3u8", true),
  );
}
