import { rm } from "node:fs/promises";
import { join } from "node:path";
import { LIVE_STATUS } from "@taxlearn/core";
import { replayPlaylist, type Segment, totalSeconds } from "./hls-playlist";
import * as repo from "./live-media.repo";
import { LivePartUpload, liveMediaPrefix, localParts, storedParts, storedSegments } from "./live-recording-store";
import type { LiveRuntimeOptions } from "./live-runtime-options";
import type { PublishConnection } from "./rtmp-ingest";
import { type SpawnTranscoder, spawnFfmpegTranscoder, type Transcoder } from "./transcoder";

export { LIVE_STATUS_CHANNEL, type LiveRuntimeOptions, type LiveStatusChange } from "./live-runtime-options";

/** A publisher that drops for less than this resumes the same session (LIVE_RECONNECT_GRACE_MS). */
export const DEFAULT_RECONNECT_GRACE_MS = 60_000;
/** Transcoder crashes restarted per publish before the session is ended as interrupted. */
export const DEFAULT_TRANSCODER_RESTARTS = 2;

/** URL prefix of live media; files live under the runtime's media folder (DATA_DIR/media/live). */
export const LIVE_MEDIA_URL = "/media/live";
export { liveMediaPrefix };

const SEGMENT_CACHE_MS = 500;

interface LiveState {
  publisher: PublishConnection | null;
  transcoder: Transcoder | null;
  /** Copies the part being recorded into the store (null when ffmpeg writes in the store itself). */
  upload: LivePartUpload | null;
  detach: (() => void) | null;
  graceTimer: ReturnType<typeof setTimeout> | null;
  restarts: number;
  /** Operations on one session run one after another (publish, unpublish, crash, end). */
  queue: Promise<void>;
}

type StatusListener = (status: number) => void;

/**
 * The state of live sessions in this process: who publishes, the transcoder of each, the reconnect grace, and
 * the open detail pages subscribed to status events (the studio's viewer count). The database holds the status;
 * a session this process no longer knows about (a crash, a restart) is ended by `reconcile()` at start.
 */
export class LiveRuntime {
  graceMs: number;
  maxRestarts: number;
  /** The RTMP application URL publishers use (set when the ingest starts). */
  rtmpUrl = "rtmp://127.0.0.1:1935/live";
  private readonly spawn: SpawnTranscoder;
  private readonly states = new Map<number, LiveState>();
  private readonly listeners = new Map<number, Set<StatusListener>>();
  private readonly segmentCache = new Map<number, { at: number; segments: Segment[] }>();

  private readonly stopListening: () => void;

  constructor(private readonly options: LiveRuntimeOptions) {
    this.graceMs = options.graceMs ?? DEFAULT_RECONNECT_GRACE_MS;
    this.maxRestarts = options.maxRestarts ?? DEFAULT_TRANSCODER_RESTARTS;
    this.spawn = options.spawnTranscoder ?? spawnFfmpegTranscoder;
    this.stopListening =
      options.statusBus?.subscribe(({ liveId, status }) => this.tellSubscribers(liveId, status)) ?? (() => {});
  }

  get mediaDir(): string {
    return this.options.mediaDir;
  }

  sessionDir(liveId: number): string {
    return join(this.options.mediaDir, String(liveId));
  }

  /**
   * Every segment recorded for the session so far, in order, across parts. Read from the store (whichever node
   * records it) at most every 500 ms per session (a segment is 2 s), however many viewers ask.
   */
  async recordedSegments(liveId: number): Promise<Segment[]> {
    const cached = this.segmentCache.get(liveId);
    if (cached && Date.now() - cached.at < SEGMENT_CACHE_MS) return cached.segments;
    const segments = await this.readSegments(liveId);
    this.segmentCache.set(liveId, { at: Date.now(), segments });
    return segments;
  }

  private readSegments(liveId: number): Promise<Segment[]> {
    return storedSegments(this.options.store, liveId);
  }

