import type { Context, Hono } from "hono";
import type { AppEnv } from "../../http/mount-contracts";
import type { ServerContext } from "../../server-context";
import { playbackAccess } from "./playback-access";
import { KEY_TOKEN_PARAM, lectureMediaUrl, SIGNED_PLAYLIST_PREFIX, signPlaylist } from "./signed-playlists";
import { VIDEO_MESSAGES } from "./video.messages";
import * as repo from "./video.repo";
import { playbackTokensOf } from "./video.service";
/** The key URI written into encrypted playlists (scripts/make-sample-media.sh) is this path plus the media id. */
import { KEY_PATH } from "./video-paths";

export { KEY_PATH, KEY_TOKEN_PARAM };

/**
 * A refusal as a real HTTP 403 with the envelope: players take any 200 for a key or a playlist, so a denial must not
 * be one.
 */
const deny = (c: Context, msg: string, status: 403 | 404 = 403) =>
  c.body(JSON.stringify({ status, success: false, msg, data: null }), status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
  });

/**
 * The AES-128 key of an encrypted lecture and its signed playlists (signed-playlists.ts). Both answer only against a
 * playback token in the URL (`MtsHlsUriToken`) that is well signed, unexpired and bound to a file that plays this
 * media, and only while the token's learner may still watch it (checked on every request, playback-access.ts). No
 * login header is needed: the signed URL is the credential, so native HLS players (iOS Safari, WeChat's iOS
 * WebView, ffmpeg) play with nothing but the play info's URL. The key is 16 raw bytes.
 */
export function mountVideoKeyRoute(app: Hono<AppEnv>, server: ServerContext): void {
  const tokens = playbackTokensOf(server);
  const access = async (c: Context, fileId?: number) => {
    const token = c.req.query(KEY_TOKEN_PARAM) ?? "";
    const grant = tokens.verify(token);
    if (!grant || (fileId !== undefined && grant.fileId !== fileId))
      return { ok: false as const, msg: VIDEO_MESSAGES.keyDenied };
    const granted = await playbackAccess(server, grant);
    if (!granted.ok) return granted;
    if (!granted.file.encrypted) return { ok: false as const, msg: VIDEO_MESSAGES.keyDenied };
    return { ...granted, token };
  };

  app.get(KEY_PATH, async (c) => {
    const granted = await access(c);
    if (!granted.ok) return deny(c, granted.msg);
    if (granted.file.mediaId !== c.req.param("mediaId")) return deny(c, VIDEO_MESSAGES.keyDenied);
    const keyHex = await repo.mediaKeyHex(server.db, granted.file.mediaId);
    if (!keyHex) return deny(c, VIDEO_MESSAGES.keyDenied);
    return c.body(new Uint8Array(Buffer.from(keyHex, "hex")), 200, {
      "content-type": "application/octet-stream",
      "cache-control": "private, no-store",
    });
  });

  const playlist = async (c: Context, name: string) => {
    const fileId = Number(c.req.param("fileId"));
    if (!Number.isSafeInteger(fileId)) return deny(c, VIDEO_MESSAGES.keyDenied);
    const granted = await access(c, fileId);
    if (!granted.ok) return deny(c, granted.msg);
    // the stored playlist as the media routes serve it (sample media or the studio's transcodes), read in-process
    // as this request's client (its connection and forwarded address), so the sample queue's per-client limit holds
    const forwarded = c.req.header("x-forwarded-for");
    const stored = await app.request(
      lectureMediaUrl(granted.file.mediaId, name),
      forwarded ? { headers: { "x-forwarded-for": forwarded } } : undefined,
      c.env,
    );
    // a sample lecture still queued or refused for now: the player is told to come back (Retry-After), not 404
    if (stored.status === 503) return stored;
    if (stored.status !== 200) return deny(c, VIDEO_MESSAGES.lectureNotFound, 404);
    const text = signPlaylist(await stored.text(), {
      fileId,
      mediaId: granted.file.mediaId,
      playlist: name,
      token: granted.token,
    });
    return c.body(text, 200, {
      "content-type": "application/vnd.apple.mpegurl",
      "cache-control": "private, no-store",
    });
  };
  app.get(`${SIGNED_PLAYLIST_PREFIX}/:fileId/master.m3u8`, (c) => playlist(c, "master.m3u8"));
  app.get(`${SIGNED_PLAYLIST_PREFIX}/:fileId/:folder{360p|540p|presenter}/index.m3u8`, (c) =>
    playlist(c, `${c.req.param("folder")}/index.m3u8`),
  );
}

/** The contract handlers of the video calls, for the app's handler table. */
export { videoHandlers } from "./video.service";
