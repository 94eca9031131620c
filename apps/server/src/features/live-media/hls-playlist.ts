/**
 * Playlists of a live session, built from the recording: every publish (and every transcoder restart) writes one
 * part, an ffmpeg EVENT playlist of 2-second MPEG-TS segments under `p<n>/`. Learners get
 *   - while live, a sliding window over the last segments of all parts (MEDIA-SEQUENCE counts every segment so
 *     far, a DISCONTINUITY marks each new part, DISCONTINUITY-SEQUENCE counts those that slid out), and
 *   - once ended, the whole recording as one VOD playlist with ENDLIST: the replay.
 * Both are pure functions of the parts, so the replay is exactly what learners saw live.
 */

export interface Segment {
  /** Path relative to the session's folder (`p1/seg-00003.ts`). */
  readonly uri: string;
  readonly seconds: number;
  /** The first segment of a part after the first part. */
  readonly discontinuity: boolean;
}

/** The segments an ffmpeg HLS playlist lists, in order (URIs taken relative to `prefix`). */
export function segmentsOfPart(playlist: string, prefix: string): { uri: string; seconds: number }[] {
  const segments: { uri: string; seconds: number }[] = [];
  let pending: number | null = null;
  for (const raw of playlist.split("\n")) {
    const line = raw.trim();
    if (line.startsWith("#EXTINF:")) {
      const seconds = Number.parseFloat(line.slice("#EXTINF:".length));
      pending = Number.isFinite(seconds) && seconds > 0 ? seconds : null;
    } else if (line !== "" && !line.startsWith("#")) {
      if (pending !== null && /^[A-Za-z0-9_.-]+$/.test(line))
        segments.push({ uri: `${prefix}/${line}`, seconds: pending });
      pending = null;
    }
  }
  return segments;
}

/** The parts' segments as one timeline. */
export function joinParts(parts: readonly { uri: string; seconds: number }[][]): Segment[] {
  return parts
    .filter((part) => part.length > 0)
    .flatMap((part, p) => part.map((s, i) => ({ ...s, discontinuity: p > 0 && i === 0 })));
}

/** How many segments the live window holds: 6 × 2 s, hls.js starts 3 target durations from the end. */
export const LIVE_WINDOW_SEGMENTS = 6;
export const SEGMENT_SECONDS = 2;

const header = (segments: readonly Segment[]) => [
  "#EXTM3U",
  "#EXT-X-VERSION:3",
  `#EXT-X-TARGETDURATION:${Math.max(SEGMENT_SECONDS, ...segments.map((s) => Math.ceil(s.seconds)))}`,
];

const body = (segments: readonly Segment[], uriOf: (uri: string) => string) =>
  segments.flatMap((s) => [
    ...(s.discontinuity ? ["#EXT-X-DISCONTINUITY"] : []),
    `#EXTINF:${s.seconds.toFixed(3)},`,
    uriOf(s.uri),
  ]);

/** The sliding live playlist (no ENDLIST: players keep reloading it). */
export function livePlaylist(all: readonly Segment[], uriOf: (uri: string) => string = (u) => u): string {
  const first = Math.max(0, all.length - LIVE_WINDOW_SEGMENTS);
  const window = all.slice(first);
  // the discontinuity tags that slid out of the window (a tag on the window's first segment is still in it)
  const slidOut = all.slice(0, first).filter((s) => s.discontinuity).length;
  return [
    ...header(window),
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${slidOut}`,
    ...body(window, uriOf),
    "",
  ].join("\n");
}

/** The whole recording as a VOD playlist (the replay). */
export function replayPlaylist(all: readonly Segment[], uriOf: (uri: string) => string = (u) => u): string {
  return [
    ...header(all),
    "#EXT-X-PLAYLIST-TYPE:VOD",
    "#EXT-X-MEDIA-SEQUENCE:0",
    ...body(all, uriOf),
    "#EXT-X-ENDLIST",
    "",
  ].join("\n");
}

export const totalSeconds = (all: readonly Segment[]): number => all.reduce((sum, s) => sum + s.seconds, 0);
