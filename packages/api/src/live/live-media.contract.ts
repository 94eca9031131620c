import { LIVE_STATUS } from "@taxlearn/core";
import { Schema } from "effect";
import { defineContract } from "../contract/contract";
import { IdParam, SecondsParam } from "../contract/params";

// The media side of live classes: the lecturer's studio (RTMP address and stream key), key rotation, the learner's
// replay position, and the status events that reach open pages (server-sent events, not a JSON call).

export const LiveStudioData = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  status: Schema.Int,
  /** The RTMP server address for OBS's 服务器 field; the full publish URL is `${rtmpUrl}/${streamKey}`. */
  rtmpUrl: Schema.String,
  streamKey: Schema.String,
  /** Open detail pages subscribed to the session's status events. */
  viewers: Schema.Int,
  /** A publisher is connected right now (false during a reconnect grace). */
  publishing: Schema.Boolean,
});
export type LiveStudioData = typeof LiveStudioData.Type;

export const liveStudio = defineContract({
  name: "liveStudio",
  method: "GET",
  path: "/api/live/studio/:id",
  request: Schema.Struct({ id: IdParam }),
  data: LiveStudioData,
  auth: "required",
  summary: "The lecturer's studio of a session they present: RTMP address, stream key, status, viewers. Others → 403.",
});

export const liveRotateKey = defineContract({
  name: "liveRotateKey",
  method: "POST",
  path: "/api/live/studio/rotateKey",
  request: Schema.Struct({ id: IdParam }),
  data: LiveStudioData,
  auth: "required",
  summary: "A new random stream key for a session the lecturer presents; the old one is refused from now on.",
});

export const liveReplayProgress = defineContract({
  name: "liveReplayProgress",
  method: "POST",
  path: "/api/live/replay/progress",
  request: Schema.Struct({ id: IdParam, position: SecondsParam }),
  data: Schema.Struct({ id: Schema.Int, position: Schema.Number }),
  auth: "required",
  summary: "Saves the learner's position in a session's replay (clamped to its length); the detail's resumeAt.",
});

export const liveMediaContracts = { liveStudio, liveRotateKey, liveReplayProgress } as const;

/** Server-sent events of one session: `GET ${LIVE_EVENTS_PATH}/<id>`; each `data:` line is a LiveStatusEvent. */
export const LIVE_EVENTS_PATH = "/api/live/events";
export const liveEventsUrl = (id: number): string => `${LIVE_EVENTS_PATH}/${id}`;

const LIVE_STATUSES: readonly number[] = Object.values(LIVE_STATUS);
export const LiveStatusEvent = Schema.Struct({
  type: Schema.Literal("status"),
  id: Schema.Int,
  status: Schema.Int.pipe(Schema.filter((n) => LIVE_STATUSES.includes(n))),
});
export type LiveStatusEvent = typeof LiveStatusEvent.Type;
