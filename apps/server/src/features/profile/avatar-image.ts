import { createHash } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { AVATAR_RULE } from "@taxlearn/api";
import sharp from "sharp";

/** The side of the square avatar the server stores (the centre panel shows it at most 96 px, twice for HiDPI). */
export const AVATAR_SIZE = 256;
/** Where stored avatars are served: a content hash, so the address changes with the picture and caches forever. */
export const AVATAR_URL_PREFIX = "/uploads/avatars/";
export const AVATAR_FILE_NAME = /^[0-9a-f]{32}\.webp$/;
/** Pictures larger than this are refused before decoding (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(["jpeg", "png", "webp"]);

export type AvatarResult = { ok: true; url: string } | { ok: false };

/**
 * Checks an uploaded picture by its bytes (the declared type and name are not trusted), then re-encodes it: EXIF
 * orientation applied, cropped to a centred square of AVATAR_SIZE, written as WebP without metadata. The upload
 * itself is never stored or served. sharp works on libuv's thread pool, so the database connection is not held.
 */
export async function storeAvatar(upload: unknown, uploadsDir: string): Promise<AvatarResult> {
  if (!(upload instanceof Blob) || upload.size === 0 || upload.size > AVATAR_RULE.maxBytes) return { ok: false };
  const bytes = Buffer.from(await upload.arrayBuffer());
  let encoded: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const { format } = await image.metadata();
    // an animated WebP or PNG keeps its first frame
    if (!format || !ACCEPTED_FORMATS.has(format)) return { ok: false };
    encoded = await image
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return { ok: false };
  }
  const name = `${createHash("sha256").update(encoded).digest("hex").slice(0, 32)}.webp`;
  const dir = join(uploadsDir, "avatars");
  await mkdir(dir, { recursive: true });
  // written under a temporary name and renamed, so a reader never sees half a file
  const temporary = join(dir, `.${name}.${process.pid}.tmp`);
  await writeFile(temporary, encoded);
  await rename(temporary, join(dir, name));
  return { ok: true, url: `${AVATAR_URL_PREFIX}${name}` };
}

/** The largest upload body accepted on the avatar call: the picture's limit plus room for the multipart framing. */
export const AVATAR_UPLOAD_BODY_BYTES = AVATAR_RULE.maxBytes + 64 * 1024;
