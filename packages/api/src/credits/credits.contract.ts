import { ATTENDANCE_REPORT_KINDS, CreditsSummary, FileId, HeartbeatReport, LiveId } from "@taxlearn/core";
import { Schema } from "effect";
import { defineContract } from "../contract/contract";

/** What a heartbeat earned: the seconds newly credited and, when it earned nothing, why (core's BeatRefusal). */
export const LectureHeartbeatData = Schema.Struct({
  fileId: Schema.Int,
  creditedSeconds: Schema.Number,
  refusal: Schema.NullOr(Schema.Literal("notPlaying", "hidden", "rate", "overrun", "otherDevice")),
  /** The serial of the course's 结业证书 when this report completed the course, else null. */
  certificateSerial: Schema.NullOr(Schema.String),
});
export type LectureHeartbeatData = typeof LectureHeartbeatData.Type;

/**
 * POST, with the login token: one report of the lecture player (core's HeartbeatReport as a JSON text in `report`).
 * The server judges it with the crediting rule and its own clock; a resent report is answered as the first time.
 */
export const lectureHeartbeat = defineContract({
  name: "lectureHeartbeat",
  method: "POST",
  path: "/api/credits/lecture/:fileId/heartbeat",
  request: Schema.Struct({ fileId: FileId, report: Schema.parseJson(HeartbeatReport) }),
  data: LectureHeartbeatData,
  auth: "required",
  summary: "Credits the watched seconds of a lecture the learner may watch (study hours); idempotent on retry.",
});

/** What the server made of a live room report: the seconds it vouched for (0 for a start). */
export const LiveHeartbeatData = Schema.Struct({
  liveId: Schema.Int,
  /** Seconds since the device's previous report this one vouched for; credited when the session ends. */
  attendedSeconds: Schema.Number,
});
export type LiveHeartbeatData = typeof LiveHeartbeatData.Type;

/**
 * POST, with the login token: one report of the live room's player (core's AttendanceReportKind) while the session
 * is live. The server times it by its own clock; the session's attended minutes are credited when it ends.
 */
export const liveHeartbeat = defineContract({
  name: "liveHeartbeat",
  method: "POST",
  path: "/api/credits/live/:id/heartbeat",
  request: Schema.Struct({
    id: LiveId,
    deviceId: Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_-]{8,64}$/)),
    kind: Schema.Literal(...ATTENDANCE_REPORT_KINDS),
  }),
  data: LiveHeartbeatData,
  auth: "required",
  summary: "Records a learner's attendance of a live session as it plays (study hours credited at its end).",
});

/** A year, 2000–2100, as a query parameter. */
const YearParam = Schema.NumberFromString.pipe(Schema.int(), Schema.between(2000, 2100));

export const creditsSummary = defineContract({
  name: "creditsSummary",
  method: "GET",
  path: "/api/credits/summary",
  request: Schema.Struct({ year: Schema.optional(YearParam) }),
  data: CreditsSummary,
  auth: "required",
  summary:
    "The learner's 学时档案 of a year (this year by default): hours by category, requirement, items, certificates.",
});

/** GET, with the login token: a certificate's PDF (a 结业证书 or a 学时证明) of the learner's own. Not a contract. */
export const CREDIT_CERTIFICATE_PDF_PATH = "/api/credits/certificates/:serial/pdf";
export const creditCertificatePdfUrl = (serial: string): string =>
  `/api/credits/certificates/${encodeURIComponent(serial)}/pdf`;

/** GET, with the login token: the year's 学时证明 PDF, issuing a new serial when the year's hours changed. Not a contract. */
export const CREDIT_YEAR_PDF_PATH = "/api/credits/years/:year/pdf";
export const creditYearPdfUrl = (year: number): string => `/api/credits/years/${year}/pdf`;

/** The public verification page of a certificate (server-rendered, no login). */
export const CERTIFICATE_VERIFY_PATH = "/certificate/verify/:serial";
export const certificateVerifyPath = (serial: string): string => `/certificate/verify/${encodeURIComponent(serial)}`;

export const creditsContracts = { lectureHeartbeat, liveHeartbeat, creditsSummary } as const;
