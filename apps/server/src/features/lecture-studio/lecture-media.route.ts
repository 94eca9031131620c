import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "../../http/mount-contracts";
import type { ServerContext } from "../../server-context";

/** Where the player finds a lecture's files (the sample media's layout, media/video/lectures/<mediaId>/). */
const PREFIX = "/media/video/lectures";

/**
 * Transcoded uploads (media ids `up-<uuid>`) from the studio's media folder: only what the transcode produced
 * (playlists, encrypted segments, the cover). Originals and keys live elsewhere and have no route.
 */
export function mountLectureMedia(app: Hono<AppEnv>, server: ServerContext): void {
  const root = server.lectureStudio.settings.mediaDir;
  app.use(`${PREFIX}/:mediaId{up-[0-9a-f-]{36}}/*`, async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206) c.res.headers.set("cache-control", "public, max-age=300");
  });
  app.use(
    `${PREFIX}/:mediaId{up-[0-9a-f-]{36}}/*`,
    serveStatic({ root, rewriteRequestPath: (path) => path.slice(PREFIX.length) }),
  );
}
