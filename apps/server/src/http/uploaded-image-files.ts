import type { Hono } from "hono";
import type { ServerContext } from "../server-context";
import { UPLOADED_IMAGE_NAME } from "../shared/uploaded-image";
import { serveStoredFile } from "../storage/serve-stored";
import type { AppEnv } from "./mount-contracts";

/**
 * `GET /uploads/avatars/<hash>.webp` and `/uploads/covers/<hash>.webp`: the pictures the server re-encoded
 * (shared/uploaded-image), from the media store (DATA_DIR/uploads or the bucket; MEDIA_PUBLIC_URL: a redirect
 * there). Names are content hashes of the stored picture, so they are cached for a year; anything that is not such
 * a name in one of these folders is a 404 (no path reaches outside them).
 */
export function mountUploadedImages(app: Hono<AppEnv>, server: ServerContext): void {
  app.get("/uploads/:folder{avatars|covers}/:name", async (c) => {
    const name = c.req.param("name");
    if (!UPLOADED_IMAGE_NAME.test(name)) return c.notFound();
    const key = `uploads/${c.req.param("folder")}/${name}`;
    return (await serveStoredFile(c, server.media, key, "public, max-age=31536000, immutable")) ?? c.notFound();
  });
}
