import type { Hono } from "hono";
import { resolveSession } from "../../auth/sessions";
import { type AppEnv, readToken } from "../../http/mount-contracts";
import type { ServerContext } from "../../server-context";
import { VIDEO_MESSAGES } from "./video.messages";
import * as repo from "./video.repo";
import { playbackTokensOf } from "./video.service";

/** The key URI written into encrypted playlists (scripts/make-sample-media.sh) is this path plus the media id. */
import { KEY_PATH } from "./video-paths";

export { KEY_PATH };
/** The query parameter the player appends to the key URI (as Aliyun's MtsHlsUriToken). */
export const KEY_TOKEN_PARAM = "MtsHlsUriToken";

/**
 * The AES-128 key of an encrypted lecture, only against a playback token bound to a file that plays this media and
 * to the user who is asking (the player sends its login token with key requests): another user's token gets nothing. The answer is 16 raw bytes for hls.js, so a denial is a real HTTP 403 (a JSON envelope with status
 * 200 would be taken for a key).
 */
export function mountVideoKeyRoute(app: Hono<AppEnv>, server: ServerContext): void {
  const tokens = playbackTokensOf(server);
  const sessionOf = resolveSession(server);
  app.get(KEY_PATH, async (c) => {
    const deny = () =>
      c.body(JSON.stringify({ status: 403, success: false, msg: VIDEO_MESSAGES.keyDenied, data: null }), 403, {
        "content-type": "application/json; charset=utf-8",
        "cache-control": "no-store",
      });
    const grant = tokens.verify(c.req.query(KEY_TOKEN_PARAM) ?? "");
    if (!grant) return deny();
    const loginToken = readToken(c);
    const session = loginToken ? await sessionOf(loginToken) : null;
    if (!session || session.userId !== grant.userId) return deny();
    const file = await repo.findLectureFile(server.db, grant.fileId);
    if (!file || file.mediaId !== c.req.param("mediaId") || !file.encrypted) return deny();
    const keyHex = await repo.mediaKeyHex(server.db, file.mediaId);
    if (!keyHex) return deny();
    return c.body(new Uint8Array(Buffer.from(keyHex, "hex")), 200, {
      "content-type": "application/octet-stream",
      "cache-control": "private, no-store",
    });
  });
}

/** The contract handlers of the video calls, for the app's handler table. */
export { videoHandlers } from "./video.service";
