import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Context, Hono } from "hono";
import { clientOf } from "../../../client-key";
import { clientAddressOf } from "../../../http/client-address";
import type { AppEnv } from "../../../http/mount-contracts";
import type { ServerContext } from "../../../server-context";
import { publishDirectory } from "../../../storage/publish-directory";
import { serveStoredFile } from "../../../storage/serve-stored";
import { VIDEO_MESSAGES } from "../video.messages";
import { generateSampleLecture } from "./sample-lecture.generate";
import { type SampleLectureSource, sampleLecturePlan } from "./sample-lecture.plan";
import { sampleLectureSource, sampleReplaySource } from "./sample-lectures.repo";
import { SampleMediaQueue, type SampleQueueLimits, sampleQueueLimitsFromEnv } from "./sample-media-queue";

/** Where the player finds a lecture's files (the layout of every lecture: media/video/lectures/<mediaId>/). */
const PREFIX = "/media/video/lectures";
/** The store folder of a generated lecture: beside the studio's transcodes, in this site's DATA_DIR or bucket. */
export const sampleLecturePrefix = (mediaId: string) => `media/lectures/${mediaId}/`;
/** The store folder of a seeded session's generated replay (served at /media/live-replays/live-<id>/). */
export const sampleReplayPrefix = (name: string) => `media/live-replays/${name}/`;
/** A failed generation (a tool missing) is tried again by the next request: not at once. */
const FAILED_RETRY_AFTER_SECONDS = 30;
/** Beside a sample's files: the hash of what they were made from (title, course title, transcript). */
export const SAMPLE_SOURCE_FILE = "source.sha256";
/** How often a sample's playlist request compares its stored hash with its rows (one lookup a minute at most). */
const RECHECK_MS = 60_000;

/** What a sample's files show and say: a renamed lecture or an edited transcript gives another hash. */
export const sampleSourceHash = (source: SampleLectureSource): string =>
  createHash("sha256")
    .update(
      JSON.stringify([
        source.title,
        source.courseTitle,
        source.passages.map((p) => [p.startSeconds, p.text]),
        source.encrypted,
      ]),
    )
    .digest("hex");

export interface SampleLectureOptions {
  /** TRUST_PROXY: the client of the per-client limit is the proxy's last X-Forwarded-For entry. */
  readonly trustProxy?: boolean;
  /** The queue's bounds; SAMPLE_MEDIA_WAITING (sample-media-queue.ts) unless given. */
  readonly limits?: SampleQueueLimits;
  /** What makes one lecture's files (ffmpeg); tests give a job they finish themselves. */
  readonly generate?: typeof generateSampleLecture;
}

/**
 * The seeded lectures' own videos (media ids `sample-<fileId>`), generated from the lecture's title and transcript
 * the first time anything of it is asked for, then served from the media store like a transcode. Generating takes a
 * few seconds per lecture, one at a time (the machine's cores serve requests too); requests for a lecture being made
 * wait for it. The queue is bounded (sample-media-queue.ts): a lecture that finds it full is answered 503 with
 * Retry-After. Paid lectures are encrypted with the key this database seeded, so the files belong to one site.
 */
