import { CourseId, LectureId } from "@taxlearn/core";
import { Schema } from "effect";
import { defineContract } from "../contract/contract";
import { FlagParam, IdParam, IntParam, NonNegativeIntParam } from "../contract/params";
import { PlayDefinition } from "../video/video.contract";

// The lecture studio (editor): a course's lectures, their uploaded videos and transcodes, and their interaction
// cards (spec §3). The video itself arrives over tus at ADMIN_LECTURE_UPLOAD_PATH (not a contract: a resumable
// upload protocol of its own), with the same bearer token and role check. A lecture's id is a LectureId and its
// course's a CourseId, so the one is never sent as the other.

/** tus endpoint of lecture videos (POST to create, PATCH to send, HEAD to resume). */
export const ADMIN_LECTURE_UPLOAD_PATH = "/api/admin/lecture-uploads";

const Text = Schema.optionalWith(Schema.String, { default: () => "" });
/** A fraction of the video (an image card's box), as a JSON number or its decimal text. */
const Fraction = Schema.optionalWith(Schema.Union(Schema.Number, Schema.NumberFromString), { default: () => 0 });

export const AdminTranscodeData = Schema.Struct({
  id: Schema.Int,
  status: Schema.Literal("queued", "running", "ready", "failed"),
  /** 0–100. */
  progress: Schema.Int,
  /** The failure in Chinese (with ffmpeg's reason); null unless failed. */
  error: Schema.NullOr(Schema.String),
  attempts: Schema.Int,
  originalBytes: Schema.Number,
  /** Whether the uploaded original is still kept (LECTURE_KEEP_ORIGINALS). */
  originalKept: Schema.Boolean,
  updatedAt: Schema.String,
});
export type AdminTranscodeData = typeof AdminTranscodeData.Type;

export const AdminLectureData = Schema.Struct({
  id: LectureId,
  courseId: CourseId,
  chapterTitle: Schema.String,
  title: Schema.String,
  sort: Schema.Int,
  free: Schema.Boolean,
  published: Schema.Boolean,
  /** Soft-deleted (learners had studied it): hidden from learners. */
  deleted: Schema.Boolean,
  mediaId: Schema.String,
  /** Seconds, read from the uploaded file (0 before a video is transcoded). */
  duration: Schema.Number,
  videoReady: Schema.Boolean,
  /** How many lectures play this video (seeded videos are shared: their cards show in each). */
  sharedBy: Schema.Int,
  transcode: Schema.NullOr(AdminTranscodeData),
});
export type AdminLectureData = typeof AdminLectureData.Type;

export const AdminCardData = Schema.Struct({
  id: Schema.Int,
  type: Schema.Int,
  pointTime: Schema.Int,
  timeout: Schema.Int,
  isInterrupt: Schema.Literal(0, 1),
  content: Schema.String,
  answer: Schema.String,
  animationUrl: Schema.String,
  configure: Schema.String,
});
export type AdminCardData = typeof AdminCardData.Type;

export const AdminLectureDetail = Schema.Struct({
  lecture: AdminLectureData,
  cards: Schema.Array(AdminCardData),
  /** For the preview in the anchor player (null until the video is ready). */
  preview: Schema.NullOr(
    Schema.Struct({
      masterUrl: Schema.String,
      coverUrl: Schema.String,
      overlayUrl: Schema.String,
      encryptType: Schema.Literal(0, 1),
      definitions: Schema.Array(PlayDefinition),
      /** A playback token of the operator for the key of an encrypted video. */
      playauth: Schema.String,
    }),
  ),
  /** Pictures and clips an editor may pick for image cards and opening/closing clips. */
  mediaChoices: Schema.Struct({ images: Schema.Array(Schema.String), clips: Schema.Array(Schema.String) }),
});
export type AdminLectureDetail = typeof AdminLectureDetail.Type;

export const AdminCourseChoice = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  price: Schema.String,
  lectures: Schema.Int,
});

export const adminLectureCourses = defineContract({
  name: "adminLectureCourses",
  method: "GET",
  path: "/api/admin/lecture-courses",
  request: Schema.Struct({ keyword: Text }),
  data: Schema.Array(AdminCourseChoice),
  auth: "required",
  summary: "Editor: courses to add lectures to, by title keyword (at most 50).",
});

