import { existsSync, readdirSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { MediaStore } from "../../storage/media-store";
import { joinParts, type Segment, segmentsOfPart } from "./hls-playlist";

/** Where a session's recording is kept in the media store (served at /media/live/<id>/). */
export const liveMediaPrefix = (liveId: number) => `media/live/${liveId}/`;

/** The part numbers of the session's recording in the store (`p1/`, `p2/` …), ascending. */
export async function storedParts(store: MediaStore, liveId: number): Promise<number[]> {
  const prefix = liveMediaPrefix(liveId);
  const numbers = new Set<number>();
  for (const { key } of await store.list(prefix)) {
    const part = /^p(\d+)\//.exec(key.slice(prefix.length))?.[1];
    if (part) numbers.add(Number(part));
  }
  return [...numbers].sort((a, b) => a - b);
}

/** Every segment recorded for the session so far, in order across parts, from the store. */
export async function storedSegments(store: MediaStore, liveId: number): Promise<Segment[]> {
  const prefix = liveMediaPrefix(liveId);
  const parts = await Promise.all(
    (await storedParts(store, liveId)).map(async (n) => {
      const text = await store.read(`${prefix}p${n}/index.m3u8`);
      return text ? segmentsOfPart(text.toString("utf8"), `p${n}`) : [];
    }),
  );
  return joinParts(parts);
}

/** The part numbers in a local session folder (`p1`, `p2` …), ascending. */
export function localParts(dir: string): number[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => /^p(\d+)$/.exec(name)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

const SEGMENT_FILE = /^seg-\d+\.ts$/;
const SYNC_MS = 500;

/**
 * Copies one part of a live recording from the folder ffmpeg writes into the media store while it is written (the
 * bucket, so every node serves the session): new segments first, then the playlist as it was read before them, so
 * the store's playlist never names a segment it does not have (ffmpeg renames a segment into place before it
 * names it in the playlist). On the local store ffmpeg writes in the store itself and nothing is copied.
 */
export class LivePartUpload {
  private readonly uploaded = new Set<string>();
  private lastPlaylist = "";
  private readonly timer: ReturnType<typeof setInterval>;
  private syncing: Promise<void> = Promise.resolve();
  private busy = false;

  constructor(
    private readonly store: MediaStore,
    private readonly dir: string,
    private readonly prefix: string,
    private readonly onError: (error: unknown) => void,
  ) {
    this.timer = setInterval(() => {
      if (this.busy) return;
      this.busy = true;
      this.syncing = this.sync()
        .catch(this.onError)
        .finally(() => {
          this.busy = false;
        });
    }, SYNC_MS);
  }

  private async sync(): Promise<void> {
    const playlist = await readFile(join(this.dir, "index.m3u8"), "utf8").catch(() => null);
    const names = (await readdir(this.dir).catch(() => [] as string[])).filter((name) => SEGMENT_FILE.test(name));
    for (const name of names.sort()) {
      if (this.uploaded.has(name)) continue;
      await this.store.putFile(`${this.prefix}${name}`, join(this.dir, name));
      this.uploaded.add(name);
    }
    if (playlist !== null && playlist !== this.lastPlaylist) {
      await this.store.put(`${this.prefix}index.m3u8`, playlist);
      this.lastPlaylist = playlist;
    }
  }

  /** After ffmpeg has exited: the last segments and the final playlist. */
  async finish(): Promise<void> {
    clearInterval(this.timer);
    await this.syncing;
    await this.sync();
  }

  /** A killed process copies nothing more. */
  abandon(): void {
    clearInterval(this.timer);
  }

  /** The copy of a part ffmpeg writes in `partDir`; null when that folder is the store's own (the local store). */
  static of(store: MediaStore, partDir: string, partPrefix: string, onError: (error: unknown) => void) {
    return store.localPath(partPrefix.slice(0, -1)) === partDir
      ? null
      : new LivePartUpload(store, partDir, partPrefix, onError);
  }
}