export function mountSampleLectures(
  app: Hono<AppEnv>,
  server: ServerContext,
  options: SampleLectureOptions = {},
): { readonly jobs: () => number } {
  const queue = new SampleMediaQueue<void>(options.limits ?? sampleQueueLimitsFromEnv(process.env));
  const generate = options.generate ?? generateSampleLecture;

  /** What the files under `prefix` are made from (a lecture, or a replay); null when no seeded row names them. */
  const sourceOf = (prefix: string, replay: boolean) => {
    const name = prefix.split("/").at(-2)!;
    return replay
      ? sampleReplaySource(server.db, Number(name.slice("live-".length)))
      : sampleLectureSource(server.db, name);
  };

  /** Makes the files under `prefix` from `source`. */
  const make = async (prefix: string, source: SampleLectureSource, replay: boolean): Promise<void> => {
    const out = await mkdtemp(join(tmpdir(), "sample-lecture-out-"));
    try {
      const started = Date.now();
      await generate(source, sampleLecturePlan(source), out, { replay });
      await writeFile(join(out, SAMPLE_SOURCE_FILE), sampleSourceHash(source));
      await publishDirectory(server.media, out, prefix);
      server.log.info("sample media generated", { name: source.mediaId, ms: Date.now() - started });
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  };

  const lastChecked = new Map<string, number>();
  /**
   * Made again, in the background, when its rows changed since (a lecture renamed in the console, an edited
   * transcript) or it was made before hashes were kept; the old files serve until the new ones replace them whole.
   */
  const remakeIfChanged = async (prefix: string, client: string, replay: boolean) => {
    const now = server.clock().getTime();
    if (now - (lastChecked.get(prefix) ?? Number.NEGATIVE_INFINITY) < RECHECK_MS) return;
    if (lastChecked.size >= 10_000) lastChecked.clear();
    lastChecked.set(prefix, now);
    const [source, made] = await Promise.all([
      sourceOf(prefix, replay),
      server.media.read(`${prefix}${SAMPLE_SOURCE_FILE}`),
    ]);
    if (!source || made?.toString() === sampleSourceHash(source)) return;
    // a full queue skips it: the next check, a minute on, asks again
    const admission = queue.admit(prefix, client, () => make(prefix, source, replay));
    if (admission.admitted) await admission.done;
  };

  /** The stored file, made first when its folder has no playlist yet (the playlist is published last). */
  const serve = async (c: Context, prefix: string, file: string, playlist: string, replay: boolean) => {
    const stored = await serveStoredFile(c, server.media, `${prefix}${file}`, "public, max-age=300");
    if (stored) {
      if (file === playlist)
        remakeIfChanged(prefix, clientOf(clientAddressOf(c, options.trustProxy ?? false)), replay).catch((error) =>
          server.log.error("sample media remake failed", { prefix, error: String(error) }),
        );
      return stored;
    }
    if (await server.media.head(`${prefix}${playlist}`)) return c.notFound();
    // looked up before queueing: a media id no seeded row names never holds a place in the queue
    const source = await sourceOf(prefix, replay);
    if (!source) return c.notFound();
    const client = clientOf(clientAddressOf(c, options.trustProxy ?? false));
    const admission = queue.admit(prefix, client, async () => {
      // its job ended while this request looked the lecture up: the files are there, nothing to make again
      if (await server.media.head(`${prefix}${playlist}`)) return;
      await make(prefix, source, replay);
    });
    if (!admission.admitted) return unavailable(c, VIDEO_MESSAGES.sampleBusy, admission.retryAfterSeconds);
    try {
      await admission.done;
    } catch (error) {
      server.log.error("sample media generation failed", { prefix, error: String(error) });
      return unavailable(c, VIDEO_MESSAGES.sampleUnavailable, FAILED_RETRY_AFTER_SECONDS);
    }
    return (await serveStoredFile(c, server.media, `${prefix}${file}`, "public, max-age=300")) ?? c.notFound();
  };

  const unavailable = (c: Context, msg: string, retryAfterSeconds: number) =>
    c.body(JSON.stringify({ status: 503, success: false, msg, data: null }), 503, {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      "retry-after": String(retryAfterSeconds),
    });

  app.get(`${PREFIX}/:mediaId{sample-[1-9][0-9]{0,11}}/:file{.+}`, (c) =>
    serve(c, sampleLecturePrefix(c.req.param("mediaId")), c.req.param("file"), "master.m3u8", false),
  );
  app.get("/media/live-replays/:name{live-[1-9][0-9]{0,8}}/:file{.+}", (c) =>
    serve(c, sampleReplayPrefix(c.req.param("name")), c.req.param("file"), "index.m3u8", true),
  );
  // lectures being made or waiting: what a test waits on, and what an operator may log
  return { jobs: () => queue.size };
}
