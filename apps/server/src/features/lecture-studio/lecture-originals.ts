import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import type { Upload } from "@tus/server";
import type { MediaStore, TusDataStore } from "../../storage/media-store";

/** Where tus keeps the originals in the store (DATA_DIR/lecture-studio/originals on the local store). */
export const ORIGINALS_PREFIX = "lecture-studio/originals/";
/** How `lecture_transcodes.original_path` names an original kept by the S3 store (a local one is its file path). */
const S3_ORIGINAL = "s3:";

/**
 * The uploaded originals, private wherever they are: the tus datastore of the media store (a folder, or the bucket),
 * and a local copy for ffprobe and ffmpeg, which work on local files (on S3 a download into a temporary folder).
 */
export class LectureOriginals {
  readonly tus: TusDataStore;

  constructor(private readonly store: MediaStore) {
    this.tus = store.tusDataStore(ORIGINALS_PREFIX);
  }

  /** What the transcode row records for a finished upload. */
  refOf(upload: Upload): string {
    const local = this.store.localPath(`${ORIGINALS_PREFIX}${upload.id}`);
    return local === null ? `${S3_ORIGINAL}${upload.id}` : (upload.storage?.path ?? local);
  }

  /** Runs `work` on a local file holding the original. */
  async withLocalFile<T>(ref: string, work: (path: string) => Promise<T>): Promise<T> {
    if (!ref.startsWith(S3_ORIGINAL)) return work(ref);
    const folder = await mkdtemp(join(tmpdir(), "taxlearn-original-"));
    try {
      const path = join(folder, "original");
      await pipeline(await this.tus.read(ref.slice(S3_ORIGINAL.length)), createWriteStream(path));
      return await work(path);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  /** Deletes an original (and its tus info); one already gone is no error. */
  async remove(ref: string): Promise<void> {
    if (ref.startsWith(S3_ORIGINAL)) {
      await this.tus.remove(ref.slice(S3_ORIGINAL.length)).catch(() => {});
      return;
    }
    await rm(ref, { force: true });
    await rm(`${ref}.json`, { force: true });
  }
}
