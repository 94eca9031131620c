import type { Readable } from "node:stream";
import type { DataStore } from "@tus/server";

/**
 * Where every file the server writes or serves lives: lecture HLS, live recordings, tus originals, uploaded
 * pictures, invoice PDFs and the site's own media. Keys are relative paths with `/` (`media/lectures/<id>/…`); the
 * local adapter keeps them as files under DATA_DIR, the S3 adapter as objects of one bucket (README.md: the layout).
 */
export interface MediaStore {
  readonly kind: "local" | "s3";
  /**
   * MEDIA_PUBLIC_URL: where the bucket's public keys (`media/…` but `media/live/…`, `uploads/…`) are served directly
   * (a CDN or the bucket's own site); null: the server serves every file itself.
   */
  readonly publicBaseUrl: string | null;
  /** Writes (or replaces) an object; a reader never sees half of it. */
  put(key: string, body: Uint8Array | string, options?: PutOptions): Promise<void>;
  /** Writes (or replaces) an object from a local file, streamed. */
  putFile(key: string, path: string, options?: PutOptions): Promise<void>;
  /** The object (or the asked bytes of it), null when there is none. Throws RangeNotSatisfiable past its end. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** The whole object in memory (playlists, pictures, PDFs), null when there is none. */
  read(key: string): Promise<Buffer | null>;
  head(key: string): Promise<StoredObjectInfo | null>;
  /** The objects whose keys start with `prefix`, by key. */
  list(prefix: string): Promise<ListedObject[]>;
  /** Removes an object; removing one that is not there is no error. */
  delete(key: string): Promise<void>;
  /** Removes every object under `prefix` (which ends with `/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** The file behind a key when the store is a local directory (ffmpeg writes there directly); null on S3. */
  localPath(key: string): string | null;
  /** The tus datastore of resumable uploads kept under `prefix` (on S3 the upload ids are the keys: README.md). */
  tusDataStore(prefix: string): TusDataStore;
}

/** A tus datastore that can also hand a finished upload back (the transcoder reads the original). */
export type TusDataStore = DataStore & { read(id: string): Readable | Promise<Readable> };

export interface PutOptions {
  /** From the key's extension when absent (media-types.ts). */
  readonly contentType?: string;
}

/** Bytes `start` to `end`, both included; `end` absent: to the end of the object. */
export interface ByteRange {
  readonly start: number;
  readonly end?: number;
}

export interface StoredObjectInfo {
  readonly size: number;
  readonly etag: string;
  readonly lastModified: Date;
  readonly contentType: string;
}

export interface StoredObject extends StoredObjectInfo {
  readonly body: ReadableStream<Uint8Array>;
  /** The bytes in `body` when a range was asked for; null: the whole object. */
  readonly range: { readonly start: number; readonly end: number } | null;
}

export interface ListedObject {
  readonly key: string;
  readonly size: number;
}

/** A range that starts past the object's end (HTTP 416). */
export class RangeNotSatisfiable extends Error {
  constructor(readonly size: number | null) {
    super("range not satisfiable");
  }
}

/**
 * Keys are relative paths of plain segments: never absolute, never `.`/`..`, no backslash or NUL, so no key reaches
 * outside the store's folder (a key built from a request is checked before it is used).
 */
export function assertStoreKey(key: string): void {
  const segments = key.split("/");
  if (
    key === "" ||
    key.length > 900 ||
    /[\\\0]/.test(key) ||
    segments.some((segment, i) => segment === "." || segment === ".." || (segment === "" && i < segments.length - 1))
  ) {
    throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  }
}

export function assertStorePrefix(prefix: string): void {
  if (!prefix.endsWith("/")) throw new Error(`a storage prefix ends with "/": ${JSON.stringify(prefix)}`);
  assertStoreKey(prefix);
}
