import { CourseId, Feedback, FileId, InteractionEvent } from "@taxlearn/core";
import { Schema } from "effect";
import { defineContract } from "../contract/contract";
import { IntParam, SecondsParam } from "../contract/params";

/** One definition (rendition) of a lecture: its HLS playlist URL. */
export const PlayDefinition = Schema.Struct({
  /** "360p" or "540p". */
  definition: Schema.String,
  /** Chinese label for the definition switch (标清, 高清). */
  label: Schema.String,
  width: Schema.Int,
  height: Schema.Int,
  url: Schema.String,
});
export type PlayDefinition = typeof PlayDefinition.Type;

/** spec §7 GET /api/aliVod/playInfo/{id}: everything the anchor player needs for one lecture file. */
export const PlayInfoData = Schema.Struct({
  fileId: Schema.Int,
  courseId: Schema.Int,
  title: Schema.String,
  /** Seconds. */
  duration: Schema.Number,
  coverUrl: Schema.String,
  /** spec §3 player options: 1 when the stream is HLS AES-128 encrypted (then a playback token is needed). */
  encryptType: Schema.Literal(0, 1),
  /** Master playlist (all definitions). */
  masterUrl: Schema.String,
  definitions: Schema.Array(PlayDefinition),
  /** The presenter layer of the anchor player; empty when the lecture has none (uploaded videos). */
  overlayUrl: Schema.String,
  /** The learner's saved position in seconds (0 when none). */
  breakpoint: Schema.Number,
  /** The lecture's WebVTT captions (LECTURE_CAPTIONS_PATH, fetched with the login token), or null when it has none. */
  captionsUrl: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null }),
});
export type PlayInfoData = typeof PlayInfoData.Type;

/**
 * GET, with the login token: the WebVTT captions (text/vtt) of a lecture file, under the same entitlement as
 * playInfo. Not a contract: the answer is a caption file, not an envelope (failures are envelopes with a real
 * 401/403/404 status).
 */
export const LECTURE_CAPTIONS_PATH = "/api/lecture/captions/:fileId";
export const lectureCaptionsUrl = (fileId: number): string => `/api/lecture/captions/${fileId}`;

export const playInfo = defineContract({
  name: "playInfo",
  method: "GET",
  path: "/api/aliVod/playInfo/:id",
  request: Schema.Struct({ id: FileId }),
  data: PlayInfoData,
  auth: "required",
  summary:
    "Play info of a lecture file for an entitled user (free: any logged-in user; paid: buyers and active VIPs); others 403.",
});

export const HlsTokenData = Schema.Struct({
  /** Appended to the key URI as MtsHlsUriToken; bound to the user and the file. */
  token: Schema.String,
  expiresInSeconds: Schema.Int,
});
export type HlsTokenData = typeof HlsTokenData.Type;

export const hlsGenerateToken = defineContract({
  name: "hlsGenerateToken",
  method: "POST",
  path: "/api/aliVod/hls/hlsGenerateToken",
  request: Schema.Struct({
    jsCode: IntParam.pipe(Schema.filter((n) => n === 2, { message: () => "must be 2" })),
    fileId: FileId,
  }),
  data: HlsTokenData,
  auth: "required",
  summary:
    "A short-lived playback token for one encrypted lecture file and the calling user (body jsCode 2 as the spec's client sends).",
});

export const fileExtraData = defineContract({
  name: "fileExtraData",
  method: "GET",
  path: "/api/onlineProduct/fileExtraData",
  request: Schema.Struct({ fileId: FileId }),
  data: Schema.Array(InteractionEvent),
  auth: "required",
  summary: "The interaction events (spec §3) of a lecture file, by pointTime; same entitlement as play info.",
});

export const LectureProgressData = Schema.Struct({
  fileId: Schema.Int,
  /** Seconds. */
  breakpoint: Schema.Number,
  /** 0-100 (spec §5 progress percentage). */
  progress: Schema.Int,
});
export type LectureProgressData = typeof LectureProgressData.Type;

