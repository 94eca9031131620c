import type { Database } from "../../db/database";
import type { Executor } from "../../db/executor";
import type { ResponseCache } from "../../http/response-cache";
import type { EventBus } from "../../shared/event-bus";
import type { MediaStore } from "../../storage/media-store";
import type { IngestLogger } from "./rtmp-ingest";
import type { SpawnTranscoder } from "./transcoder";

/** What a LiveRuntime is built with (create-server.ts wires the chat and the reminders in through the hooks). */
export interface LiveRuntimeOptions {
  readonly db: Database;
  readonly clock: () => Date;
  readonly log: IngestLogger;
  readonly cache: ResponseCache;
  /** Where ffmpeg writes the recording (DATA_DIR/media/live): local, whatever the store. */
  readonly mediaDir: string;
  /** Where the recording is kept and served from (media/live/<id>/ of the media store). */
  readonly store: MediaStore;
  graceMs?: number;
  maxRestarts?: number;
  spawnTranscoder?: SpawnTranscoder;
  /** Inside the transaction that puts a session live (the booked learners' 课程提醒). */
  onWentLive?: (tx: Executor, liveId: number, now: Date) => Promise<unknown>;
  /**
   * Inside the transaction that ends a session (the learners' attended minutes become study hours), with when it
   * went live (null if never) and ended.
   */
  onEnded?: (tx: Executor, liveId: number, window: { wentLiveAt: Date | null; endedAt: Date }) => Promise<unknown>;
  /** Told after every committed status change (the live chat tells its open panels the new phase). */
  onStatusChanged?: (liveId: number, status: number) => void;
  /**
   * Carries status changes to the open detail pages of every process (NOTIFY on PostgreSQL): the process that
   * runs the ingest changes the status, a learner's page may be served by another. Without it, this process only.
   */
  statusBus?: EventBus<LiveStatusChange>;
}

/** The PostgreSQL channel of live status changes. */
export const LIVE_STATUS_CHANNEL = "taxlearn_live_status";

/** A committed status change of one session, as the status bus carries it. */
export interface LiveStatusChange {
  readonly liveId: number;
  readonly status: number;
}
