import { LIVE_EVENTS_PATH, type LiveStatusEvent } from "@taxlearn/api";
import { LIVE_STATUS } from "@taxlearn/core";
import type { Context, Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "../../http/mount-contracts";
import type { ServerContext } from "../../server-context";
import { serveStoredFile } from "../../storage/serve-stored";
import { livePlaylist } from "./hls-playlist";
import { LIVE_MEDIA_MESSAGES } from "./live-media.messages";
import * as repo from "./live-media.repo";
import { LIVE_TOKEN_PARAM, livePlaybackTokensOf } from "./live-playback";
import { LIVE_MEDIA_URL, liveMediaPrefix } from "./live-runtime";

const SEGMENT = /^p\d{1,4}\/seg-\d{1,6}\.ts$/;
const FACTS_TTL_MS = 1000;
/** Keeps SSE connections open through proxies that drop idle ones. */
const HEARTBEAT_MS = 15_000;

const denied = (c: Context, status: 403 | 404, msg: string) =>
  c.body(JSON.stringify({ status, success: false, msg, data: null }), status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
  });

/**
 * Live media under /media/live/<id>/: `live.m3u8` (the sliding window, built per request from the recording),
 * `replay.m3u8` (the VOD replay) and the segments `p<n>/seg-<n>.ts`. A session tied to a course answers only with
 * a token of its own (`?t=`), which the playlists carry on to every segment; others are public, like lectures.
 */
export function mountLiveMediaRoutes(app: Hono<AppEnv>, server: ServerContext): void {
  const tokens = livePlaybackTokensOf(server);
  const runtime = server.live;

  // every viewer asks for a playlist and a segment every 2 s: the session's access and status are read at most once
  // a second per session, not once per request (a status change is seen within that second)
  const sessionFacts = new Map<number, { at: number; courseId: number | null; status: number | null }>();
  const factsOf = async (liveId: number) => {
    const cached = sessionFacts.get(liveId);
    if (cached && Date.now() - cached.at < FACTS_TTL_MS) return cached;
    const [media, session] = await Promise.all([
      repo.findMedia(server.db, liveId),
      repo.findSession(server.db, liveId),
    ]);
    const facts = { at: Date.now(), courseId: media?.courseId ?? null, status: session?.status ?? null };
    if (sessionFacts.size > 1000) sessionFacts.clear();
    sessionFacts.set(liveId, facts);
    return facts;
  };

  const guard = async (c: Context, liveId: number) => {
    const media = await factsOf(liveId);
    if (!media.courseId) return { ok: true as const, token: null };
    const token = c.req.query(LIVE_TOKEN_PARAM) ?? "";
    const grant = tokens.verify(token);
    return grant && grant.fileId === liveId ? { ok: true as const, token } : { ok: false as const };
  };
  const withToken = (token: string | null) => (uri: string) =>
    token ? `${uri}?${LIVE_TOKEN_PARAM}=${encodeURIComponent(token)}` : uri;
  const playlist = (c: Context, text: string, cache: string) =>
    c.body(text, 200, { "content-type": "application/vnd.apple.mpegurl", "cache-control": cache });

  app.get(`${LIVE_MEDIA_URL}/:id{[0-9]{1,9}}/:file{.+}`, async (c) => {
    const liveId = Number(c.req.param("id"));
    const file = c.req.param("file");
    const access = await guard(c, liveId);
    if (!access.ok) return denied(c, 403, LIVE_MEDIA_MESSAGES.paidToWatch);
    // the recording in the media store: written by whichever node takes the stream
    const prefix = liveMediaPrefix(liveId);
    if (file === "live.m3u8") {
      if ((await factsOf(liveId)).status !== LIVE_STATUS.live) return denied(c, 404, LIVE_MEDIA_MESSAGES.notFound);
      return playlist(c, livePlaylist(await runtime.recordedSegments(liveId), withToken(access.token)), "no-cache");
    }
    if (file === "replay.m3u8") {
      const stored = await server.media.read(`${prefix}replay.m3u8`);
      if (!stored) return denied(c, 404, LIVE_MEDIA_MESSAGES.noReplay);
      const text = stored.toString("utf8");
      if (!access.token) return playlist(c, text, "public, max-age=60");
      return playlist(c, tokenOnEveryUri(text, withToken(access.token)), "private, no-store");
    }
    if (!SEGMENT.test(file)) return denied(c, 404, LIVE_MEDIA_MESSAGES.notFound);
    const served = await serveStoredFile(
      c,
      server.media,
      `${prefix}${file}`,
      access.token ? "private, max-age=3600" : "public, max-age=3600",
    );
    return served ?? denied(c, 404, LIVE_MEDIA_MESSAGES.notFound);
  });

  // status events of one session; every open connection counts as a viewer in the studio
  app.get(`${LIVE_EVENTS_PATH}/:id{[0-9]{1,9}}`, async (c) => {
    const liveId = Number(c.req.param("id"));
    const session = await repo.findSession(server.db, liveId);
    if (!session) return denied(c, 404, LIVE_MEDIA_MESSAGES.notFound);
    c.header("cache-control", "no-store");
    c.header("x-accel-buffering", "no");
    return streamSSE(c, async (stream) => {
      const send = (status: number) => {
        const event: LiveStatusEvent = { type: "status", id: liveId, status };
        void stream.writeSSE({ data: JSON.stringify(event) });
      };
      send(session.status);
      const unsubscribe = runtime.subscribe(liveId, send);
      const closed = new Promise<void>((resolve) => stream.onAbort(resolve));
      const heartbeat = setInterval(() => void stream.write(": keep-alive\n\n"), HEARTBEAT_MS);
      await closed;
      clearInterval(heartbeat);
      unsubscribe();
    });
  });
}

/** A playlist with the token carried on to every segment URI. */
const tokenOnEveryUri = (text: string, uriOf: (uri: string) => string) =>
  text
    .split("\n")
    .map((line) => (line.trim() !== "" && !line.startsWith("#") ? uriOf(line.trim()) : line))
    .join("\n");