export const writeStudyRecord = defineContract({
  name: "writeStudyRecord",
  method: "POST",
  path: "/api/writeStudyRecord",
  request: Schema.Struct({ fileId: FileId, position: SecondsParam }),
  data: LectureProgressData,
  auth: "required",
  summary: "Records study progress of a lecture (the furthest position reached, as a percentage); idempotent.",
});

export const writeBreakpointRecord = defineContract({
  name: "writeBreakpointRecord",
  method: "POST",
  path: "/api/writeBreakpointRecord",
  request: Schema.Struct({ fileId: FileId, breakpoint: SecondsParam }),
  data: LectureProgressData,
  auth: "required",
  summary: "Saves the resume position of a lecture for the user; idempotent.",
});

/** spec §3 feedback (core's Feedback) as a request: userId is taken from the token, content may be left out. */
const FeedbackRequest = Schema.Struct({
  ...Feedback.omit("userId", "content").fields,
  content: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(500)), { default: () => "" }),
});

/** A stored rating: core's Feedback with its id and times. */
export const FeedbackData = Schema.Struct({
  id: Schema.Int,
  ...Feedback.fields,
  createdAt: Schema.String,
  updatedAt: Schema.String,
});
export type FeedbackData = typeof FeedbackData.Type;

export const feedbackSubmit = defineContract({
  name: "feedbackSubmit",
  method: "POST",
  path: "/api/feedback/submit",
  request: FeedbackRequest,
  data: FeedbackData,
  auth: "required",
  summary: "Rates a course (one rating per user per course; a second submit is 409).",
});

export const feedbackEdit = defineContract({
  name: "feedbackEdit",
  method: "POST",
  path: "/api/feedback/edit",
  request: FeedbackRequest,
  data: FeedbackData,
  auth: "required",
  summary: "Replaces the user's rating of a course (404 when there is none yet).",
});

export const feedbackGetInfo = defineContract({
  name: "feedbackGetInfo",
  method: "POST",
  path: "/api/feedback/getInfo/:id",
  request: Schema.Struct({ id: CourseId }),
  data: Schema.NullOr(FeedbackData),
  auth: "required",
  summary: "The user's own rating of course {id}, or null.",
});

export const CourseLectureData = Schema.Struct({
  fileId: Schema.Int,
  chapterTitle: Schema.String,
  title: Schema.String,
  sort: Schema.Int,
  /** Seconds. */
  duration: Schema.Number,
  /** The user's saved position, seconds (0 when anonymous or never watched). */
  breakpoint: Schema.Number,
  /** 0-100. */
  progress: Schema.Int,
});
export type CourseLectureData = typeof CourseLectureData.Type;

export const CourseLecturesData = Schema.Struct({
  courseId: Schema.Int,
  /** Whether the caller may watch the lectures; null for anonymous visitors (they must log in first). */
  entitled: Schema.NullOr(Schema.Boolean),
  /** How: free content, a purchase, or an active VIP membership. */
  entitledVia: Schema.NullOr(Schema.Literal("free", "purchase", "vip")),
  lectures: Schema.Array(CourseLectureData),
});
export type CourseLecturesData = typeof CourseLecturesData.Type;

export const courseLectures = defineContract({
  name: "courseLectures",
  method: "GET",
  path: "/api/onlineProduct/lectures/:id",
  request: Schema.Struct({ id: CourseId }),
  data: CourseLecturesData,
  auth: "optional",
  summary:
    "The chapter/lecture list of course {id} with the caller's position and progress per lecture and whether they may watch (the public, cached course detail cannot carry per-user data).",
});

export const videoContracts = {
  courseLectures,
  playInfo,
  hlsGenerateToken,
  fileExtraData,
  writeStudyRecord,
  writeBreakpointRecord,
  feedbackSubmit,
  feedbackEdit,
  feedbackGetInfo,
} as const;
