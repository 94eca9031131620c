import { CourseCategory } from "@taxlearn/core";
import { Schema } from "effect";
import { defineContract } from "../contract/contract";
import { IdParam, IntParam, PageOf, PaginationFields } from "../contract/params";

// The console's content calls (editor and admin). Form fields arrive as text; the server checks each one and names
// the field in Chinese when it refuses (400), so a schema here only says a field is text or a number.

const Text = Schema.optionalWith(Schema.String, { default: () => "" });
const Int = (fallback: number) => Schema.optionalWith(IntParam, { default: () => fallback });

export const AdminNamedOption = Schema.Struct({ id: Schema.Int, name: Schema.String });

export const AdminContentOptions = Schema.Struct({
  courseCategories: Schema.Array(AdminNamedOption),
  lecturers: Schema.Array(AdminNamedOption),
  /** Article types: policies 1–4, cases 25–27. */
  policyTypes: Schema.Array(AdminNamedOption),
  caseTypes: Schema.Array(AdminNamedOption),
});

export const AdminCourseData = Schema.Struct({
  /** The draft's id while unpublished; null for a course edited in place. */
  draftId: Schema.NullOr(Schema.Int),
  /** The published course's id (null while a draft). */
  courseId: Schema.NullOr(Schema.Int),
  title: Schema.String,
  productInfo: Schema.String,
  price: Schema.String,
  otPrice: Schema.String,
  productType: Schema.Int,
  teachingMethod: Schema.Int,
  updateMark: Schema.Int,
  categoryId: Schema.Int,
  keyword: Schema.String,
  lecturerIds: Schema.Array(Schema.Int),
  orgStatus: Schema.Int,
  /** The cover's address ("" while a draft, or before one is uploaded: the cards show a placeholder). */
  image: Schema.String,
  updatedAt: Schema.String,
  /** When the course was withdrawn (下架, ISO), hidden from learners who have not bought it; null while on sale. */
  withdrawnAt: Schema.NullOr(Schema.String),
  /** The study-hour category its lectures credit (a published course; absent for a draft). */
  creditCategory: Schema.optional(CourseCategory),
});
export type AdminCourseData = typeof AdminCourseData.Type;

export const AdminCourseSave = Schema.Struct({
  /** Edit this draft … */
  draftId: Schema.optional(IdParam),
  /** … or this published course; neither: a new draft. */
  courseId: Schema.optional(IdParam),
  title: Text,
  productInfo: Text,
  price: Text,
  otPrice: Text,
  productType: Int(1),
  teachingMethod: Int(1),
  updateMark: Int(3),
  categoryId: Int(0),
  keyword: Text,
  /** Lecturer ids, comma-separated. */
  lecturerIds: Text,
  orgStatus: Int(1),
});

/** A course cover: JPEG, PNG or WebP (checked by content), at most 5 MB, at least 320×180; stored as 750×422 WebP. */
export const COURSE_COVER_RULE = {
  maxBytes: 5 * 1024 * 1024,
  minWidth: 320,
  minHeight: 180,
  types: ["image/jpeg", "image/png", "image/webp"] as readonly string[],
} as const;

export const AdminArticleData = Schema.Struct({
  id: Schema.Int,
  kind: Schema.Literal("policy", "case"),
  type: Schema.Int,
  title: Schema.String,
  summary: Schema.String,
  contentHtml: Schema.String,
  source: Schema.String,
  docNumber: Schema.String,
  region: Schema.String,
  issuedOn: Schema.String,
  effectiveFrom: Schema.String,
  tags: Schema.Array(Schema.String),
  topicId: Schema.Int,
  /** ISO time the draft is scheduled to go out (null: not scheduled). */
  publishAt: Schema.NullOr(Schema.String),
  publishedArticleId: Schema.NullOr(Schema.Int),
  publishedAt: Schema.NullOr(Schema.String),
});
export type AdminArticleData = typeof AdminArticleData.Type;

export const AdminArticleSave = Schema.Struct({
  id: Schema.optional(IdParam),
  kind: Text,
  type: Int(0),
  title: Text,
  summary: Text,
  contentHtml: Text,
  source: Text,
  docNumber: Text,
  region: Text,
  issuedOn: Text,
  effectiveFrom: Text,
  /** Tags, comma-separated. */
  tags: Text,
  topicId: Int(0),
});

