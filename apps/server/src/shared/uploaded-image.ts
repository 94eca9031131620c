import { createHash } from "node:crypto";
import sharp from "sharp";
import type { MediaStore } from "../storage/media-store";

/** Pictures larger than this are refused before decoding (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(["jpeg", "png", "webp"]);
/** Stored names: a content hash, so the address changes with the picture and caches forever. */
export const UPLOADED_IMAGE_NAME = /^[0-9a-f]{32}\.webp$/;

export interface ImageShape {
  /** The folder of the store's `uploads/`, also the address's: /uploads/<folder>/<hash>.webp. */
  readonly folder: "avatars" | "covers";
  readonly width: number;
  readonly height: number;
  readonly maxBytes: number;
  /** The smallest picture accepted (a smaller one would be blown up and blurred). */
  readonly minWidth?: number;
  readonly minHeight?: number;
  readonly quality: number;
}

export type StoredImage = { ok: true; url: string } | { ok: false; reason: "notImage" | "tooSmall" };

/**
 * Checks an uploaded picture by its bytes (the declared type and name are not trusted), then re-encodes it: EXIF
 * orientation applied, cropped to the shape around its most interesting part, written as WebP without metadata. The
 * upload itself is never stored or served. sharp works on libuv's thread pool, so no database connection is held.
 */
export async function storeUploadedImage(upload: unknown, store: MediaStore, shape: ImageShape): Promise<StoredImage> {
  if (!(upload instanceof Blob) || upload.size === 0 || upload.size > shape.maxBytes) {
    return { ok: false, reason: "notImage" };
  }
  const bytes = Buffer.from(await upload.arrayBuffer());
  let encoded: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const { format, width = 0, height = 0, orientation = 1 } = await image.metadata();
    // an animated WebP or PNG keeps its first frame
    if (!format || !ACCEPTED_FORMATS.has(format)) return { ok: false, reason: "notImage" };
    // EXIF orientations 5–8 turn the picture a quarter: its upright sides are swapped
    const [upright, across] = orientation >= 5 ? [height, width] : [width, height];
    if (upright < (shape.minWidth ?? 0) || across < (shape.minHeight ?? 0)) return { ok: false, reason: "tooSmall" };
    encoded = await image
      .rotate()
      .resize(shape.width, shape.height, { fit: "cover", position: "attention" })
      .webp({ quality: shape.quality })
      .toBuffer();
  } catch {
    return { ok: false, reason: "notImage" };
  }
  const name = `${createHash("sha256").update(encoded).digest("hex").slice(0, 32)}.webp`;
  // the media store writes it whole or not at all (DATA_DIR/uploads, or the bucket)
  await store.put(`uploads/${shape.folder}/${name}`, encoded, { contentType: "image/webp" });
  return { ok: true, url: `/uploads/${shape.folder}/${name}` };
}
