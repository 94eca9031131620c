import { LIVE_STATUS, LiveId } from "@taxlearn/core";
import { Schema } from "effect";
import { LiveItemData } from "../catalogue/catalogue.schema";
import { defineContract } from "../contract/contract";
import { IntParam, PageOf, PaginationFields } from "../contract/params";

// Live classes (/live, /liveList, /liveDetail). The spec names no live calls; these are ours. The studio, key
// rotation, replay progress and the status events are in live-media.contract.ts.

const LIVE_STATUSES: readonly number[] = Object.values(LIVE_STATUS);

/** spec §4 live status: 0 not started, 1 live, 2 replay. */
export const LiveStatusParam = IntParam.pipe(
  Schema.filter((n) => LIVE_STATUSES.includes(n), { message: () => "must be 0, 1 or 2" }),
);

/** The lecturer card of a live class (spec §9: a single lecturer shows a detailed card). */
export const LiveLecturerData = Schema.Struct({
  id: Schema.Int,
  nickname: Schema.String,
  avatar: Schema.String,
  positionalTitles: Schema.String,
  intro: Schema.String,
});

/**
 * What the player plays: the sliding live playlist while 直播中, the VOD replay (ENDLIST) once 回放. `resumeAt` is the
 * logged-in learner's saved replay position (0 otherwise). Null while nothing can be played; then `lockedReason`
 * says why when it is the learner's access (log in, VIP or purchase needed).
 */
export const LivePlaybackData = Schema.Struct({
  kind: Schema.Literal("live", "replay"),
  url: Schema.String,
  duration: Schema.NullOr(Schema.Number),
  resumeAt: Schema.Number,
});
export type LivePlaybackData = typeof LivePlaybackData.Type;

export const LiveDetailData = Schema.Struct({
  ...LiveItemData.fields,
  /** spec §8: null shows 暂无相关信息. */
  startTime: Schema.NullOr(Schema.String),
  description: Schema.String,
  lecturer: Schema.NullOr(LiveLecturerData),
  playback: Schema.NullOr(LivePlaybackData),
  lockedReason: Schema.NullOr(Schema.String),
  /** The session's access: free for everyone, or for buyers of a course and VIPs. */
  access: Schema.Literal("free", "paid"),
});
export type LiveDetailData = typeof LiveDetailData.Type;

export const liveList = defineContract({
  name: "liveList",
  method: "GET",
  path: "/api/live/list",
  request: Schema.Struct({ ...PaginationFields, status: Schema.optional(LiveStatusParam) }),
  data: PageOf(LiveItemData),
  auth: "optional",
  summary:
    "Live classes, live now first, then upcoming by start time, then replays newest first; `status` filters; `scheduled` is 1 for the ones the learner booked.",
});

export const liveDetail = defineContract({
  name: "liveDetail",
  method: "GET",
  path: "/api/live/detail/:id",
  request: Schema.Struct({ id: LiveId }),
  data: LiveDetailData,
  auth: "optional",
  summary:
    "One live class: lecturer card, description, start time, and what to play (live playlist or replay, with the learner's resume position); unknown id → 404.",
});

export const liveBook = defineContract({
  name: "liveBook",
  method: "POST",
  path: "/api/live/book",
  request: Schema.Struct({ id: LiveId }),
  data: Schema.Struct({ scheduled: Schema.Literal(0, 1) }),
  auth: "required",
  summary: "Books a live class that has not started (报名预约 → 已预约); booking again changes nothing.",
});

export const liveCancel = defineContract({
  name: "liveCancel",
  method: "POST",
  path: "/api/live/cancel",
  request: Schema.Struct({ id: LiveId }),
  data: Schema.Struct({ scheduled: Schema.Literal(0, 1) }),
  auth: "required",
  summary:
    "Cancels the learner's booking of a live class that has not started (已预约 → 报名预约); again changes nothing.",
});

export const liveChatPass = defineContract({
  name: "liveChatPass",
  method: "POST",
  path: "/api/live/chat/pass",
  request: Schema.Struct({ id: LiveId }),
  data: Schema.Struct({
    /** Sent with the session's id as the first frame of /api/live/chat/ws; valid once, for 60 seconds. */
    pass: Schema.String,
    expiresAt: Schema.String,
  }),
  auth: "required",
  summary: "A one-time pass for a live session's chat WebSocket (/api/live/chat/ws).",
});

export const liveContracts = { liveList, liveDetail, liveBook, liveCancel, liveChatPass } as const;
