import { VIDEO_MEDIA_URL } from "../../db/reference-data/media";
import { PLAYBACK_TOKEN_TTL_SECONDS, type PlaybackTokens } from "./playback-token";
import { KEY_PATH } from "./video-paths";

/**
 * Signed playlists: the play info of an encrypted lecture names playlists under this path, each URL carrying a
 * playback token (HMAC over learner, lecture file and expiry) in `MtsHlsUriToken`. The server answers them as the
 * stored playlists rewritten so that every URI in them carries the same token or needs none (the encrypted
 * segments are public files), so a player given only the master URL plays the lecture: no login header, no token
 * appended by a player library.
 */
export const SIGNED_PLAYLIST_PREFIX = "/api/aliVod/hls/play";

/** The query parameter of the token (as Aliyun's MtsHlsUriToken, which the spec's player appends to key URIs). */
export const KEY_TOKEN_PARAM = "MtsHlsUriToken";

/** The playlists a lecture has, relative to its folder (sample media and the studio's transcodes alike). */
export const PLAYLIST_NAMES = /^(master|(360p|540p|presenter)\/index)\.m3u8$/;

export const lectureMediaUrl = (mediaId: string, file: string) => `${VIDEO_MEDIA_URL}/lectures/${mediaId}/${file}`;

const withToken = (path: string, token: string) => `${path}?${KEY_TOKEN_PARAM}=${encodeURIComponent(token)}`;

export const signedPlaylistUrl = (fileId: number, playlist: string, token: string) =>
  withToken(`${SIGNED_PLAYLIST_PREFIX}/${fileId}/${playlist}`, token);

export const signedKeyUrl = (mediaId: string, token: string) => withToken(KEY_PATH.replace(":mediaId", mediaId), token);

/**
 * The signed playlist URLs of one lecture for one learner, all with one token. It lives the lecture's length plus the
 * usual token lifetime: a native player may load another definition's playlist (or the key again) at any point of
 * the lecture, and an expired URL would stop it mid-way; a new play info signs anew.
 */
export function signedPlaylists(
  tokens: PlaybackTokens,
  userId: number,
  file: { readonly id: number; readonly durationSeconds: number },
): (playlist: string) => string {
  const ttl = PLAYBACK_TOKEN_TTL_SECONDS + Math.ceil(file.durationSeconds);
  const { token } = tokens.issue({ userId, fileId: file.id }, ttl);
  return (playlist) => signedPlaylistUrl(file.id, playlist, token);
}

const isAbsolute = (uri: string) => /^[a-z][a-z0-9+.-]*:|^\//i.test(uri);

/**
 * A stored playlist of `mediaId` (at `playlist`, e.g. `360p/index.m3u8`) as a signed client sees it: other playlists
 * (a master's variants and renditions) become signed playlist URLs, the key becomes the signed key URL, and segments
 * and init sections become absolute media paths (the rewritten playlist is served from another folder).
 */
export function signPlaylist(
  text: string,
  at: { readonly fileId: number; readonly mediaId: string; readonly playlist: string; readonly token: string },
): string {
  const folder = at.playlist.includes("/") ? at.playlist.slice(0, at.playlist.lastIndexOf("/") + 1) : "";
  const resolve = (uri: string) => {
    if (isAbsolute(uri)) return null; // only the lecture's own relative files are rewritten
    const name = `${folder}${uri.split("?")[0]}`;
    if (PLAYLIST_NAMES.test(name)) return signedPlaylistUrl(at.fileId, name, at.token);
    return lectureMediaUrl(at.mediaId, name);
  };
  return text
    .split("\n")
    .map((raw) => {
      const line = raw.trimEnd();
      if (line.startsWith("#EXT-X-KEY:") || line.startsWith("#EXT-X-SESSION-KEY:")) {
        // the key is the lecture's, whatever URI the transcoder wrote
        return /METHOD=NONE/.test(line)
          ? line
          : line.replace(/URI="[^"]*"/, `URI="${signedKeyUrl(at.mediaId, at.token)}"`);
      }
      if (line.startsWith("#")) {
        return line.replace(/URI="([^"]*)"/, (whole, uri: string) => {
          const rewritten = resolve(uri);
          return rewritten ? `URI="${rewritten}"` : whole;
        });
      }
      if (line === "") return line;
      return resolve(line) ?? line;
    })
    .join("\n");
}
