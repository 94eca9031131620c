import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Hono } from "hono";
import type { AppEnv } from "../../http/mount-contracts";
import type { ServerContext } from "../../server-context";
import { AVATAR_FILE_NAME, AVATAR_URL_PREFIX } from "./avatar-image";

/**
 * `GET /uploads/avatars/<hash>.webp`: the avatars the server re-encoded, from DATA_DIR/uploads. Names are content
 * hashes of the stored picture, so they are cached for a year; anything that is not such a name is a 404 (no path
 * ever reaches outside the folder).
 */
export function mountAvatarFiles(app: Hono<AppEnv>, server: ServerContext): void {
  app.get(`${AVATAR_URL_PREFIX}:name`, async (c) => {
    const name = c.req.param("name");
    if (!AVATAR_FILE_NAME.test(name)) return c.notFound();
    let bytes: Buffer;
    try {
      bytes = await readFile(join(server.uploadsDir, "avatars", name));
    } catch {
      return c.notFound();
    }
    return c.body(new Uint8Array(bytes), 200, {
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
    });
  });
}
