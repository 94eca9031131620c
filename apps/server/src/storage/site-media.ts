import { readdir, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { Hono } from "hono";
import type { AppEnv } from "../http/mount-contracts";
import type { MediaStore } from "./media-store";
import { eachLimited } from "./publish-directory";
import { serveStoredFile } from "./serve-stored";

/** The site's own media (apps/server/media: seed images, sample lectures, replays) is kept under this prefix. */
export const SITE_MEDIA_PREFIX = "media/";

/**
 * Copies the site's committed media folder into the store (MEDIA_STORE=s3) at start: each file the bucket lacks, or
 * holds at another size, is uploaded; the rest is left alone, so a restart costs one listing per folder.
 */
export async function syncSiteMedia(store: MediaStore, mediaDir: string): Promise<number> {
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
    .map((entry) => join(entry.parentPath, entry.name));
  const stored = new Map<string, number>();
  // one listing per top-level name (the lecture uploads and live recordings beside them are not listed)
  for (const name of new Set(files.map((file) => relative(mediaDir, file).split(sep)[0]!))) {
    for (const object of await store.list(`${SITE_MEDIA_PREFIX}${name}`)) stored.set(object.key, object.size);
  }
  const missing: Array<{ key: string; path: string }> = [];
  for (const path of files) {
    const key = SITE_MEDIA_PREFIX + relative(mediaDir, path).split(sep).join("/");
    if (stored.get(key) !== (await stat(path)).size) missing.push({ key, path });
  }
  await eachLimited(missing, 8, (file) => store.putFile(file.key, file.path));
  return missing.length;
}

const OWN_ROUTES = ["media/live/", "media/lectures/"];

/** `/media/*` from the store (the committed media copied there); the lecture and live routes come before it. */
export function mountStoredMedia(app: Hono<AppEnv>, store: MediaStore): void {
  app.get("/media/*", async (c) => {
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.slice(1));
    } catch {
      return c.notFound();
    }
    // live recordings and lecture uploads have their own routes and rules (a paid session's token): a path that
    // reaches them only once decoded (`/media/live/%37001/…`) is not served here
    if (OWN_ROUTES.some((prefix) => key.startsWith(prefix))) return c.notFound();
    return (await serveStoredFile(c, store, key, "public, max-age=86400")) ?? c.notFound();
  });
}
