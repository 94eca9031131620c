import { AVATAR_RULE } from "@taxlearn/api";
import { type ImageShape, storeUploadedImage } from "../../shared/uploaded-image";
import type { MediaStore } from "../../storage/media-store";

/** The side of the square avatar the server stores (the centre panel shows it at most 96 px, twice for HiDPI). */
export const AVATAR_SIZE = 256;

const AVATAR_SHAPE: ImageShape = {
  folder: "avatars",
  width: AVATAR_SIZE,
  height: AVATAR_SIZE,
  maxBytes: AVATAR_RULE.maxBytes,
  quality: 82,
};

export type AvatarResult = { ok: true; url: string } | { ok: false };

/** An uploaded avatar checked by content and stored as a centred AVATAR_SIZE square (shared/uploaded-image). */
export async function storeAvatar(upload: unknown, store: MediaStore): Promise<AvatarResult> {
  const stored = await storeUploadedImage(upload, store, AVATAR_SHAPE);
  return stored.ok ? stored : { ok: false };
}

/** The largest upload body accepted on the avatar call: the picture's limit plus room for the multipart framing. */
export const AVATAR_UPLOAD_BODY_BYTES = AVATAR_RULE.maxBytes + 64 * 1024;
