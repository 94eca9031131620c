import { rm } from "node:fs/promises";
import type { PGlite } from "@electric-sql/pglite";
import type PgBoss from "pg-boss";
import type { Database } from "../../db/database";
import type { Clock, Logger } from "../../shared/runtime-types";
import { KEY_PATH } from "../video/video-paths";
import { coursesPlaying, refreshCourseLength } from "./course-length.repo";
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

  constructor(
    readonly settings: LectureStudioSettings,
    private readonly deps: {
      db: Database;
      clock: Clock;
      log: Logger;
      databaseUrl: string | null;
      pglite: PGlite | null;
    },
  ) {}

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
      const probe = await probeVideo(row.originalPath, this.settings.maxHours);
      if (!probe.ok) throw new TranscodeError(probe.message);
      let shown = 0;
      let writing = Promise.resolve();
      const result = await transcodeLecture({
        input: row.originalPath,
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
      });
      await writing;
      await db.transaction(async (tx) => {
        await repo.markMediaTranscoded(tx, row.mediaId, {
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
      if (!this.settings.keepOriginals) await removeOriginal(row.originalPath);
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

/** The tus original and its `.json` info file. */
export async function removeOriginal(path: string): Promise<void> {
  await rm(path, { force: true });
  await rm(`${path}.json`, { force: true });
}
