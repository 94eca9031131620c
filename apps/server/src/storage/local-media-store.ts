import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { Readable } from "node:stream";
import { FileStore } from "@tus/file-store";
import {
  assertStoreKey,
  assertStorePrefix,
  type ByteRange,
  type ListedObject,
  type MediaStore,
  type PutOptions,
  RangeNotSatisfiable,
  type StoredObject,
  type StoredObjectInfo,
  type TusDataStore,
} from "./media-store";
import { contentTypeOf } from "./media-types";

/**
 * The default store: keys are files under one folder (DATA_DIR, so every file stays where it was before there was a
 * store: DATA_DIR/media/lectures, DATA_DIR/media/live, DATA_DIR/uploads, DATA_DIR/lecture-studio/originals).
 */
export class LocalMediaStore implements MediaStore {
  readonly kind = "local" as const;
  readonly publicBaseUrl = null;

  constructor(readonly root: string) {}

  localPath(key: string): string {
    assertStoreKey(key);
    return join(this.root, key);
  }

  async put(key: string, body: Uint8Array | string, _options?: PutOptions): Promise<void> {
    const path = this.localPath(key);
    await mkdir(dirname(path), { recursive: true });
    // written under a temporary name and renamed, so a reader never sees half a file
    const temporary = this.temporaryName(path);
    await writeFile(temporary, body);
    await rename(temporary, path);
  }

  async putFile(key: string, source: string, _options?: PutOptions): Promise<void> {
    const path = this.localPath(key);
    if (source === path) return;
    await mkdir(dirname(path), { recursive: true });
    const temporary = this.temporaryName(path);
    await copyFile(source, temporary);
    await rename(temporary, path);
  }

  async head(key: string): Promise<StoredObjectInfo | null> {
    const path = this.localPath(key);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return {
      size: info.size,
      etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      lastModified: info.mtime,
      contentType: contentTypeOf(key),
    };
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const info = await this.head(key);
    if (!info) return null;
    const path = this.localPath(key);
    if (!range) {
      return { ...info, range: null, body: Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array> };
    }
    if (range.start >= info.size) throw new RangeNotSatisfiable(info.size);
    const end = Math.min(range.end ?? info.size - 1, info.size - 1);
    return {
      ...info,
      range: { start: range.start, end },
      body: Readable.toWeb(createReadStream(path, { start: range.start, end })) as ReadableStream<Uint8Array>,
    };
  }

  async read(key: string): Promise<Buffer | null> {
    return readFile(this.localPath(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "EISDIR" || error.code === "ENOTDIR") return null;
      throw error;
    });
  }

  async list(prefix: string): Promise<ListedObject[]> {
    // the folder the prefix names (or lies in); keys are then filtered by the prefix itself
    const folder = prefix.endsWith("/") ? prefix : prefix.slice(0, prefix.lastIndexOf("/") + 1);
    const dir = folder === "" ? this.root : this.localPath(folder.slice(0, -1));
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    const listed: ListedObject[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = relative(this.root, join(entry.parentPath, entry.name)).split(sep).join("/");
      // names starting with a dot are work in progress (temporary files, transcode work folders)
      if (!key.startsWith(prefix) || key.split("/").some((segment) => segment.startsWith("."))) continue;
      const size = await this.sizeOf(join(entry.parentPath, entry.name));
      if (size !== null) listed.push({ key, size });
    }
    return listed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  /**
   * A listed file's size, or null when it is gone: renamed or removed since the folder was read (ffmpeg renames each
   * finished segment from its .tmp name while a recording is listed).
   */
  protected async sizeOf(path: string): Promise<number | null> {
    return await stat(path).then(
      (found) => found.size,
      (error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      },
    );
  }

  async delete(key: string): Promise<void> {
    await rm(this.localPath(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertStorePrefix(prefix);
    await rm(this.localPath(prefix.slice(0, -1)), { recursive: true, force: true });
  }

  tusDataStore(prefix: string): FileStore & TusDataStore {
    assertStorePrefix(prefix);
    return new FileStore({ directory: this.localPath(prefix.slice(0, -1)) });
  }

  private temporaryName(path: string): string {
    return join(dirname(path), `.${randomBytes(6).toString("hex")}.tmp`);
  }
}