  subscribe(liveId: number, listener: StatusListener): () => void {
    let set = this.listeners.get(liveId);
    if (!set) {
      set = new Set();
      this.listeners.set(liveId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(liveId);
    };
  }

  viewers(liveId: number): number {
    return this.listeners.get(liveId)?.size ?? 0;
  }

  /** The sessions being published right now, with their viewers (the operator console's live figure). */
  onAir(): Array<{ liveId: number; viewers: number }> {
    return [...this.states]
      .filter(([, state]) => state.publisher != null)
      .map(([liveId]) => ({ liveId, viewers: this.viewers(liveId) }));
  }

  isPublishing(liveId: number): boolean {
    return this.states.get(liveId)?.publisher != null;
  }

  /** The pid of the session's transcoder (tests inject failures with it). */
  transcoderPid(liveId: number): number | undefined {
    return this.states.get(liveId)?.transcoder?.pid;
  }

  /** A publish reached the ingest: accept it for the session its key names, or refuse it and change nothing. */
  async publish(connection: PublishConnection): Promise<void> {
    const found = await repo.sessionOfKey(this.options.db, connection.streamKey).catch(() => undefined);
    if (!found) {
      this.options.log.error("live ingest: refused a publish with a wrong stream key", {
        from: connection.remoteAddress,
      });
      connection.close();
      return;
    }
    const liveId = found.session.id;
    await this.run(liveId, async (state) => {
      const session = await repo.findSession(this.options.db, liveId);
      const refuse = (reason: string) => {
        this.options.log.error(`live ingest: refused a publish (${reason})`, {
          liveId,
          from: connection.remoteAddress,
        });
        connection.close();
      };
      if (!session || session.status === LIVE_STATUS.replay) return refuse("the session has ended");
      if (state.publisher) return refuse("the session already has a publisher");
      if (state.graceTimer) clearTimeout(state.graceTimer);
      state.graceTimer = null;
      if (session.status === LIVE_STATUS.notStarted) await this.goLive(liveId);
      state.publisher = connection;
      state.restarts = 0;
      await this.startPart(liveId, state);
      connection.onClose(() => void this.unpublished(liveId, connection.id));
      this.options.log.info("live ingest: publishing", { liveId, from: connection.remoteAddress });
    });
  }

  /** Ends every session left 直播中 that no publisher of this process feeds (after a crash or a restart). */
  async reconcile(): Promise<number[]> {
    const rows = await repo.sessionsWithStatus(this.options.db, LIVE_STATUS.live);
    const ended: number[] = [];
    for (const { id } of rows) {
      if (this.states.get(id)?.publisher) continue;
      await this.run(id, () => this.end(id, true));
      ended.push(id);
    }
    return ended;
  }

  /** Shutdown: the streams stop with the process, so their sessions end now (as interrupted). */
  async close(): Promise<void> {
    this.stopListening();
    for (const liveId of [...this.states.keys()]) {
      await this.run(liveId, async (state) => {
        if (state.publisher || state.graceTimer) await this.end(liveId, true);
      });
    }
  }

  /** Tests: forget everything without a word to the database, as a killed process would. */
  abandon(): void {
    for (const state of this.states.values()) {
      if (state.graceTimer) clearTimeout(state.graceTimer);
      if (state.transcoder?.pid) process.kill(state.transcoder.pid, "SIGKILL");
      state.upload?.abandon();
      state.publisher?.close();
    }
    this.states.clear();
  }

  private state(liveId: number): LiveState {
    let state = this.states.get(liveId);
    if (!state) {
      state = {
        publisher: null,
        transcoder: null,
        upload: null,
        detach: null,
        graceTimer: null,
        restarts: 0,
        queue: Promise.resolve(),
      };
      this.states.set(liveId, state);
    }
    return state;
  }

  private run(liveId: number, operation: (state: LiveState) => Promise<void>): Promise<void> {
    const state = this.state(liveId);
    const next = state.queue.then(() => operation(state));
    state.queue = next.catch((error: unknown) =>
      this.options.log.error("live session operation failed", { liveId, error: String(error) }),
    );
    return state.queue;
  }

  private async goLive(liveId: number): Promise<void> {
    const now = this.options.clock();
    await this.options.db.transaction(async (tx) => {
      await repo.ensureMedia(tx, liveId);
      const started = await repo.markWentLive(tx, liveId, LIVE_STATUS.notStarted, LIVE_STATUS.live, now);
      // booked learners hear of it with the change itself (课程提醒, once per learner)
      if (started) await this.options.onWentLive?.(tx, liveId, now);
    });
    this.statusChanged(liveId, LIVE_STATUS.live);
  }

  private async startPart(liveId: number, state: LiveState): Promise<void> {
    const dir = this.sessionDir(liveId);
    const part = Math.max(0, ...localParts(dir), ...(await storedParts(this.options.store, liveId))) + 1;
    const partDir = join(dir, `p${part}`);
    const partPrefix = `${liveMediaPrefix(liveId)}p${part}/`;
    const transcoder = this.spawn(partDir);
    state.transcoder = transcoder;
    state.upload = LivePartUpload.of(this.options.store, partDir, partPrefix, (error) =>
      this.options.log.error("live segments not copied to the media store", { liveId, error: String(error) }),
    );
    state.detach = state.publisher!.attach((chunk) => transcoder.write(chunk));
    void transcoder.exited.then((result) => {
      if (state.transcoder !== transcoder) return; // stopped on purpose
      void this.run(liveId, (current) => this.transcoderFailed(liveId, current, transcoder, result.detail));
    });
  }

  private async transcoderFailed(liveId: number, state: LiveState, failed: Transcoder, detail: string) {
    if (state.transcoder !== failed) return;
    this.options.log.error("live transcoder stopped unexpectedly", { liveId, detail });
    state.detach?.();
    state.detach = null;
    state.transcoder = null;
    await this.finishUpload(state);
    if (state.publisher && state.restarts < this.maxRestarts) {
      state.restarts += 1;
      await this.startPart(liveId, state);
      return;
    }
    await this.end(liveId, true);
  }

  private async stopTranscoder(state: LiveState): Promise<void> {
    const transcoder = state.transcoder;
    state.detach?.();
    state.detach = null;
    state.transcoder = null;
    await transcoder?.stop();
    await this.finishUpload(state);
  }

  private async finishUpload(state: LiveState): Promise<void> {
    const upload = state.upload;
    state.upload = null;
    await upload?.finish();
  }

  private unpublished(liveId: number, connectionId: string): Promise<void> {
    return this.run(liveId, async (state) => {
      if (state.publisher?.id !== connectionId) return;
      state.publisher = null;
      await this.stopTranscoder(state);
      this.options.log.info("live ingest: publisher left, waiting for a reconnect", { liveId, graceMs: this.graceMs });
      state.graceTimer = setTimeout(() => {
        state.graceTimer = null;
        void this.run(liveId, () => this.end(liveId, false));
      }, this.graceMs);
    });
  }

  /** 直播中 → 回放: the recording becomes the replay (VOD playlist with ENDLIST). */
  private async end(liveId: number, interrupted: boolean): Promise<void> {
    const state = this.state(liveId);
    if (state.graceTimer) clearTimeout(state.graceTimer);
    state.graceTimer = null;
    const publisher = state.publisher;
    state.publisher = null;
    publisher?.close();
    await this.stopTranscoder(state);
    const segments = await this.readSegments(liveId);
    this.segmentCache.delete(liveId);
    let replayUrl: string | null = null;
    if (segments.length > 0) {
      await this.options.store.put(`${liveMediaPrefix(liveId)}replay.m3u8`, replayPlaylist(segments));
      replayUrl = `${LIVE_MEDIA_URL}/${liveId}/replay.m3u8`;
    }
    // on S3 the recording is all in the bucket now: ffmpeg's local copy goes
    if (this.options.store.localPath(liveMediaPrefix(liveId).slice(0, -1)) !== this.sessionDir(liveId))
      await rm(this.sessionDir(liveId), { recursive: true, force: true });
    const now = this.options.clock();
    const changed = await this.options.db.transaction(async (tx) => {
      const media = await repo.ensureMedia(tx, liveId);
      const ended = await repo.markEnded(tx, liveId, LIVE_STATUS.live, LIVE_STATUS.replay, {
        replayUrl,
        replaySeconds: replayUrl ? totalSeconds(segments) : null,
        interrupted,
        endedAt: now,
      });
      if (!ended) return false;
      await this.options.onEnded?.(tx, liveId, { wentLiveAt: media.wentLiveAt, endedAt: now });
      return true;
    });
    this.states.delete(liveId);
    if (!changed) return;
    this.options.log.info("live session ended", { liveId, interrupted, segments: segments.length });
    this.statusChanged(liveId, LIVE_STATUS.replay);
  }

  private statusChanged(liveId: number, status: number): void {
    this.options.cache.invalidate();
    this.options.onStatusChanged?.(liveId, status);
    const bus = this.options.statusBus;
    if (!bus) {
      this.tellSubscribers(liveId, status);
      return;
    }
    bus.publish({ liveId, status }).catch((error: unknown) => {
      // the pages of this process still hear of it; the others see the status at their next read
      this.options.log.error("live status not sent to the other processes", { liveId, error: String(error) });
      this.tellSubscribers(liveId, status);
    });
  }

  private tellSubscribers(liveId: number, status: number): void {
    for (const listener of this.listeners.get(liveId) ?? []) listener(status);
  }
}
