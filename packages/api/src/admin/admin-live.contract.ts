import { Schema } from "effect";
import { defineContract } from "../contract/contract";
import { IdParam, IntParam, PageOf, PaginationFields } from "../contract/params";

// The console's live-session calls (editor and admin). Form fields arrive as text; the server checks each one and
// names the field in Chinese when it refuses (400). The stream key travels only in the two key calls below.

const Text = Schema.optionalWith(Schema.String, { default: () => "" });
const Int = (fallback: number) => Schema.optionalWith(IntParam, { default: () => fallback });

/** Where a session stands: 未开始 / 直播中 / 已结束 (no replay) / 回放. */
export const ADMIN_LIVE_PHASES = ["notStarted", "live", "ended", "replay"] as const;
export type AdminLivePhase = (typeof ADMIN_LIVE_PHASES)[number];

export const AdminLiveData = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  lecturerId: Schema.Int,
  lecturerName: Schema.String,
  /** The learner-facing status code (0 not started, 1 live, 2 ended or replay). */
  status: Schema.Int,
  phase: Schema.Literal(...ADMIN_LIVE_PHASES),
  /** ISO instants; the end is null for sessions scheduled before the console. */
  startTime: Schema.String,
  endTime: Schema.NullOr(Schema.String),
  description: Schema.String,
  image: Schema.String,
  /** Null: everyone may watch; otherwise buyers of this course and VIP members. */
  courseId: Schema.NullOr(Schema.Int),
  courseTitle: Schema.NullOr(Schema.String),
  bookings: Schema.Int,
});
export type AdminLiveData = typeof AdminLiveData.Type;

export const AdminLiveOptions = Schema.Struct({
  lecturers: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String })),
  /** The live covers already on the site (the first is the default). */
  covers: Schema.Array(Schema.String),
  /** Courses a session may be limited to (paid courses, newest first). */
  courses: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String })),
});

export const AdminLiveKey = Schema.Struct({
  id: Schema.Int,
  /** The RTMP application URL; the publisher appends `/<streamKey>`. */
  rtmpUrl: Schema.String,
  streamKey: Schema.String,
  /** A publisher is streaming to the session right now (its key cannot be rotated then). */
  publishing: Schema.Boolean,
});

export const AdminLiveSave = Schema.Struct({
  /** Edit this session; absent: a new one. */
  id: Schema.optional(IdParam),
  title: Text,
  lecturerId: Int(0),
  /** Beijing time, YYYY-MM-DDTHH:mm. */
  startTime: Text,
  endTime: Text,
  description: Text,
  /** One of the options' covers; empty: the default. */
  image: Text,
  /** 0: everyone may watch; otherwise the course whose buyers (and VIPs) may. */
  courseId: Int(0),
});

export const adminLiveOptions = defineContract({
  name: "adminLiveOptions",
  method: "GET",
  path: "/api/admin/lives/options",
  request: Schema.Struct({}),
  data: AdminLiveOptions,
  auth: "required",
  summary: "Editor: the choices of the live-session form (lecturers, covers, courses to limit watching to).",
});

export const adminLiveList = defineContract({
  name: "adminLiveList",
  method: "GET",
  path: "/api/admin/lives",
  request: Schema.Struct({
    keyword: Text,
    /** Empty: every status; otherwise one of ADMIN_LIVE_PHASES. */
    phase: Text,
    ...PaginationFields,
  }),
  data: PageOf(AdminLiveData),
  auth: "required",
  summary: "Editor: live sessions, latest start first, searched by title and filtered by status, with bookings.",
});

export const adminLiveSave = defineContract({
  name: "adminLiveSave",
  method: "POST",
  path: "/api/admin/lives/save",
  request: AdminLiveSave,
  data: AdminLiveData,
  auth: "required",
  summary: "Editor: creates a session (with a new stream key) or edits one; a moved start tells its bookers.",
});

export const adminLiveKey = defineContract({
  name: "adminLiveKey",
  method: "GET",
  path: "/api/admin/lives/:id/key",
  request: Schema.Struct({ id: IdParam }),
  data: AdminLiveKey,
  auth: "required",
  summary: "Editor: the session's RTMP ingest URL and stream key (each look is in the audit log).",
});

export const adminLiveRotateKey = defineContract({
  name: "adminLiveRotateKey",
  method: "POST",
  path: "/api/admin/lives/:id/rotateKey",
  request: Schema.Struct({ id: IdParam }),
  data: AdminLiveKey,
  auth: "required",
  summary: "Editor: a new stream key (the old one is refused from the next publish); refused while on air (409).",
});

export const adminLiveContracts = {
  adminLiveOptions,
  adminLiveList,
  adminLiveSave,
  adminLiveKey,
  adminLiveRotateKey,
} as const;