export const adminContentOptions = defineContract({
  name: "adminContentOptions",
  method: "GET",
  path: "/api/admin/content/options",
  request: Schema.Struct({}),
  data: AdminContentOptions,
  auth: "required",
  summary: "Editor: the choices of the course and article forms (categories, lecturers, article types).",
});

export const adminCourseList = defineContract({
  name: "adminCourseList",
  method: "GET",
  path: "/api/admin/courses",
  request: Schema.Struct({ keyword: Text, ...PaginationFields }),
  data: Schema.Struct({ drafts: Schema.Array(AdminCourseData), courses: PageOf(AdminCourseData) }),
  auth: "required",
  summary: "Editor: unpublished drafts and a page of published courses, both searched by title.",
});

export const adminCourseSave = defineContract({
  name: "adminCourseSave",
  method: "POST",
  path: "/api/admin/courses/save",
  request: AdminCourseSave,
  data: AdminCourseData,
  auth: "required",
  summary: "Editor: creates or edits a course draft, or edits a published course (re-indexed, caches cleared).",
});

export const adminCoursePublish = defineContract({
  name: "adminCoursePublish",
  method: "POST",
  path: "/api/admin/courses/drafts/:id/publish",
  request: Schema.Struct({ id: IdParam }),
  data: AdminCourseData,
  auth: "required",
  summary: "Editor: publishes a course draft: the course, its lecturers and its search document in one transaction.",
});

export const adminCourseWithdraw = defineContract({
  name: "adminCourseWithdraw",
  method: "POST",
  path: "/api/admin/courses/:id/withdraw",
  request: Schema.Struct({ id: IdParam }),
  data: AdminCourseData,
  auth: "required",
  summary:
    "Editor: withdraws (下架) a published course: gone from lists, search and new orders; its buyers keep it (409 if already).",
});

export const adminCourseRestore = defineContract({
  name: "adminCourseRestore",
  method: "POST",
  path: "/api/admin/courses/:id/restore",
  request: Schema.Struct({ id: IdParam }),
  data: AdminCourseData,
  auth: "required",
  summary: "Editor: puts a withdrawn course back on sale (重新上架): lists, search and orders again (409 if on sale).",
});

export const adminCourseCover = defineContract({
  name: "adminCourseCover",
  method: "POST",
  path: "/api/admin/courses/:id/cover",
  // a multipart body (the client sends one when a value is a Blob); checked and re-encoded by the server
  request: Schema.Struct({
    id: IdParam,
    file: Schema.optional(
      // arbitrary bytes for property tests (the contract fuzzer): the server must refuse what is not a picture
      Schema.instanceOf(Blob, {
        arbitrary: () => (fc) => fc.uint8Array({ maxLength: 256 }).map((b) => new Blob([Uint8Array.from(b)])),
      }),
    ),
  }),
  data: Schema.Struct({ image: Schema.String }),
  auth: "required",
  summary: "Editor: sets a published course's cover from an uploaded picture (re-encoded to 750×422 WebP).",
});

export const adminArticleList = defineContract({
  name: "adminArticleList",
  method: "GET",
  path: "/api/admin/articles",
  request: Schema.Struct({ keyword: Text, ...PaginationFields }),
  data: PageOf(AdminArticleData),
  auth: "required",
  summary: "Editor: policy and case drafts (written, scheduled and published), newest first, searched by title.",
});

export const adminArticleSave = defineContract({
  name: "adminArticleSave",
  method: "POST",
  path: "/api/admin/articles/save",
  request: AdminArticleSave,
  data: AdminArticleData,
  auth: "required",
  summary: "Editor: creates or edits an unpublished policy or case; its rich text is sanitised on save.",
});

export const adminArticlePublish = defineContract({
  name: "adminArticlePublish",
  method: "POST",
  path: "/api/admin/articles/:id/publish",
  request: Schema.Struct({
    id: IdParam,
    /** Empty: publish now. Otherwise a time (YYYY-MM-DDTHH:mm, Beijing) to publish at; "cancel" clears it. */
    publishAt: Text,
  }),
  data: AdminArticleData,
  auth: "required",
  summary: "Editor: publishes a draft now (search, citations, caches, subscribers) or schedules it.",
});

export const adminContentContracts = {
  adminContentOptions,
  adminCourseList,
  adminCourseSave,
  adminCoursePublish,
  adminCourseWithdraw,
  adminCourseRestore,
  adminCourseCover,
  adminArticleList,
  adminArticleSave,
  adminArticlePublish,
} as const;
