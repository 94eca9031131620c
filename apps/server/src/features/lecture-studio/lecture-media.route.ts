import type { Hono } from "hono";
import type { AppEnv } from "../../http/mount-contracts";
import type { ServerContext } from "../../server-context";
import { serveStoredFile } from "../../storage/serve-stored";
import { mountSampleLectures } from "../video/sample-lectures/sample-lecture.route";
import { lectureMediaPrefix } from "./lecture-studio.runtime";

/** Where the player finds a lecture's files (the sample media's layout, media/video/lectures/<mediaId>/). */
const PREFIX = "/media/video/lectures";

/**
 * Transcoded uploads (media ids `up-<uuid>`) from the media store (DATA_DIR/media/lectures, or the bucket): only
 * what the transcode produced (playlists, encrypted segments, the cover). Originals and keys live elsewhere and have
 * no route.
 */
export function mountLectureMedia(
  app: Hono<AppEnv>,
  server: ServerContext,
  options: { readonly trustProxy?: boolean } = {},
): void {
  app.get(`${PREFIX}/:mediaId{up-[0-9a-f-]{36}}/:file{.+}`, async (c) => {
    const key = `${lectureMediaPrefix(c.req.param("mediaId"))}${c.req.param("file")}`;
    return (await serveStoredFile(c, server.media, key, "public, max-age=300")) ?? c.notFound();
  });
  // the seeded lectures' own videos, generated on first play into the same store folder
  mountSampleLectures(app, server, { trustProxy: options.trustProxy });
}