export const adminLectureList = defineContract({
  name: "adminLectureList",
  method: "GET",
  path: "/api/admin/lectures",
  request: Schema.Struct({ courseId: CourseId }),
  data: Schema.Array(AdminLectureData),
  auth: "required",
  summary: "Editor: a course's lectures in order, drafts and soft-deleted ones included, with their transcodes.",
});

export const adminLectureSave = defineContract({
  name: "adminLectureSave",
  method: "POST",
  path: "/api/admin/lectures/save",
  request: Schema.Struct({
    /** Absent: a new lecture (a draft until published). */
    id: Schema.optional(LectureId),
    courseId: CourseId,
    title: Text,
    chapterTitle: Text,
    sort: IntParam,
    free: Schema.optionalWith(FlagParam, { default: () => 0 as const }),
  }),
  data: AdminLectureData,
  auth: "required",
  summary: "Editor: creates or edits a lecture (title, chapter, order, free trial); refusals name the field.",
});

export const adminLecturePublish = defineContract({
  name: "adminLecturePublish",
  method: "POST",
  path: "/api/admin/lectures/:id/publish",
  request: Schema.Struct({ id: LectureId, published: FlagParam }),
  data: AdminLectureData,
  auth: "required",
  summary: "Editor: publishes a lecture whose video is ready (learners see it), or takes it back to draft.",
});

export const adminLectureDelete = defineContract({
  name: "adminLectureDelete",
  method: "POST",
  path: "/api/admin/lectures/:id/delete",
  request: Schema.Struct({ id: LectureId }),
  data: Schema.Struct({ soft: Schema.Boolean }),
  auth: "required",
  summary: "Editor: deletes a lecture; one that learners studied is only hidden (soft delete).",
});

export const adminLectureDetail = defineContract({
  name: "adminLectureDetail",
  method: "GET",
  path: "/api/admin/lectures/:id",
  request: Schema.Struct({ id: LectureId }),
  data: AdminLectureDetail,
  auth: "required",
  summary: "Editor: a lecture with its transcode, its interaction cards and what the preview player needs.",
});

export const adminTranscodeRetry = defineContract({
  name: "adminTranscodeRetry",
  method: "POST",
  path: "/api/admin/lectures/:id/transcode/retry",
  request: Schema.Struct({ id: LectureId }),
  data: AdminLectureData,
  auth: "required",
  summary: "Editor: queues a failed transcode again (the original must still be kept).",
});

export const adminCardSave = defineContract({
  name: "adminCardSave",
  method: "POST",
  path: "/api/admin/lectures/:id/cards/save",
  request: Schema.Struct({
    id: LectureId,
    /** Absent: a new card. */
    cardId: Schema.optional(IdParam),
    type: IntParam,
    pointTime: IntParam,
    timeout: Schema.optionalWith(NonNegativeIntParam, { default: () => 0 }),
    isInterrupt: Schema.optionalWith(IntParam, { default: () => 0 }),
    content: Text,
    answer: Text,
    answer1: Text,
    answer2: Text,
    isTrue: Schema.optionalWith(IntParam, { default: () => 0 }),
    analysis: Text,
    animationUrl: Text,
    posX: Fraction,
    posY: Fraction,
    posW: Fraction,
    posH: Fraction,
    htmlRouter: Text,
    jumpText: Text,
  }),
  data: Schema.Array(AdminCardData),
  auth: "required",
  summary: "Editor: adds or edits an interaction card of the lecture's video; checked by core checkCardDraft.",
});

export const adminCardDelete = defineContract({
  name: "adminCardDelete",
  method: "POST",
  path: "/api/admin/lectures/:id/cards/:cardId/delete",
  request: Schema.Struct({ id: LectureId, cardId: IdParam }),
  data: Schema.Array(AdminCardData),
  auth: "required",
  summary: "Editor: removes an interaction card.",
});

export const adminLectureContracts = {
  adminLectureCourses,
  adminLectureList,
  adminLectureSave,
  adminLecturePublish,
  adminLectureDelete,
  adminLectureDetail,
  adminTranscodeRetry,
  adminCardSave,
  adminCardDelete,
} as const;
