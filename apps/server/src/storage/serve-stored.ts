import type { Context } from "hono";
import { type ByteRange, type MediaStore, RangeNotSatisfiable } from "./media-store";

/** `bytes=a-b` or `bytes=a-`; anything else (suffix or several ranges) is answered with the whole file. */
function rangeOf(header: string | undefined): ByteRange | undefined {
  const match = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(header?.trim() ?? "");
  if (!match) return undefined;
  const start = Number(match[1]);
  const end = match[2] === "" ? undefined : Number(match[2]);
  return end !== undefined && end < start ? undefined : { start, end };
}

/**
 * Keys the bucket may serve to anyone (MEDIA_PUBLIC_URL): the site's media and uploaded pictures, but never live
 * recordings (a paid session's segments are not encrypted: they stay behind the server's token check) and never
 * playlists (the signed-playlist route reads them through the server).
 */
export const isPublicKey = (key: string): boolean =>
  (key.startsWith("media/") || key.startsWith("uploads/")) && !key.startsWith("media/live/") && !key.endsWith(".m3u8");

/**
 * Answers a GET or HEAD with a stored file: byte ranges (players ask for them), ETag and 304, the stored type; a
 * public key is redirected to MEDIA_PUBLIC_URL when one is set. Null when the store has no such file (or the key
 * is not one), so the caller answers its own 404.
 */
export async function serveStoredFile(
  c: Context,
  store: MediaStore,
  key: string,
  cacheControl: string,
): Promise<Response | null> {
  if (store.publicBaseUrl && isPublicKey(key)) {
    if (!(await store.head(key).catch(() => null))) return null;
    return c.redirect(`${store.publicBaseUrl}/${key.split("/").map(encodeURIComponent).join("/")}`, 302);
  }
  const range = rangeOf(c.req.header("range"));
  let object: Awaited<ReturnType<MediaStore["get"]>>;
  try {
    object = await store.get(key, range);
  } catch (error) {
    if (error instanceof RangeNotSatisfiable) {
      return c.body(null, 416, error.size === null ? {} : { "content-range": `bytes */${error.size}` });
    }
    if (error instanceof Error && error.message.startsWith("not a storage key")) return null;
    throw error;
  }
  if (!object) return null;
  const headers: Record<string, string> = {
    "content-type": object.contentType,
    "accept-ranges": "bytes",
    "cache-control": cacheControl,
    "last-modified": object.lastModified.toUTCString(),
  };
  if (object.etag) headers.etag = object.etag;
  if (object.etag && c.req.header("if-none-match") === object.etag) {
    await object.body.cancel();
    return c.body(null, 304, headers);
  }
  const length = object.range ? object.range.end - object.range.start + 1 : object.size;
  headers["content-length"] = String(length);
  if (object.range) headers["content-range"] = `bytes ${object.range.start}-${object.range.end}/${object.size}`;
  if (c.req.method === "HEAD") {
    await object.body.cancel();
    return c.body(null, object.range ? 206 : 200, headers);
  }
  return c.body(object.body, object.range ? 206 : 200, headers);
}
