import type { PGlite } from "@electric-sql/pglite";
import type PgBoss from "pg-boss";
import type { Database } from "../../db/database";
import type { Clock, Logger } from "../../shared/runtime-types";
import type { MediaStore } from "../../storage/media-store";
import { publishDirectory } from "../../storage/publish-directory";
import * as lectures from "../video/lecture-editing.repo";
import { coursesPlaying } from "../video/lecture-visibility.repo";
import { KEY_PATH } from "../video/video-paths";
import { refreshCourseLength } from "./course-length.repo";
import { LectureOriginals } from "./lecture-originals";
import { startLectureQueue, TRANSCODE_QUEUE } from "./lecture-queue";
import { LECTURE_STUDIO_MESSAGES } from "./lecture-studio.messages";
import * as repo from "./lecture-studio.repo";
import type { LectureStudioSettings } from "./lecture-studio-settings";
import { probeVideo, TranscodeError, transcodeLecture } from "./transcode";

interface TranscodeJob {
  readonly transcodeId: number;
}

/**
 * The lecture studio's background side: the pg-boss queue (started on first use, so servers that never transcode
 * never create its tables) and the worker that turns an uploaded original into the player's encrypted HLS.
 */
export class LectureStudio {
  #boss: Promise<PgBoss> | null = null;
  #working = false;
  /** The uploaded originals (tus), in the media store. */
  readonly originals: LectureOriginals;

  constructor(
    readonly settings: LectureStudioSettings,
    private readonly deps: {
      store: MediaStore;
      db: Database;
      clock: Clock;
      log: Logger;
      databaseUrl: string | null;
      pglite: PGlite | null;
    },
  ) {
    this.originals = new LectureOriginals(deps.store);
  }

  /** Deletes an original named by a transcode row (a file path, or an object of the S3 store). */
  removeOriginal(ref: string): Promise<void> {
    return this.originals.remove(ref);
  }

  private boss(): Promise<PgBoss> {
    this.#boss ??= startLectureQueue({
      databaseUrl: this.deps.databaseUrl,
      pglite: this.deps.pglite,
      log: this.deps.log,
    });
    return this.#boss;
  }

  /** Puts a transcode on the queue (its row is already `queued`). */
  async enqueue(transcodeId: number): Promise<void> {
    const boss = await this.boss();
    await boss.send(TRANSCODE_QUEUE, { transcodeId } satisfies TranscodeJob);
  }

  /**
   * Starts working the queue in this process: jobs sent before a restart are still in the database and run now;
   * a transcode left `running` by a crash is queued again.
   */
  async startWorker(): Promise<void> {
    if (this.#working) return;
    this.#working = true;
    const boss = await this.boss();
    for (const row of await repo.interruptedTranscodes(this.deps.db)) {
      await repo.updateTranscode(this.deps.db, row.id, { status: "queued", progress: 0 }, this.deps.clock());
      await boss.send(TRANSCODE_QUEUE, { transcodeId: row.id } satisfies TranscodeJob);
    }
    await boss.work<TranscodeJob>(TRANSCODE_QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
      if (job) await this.runTranscode(job.data.transcodeId);
    });
  }

  /** Stops taking jobs in this process (another process leads the jobs now); a transcode in hand finishes. */
  async stopWorker(): Promise<void> {
    if (!this.#working) return;
    this.#working = false;
    await (await this.boss()).offWork(TRANSCODE_QUEUE);
  }

  /** One transcode; idempotent (a finished row is left alone), never throws for a bad video (the row says why). */
  async runTranscode(transcodeId: number): Promise<void> {
    const { db, clock, log } = this.deps;
    const row = await repo.findTranscode(db, transcodeId);
    if (!row || row.status === "ready" || row.status === "failed") return;
    const set = (values: Parameters<typeof repo.updateTranscode>[2]) =>
      repo.updateTranscode(db, transcodeId, values, clock());
    await set({ status: "running", progress: 0, error: null, attempts: row.attempts + 1 });
    try {
      if (!row.originalPath) throw new TranscodeError(LECTURE_STUDIO_MESSAGES.originalGone);
      let shown = 0;
      let writing = Promise.resolve();
      // ffmpeg works on local files: the original (downloaded when it is in the bucket) and a local work folder
      const result = await this.originals.withLocalFile(row.originalPath, async (input) => {
        const probe = await probeVideo(input, this.settings.maxHours);
        if (!probe.ok) throw new TranscodeError(probe.message);
        return transcodeLecture({
          input,
          mediaDir: this.settings.mediaDir,
          mediaId: row.mediaId,
          keyUri: KEY_PATH.replace(":mediaId", row.mediaId),
          probe,
          onProgress: (percent) => {
            // one write per percent at most, in order
            if (percent <= shown) return;
            shown = percent;
            writing = writing.then(() => set({ progress: percent })).then(() => undefined);
          },
          // the finished folder becomes the media's files in the store (the key stays in the database)
          publish: (folder) => publishDirectory(this.deps.store, folder, lectureMediaPrefix(row.mediaId)),
        });
      });
      await writing;
      await db.transaction(async (tx) => {
        await lectures.markMediaTranscoded(tx, row.mediaId, {
          durationSeconds: Math.round(result.duration * 100) / 100,
          keyHex: result.keyHex,
        });
        await refreshCourseLength(tx, await coursesPlaying(tx, [row.mediaId]));
        await repo.updateTranscode(
          tx,
          transcodeId,
          {
            status: "ready",
            progress: 100,
            error: null,
            originalPath: this.settings.keepOriginals ? row.originalPath : null,
          },
          clock(),
        );
      });
      if (!this.settings.keepOriginals) await this.removeOriginal(row.originalPath);
      log.info("lecture transcoded", { transcodeId, mediaId: row.mediaId });
    } catch (error) {
      const message =
        error instanceof TranscodeError ? error.message : LECTURE_STUDIO_MESSAGES.ffmpegFailed(String(error));
      await set({
        status: "failed",
        error: message.startsWith("转码失败") ? message : LECTURE_STUDIO_MESSAGES.ffmpegFailed(message),
      });
      log.error("lecture transcode failed", { transcodeId, error: message });
    }
  }

  async close(): Promise<void> {
    const boss = this.#boss;
    this.#boss = null;
    this.#working = false;
    if (boss) await (await boss).stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}

/** Where a lecture's HLS lives in the media store (served at /media/video/lectures/<mediaId>/). */
export const lectureMediaPrefix = (mediaId: string) => `media/lectures/${mediaId}/`;
