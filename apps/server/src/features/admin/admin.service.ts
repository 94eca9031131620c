import type { AdminSectionKey } from "@taxlearn/core";
import type { ServerContext } from "../../server-context";
import { guardSection } from "./admin-access";
import type { ConsoleCallName, ConsoleHandlers } from "./console-handlers";
import { adminMeHandler } from "./handlers/admin-me";
import { articleListHandler, articlePublishHandler, articleSaveHandler } from "./handlers/articles";
import { auditListHandler } from "./handlers/audit-list";
import { collectionListHandler, collectionSaveHandler } from "./handlers/collections";
import { courseCoverHandler } from "./handlers/course-cover";
import { courseRestoreHandler, courseWithdrawHandler } from "./handlers/course-withdrawal";
import { contentOptionsHandler, courseListHandler, coursePublishHandler, courseSaveHandler } from "./handlers/courses";
import { dashboardHandler } from "./handlers/dashboard";
import { hearingListHandler, hearingSaveHandler } from "./handlers/hearings";
import { helpListHandler, helpSaveHandler, helpVisibilityHandler } from "./handlers/help-articles";
import { cardDeleteHandler, cardSaveHandler, lectureDetailHandler } from "./handlers/lecture-cards";
import {
  lectureCoursesHandler,
  lectureDeleteHandler,
  lectureListHandler,
  lecturePublishHandler,
  lectureSaveHandler,
  transcodeRetryHandler,
} from "./handlers/lectures";
import { liveKeyHandler, liveRotateKeyHandler } from "./handlers/live-keys";
import { liveListHandler, liveOptionsHandler, liveSaveHandler } from "./handlers/lives";

/**
 * The section each console call belongs to (its roles: core ADMIN_SECTIONS). `adminMe` has none: every logged-in
 * account may ask what it may do. A test walks this table for every role.
 */
export const ADMIN_CALL_SECTIONS = {
  adminAuditList: "audit",
  adminDashboard: "dashboard",
  adminContentOptions: "courses",
  adminCourseList: "courses",
  adminCourseSave: "courses",
  adminCoursePublish: "courses",
  adminCourseWithdraw: "courses",
  adminCourseRestore: "courses",
  adminCourseCover: "courses",
  adminArticleList: "articles",
  adminArticleSave: "articles",
  adminArticlePublish: "articles",
  adminLectureCourses: "lectures",
  adminLectureList: "lectures",
  adminLectureSave: "lectures",
  adminLecturePublish: "lectures",
  adminLectureDelete: "lectures",
  adminLectureDetail: "lectures",
  adminTranscodeRetry: "lectures",
  adminCardSave: "lectures",
  adminCardDelete: "lectures",
  adminLiveOptions: "lives",
  adminLiveList: "lives",
  adminLiveSave: "lives",
  adminLiveKey: "lives",
  adminLiveRotateKey: "lives",
  adminCollectionList: "collections",
  adminCollectionSave: "collections",
  adminHelpList: "help",
  adminHelpSave: "help",
  adminHelpVisibility: "help",
  adminHearingList: "hearings",
  adminHearingSave: "hearings",
} as const satisfies Partial<Record<ConsoleCallName, AdminSectionKey>>;

const lecture = (input: { id: number }) => `lecture:${input.id}`;

export function adminHandlers(server: ServerContext): ConsoleHandlers<keyof typeof ADMIN_CALL_SECTIONS | "adminMe"> {
  const guard = guardSection(server);
  const s = ADMIN_CALL_SECTIONS;
  return {
    adminMe: adminMeHandler(server),
    adminAuditList: guard("adminAuditList", s.adminAuditList, auditListHandler(server)),
    adminDashboard: guard("adminDashboard", s.adminDashboard, dashboardHandler(server)),
    adminContentOptions: guard("adminContentOptions", s.adminContentOptions, contentOptionsHandler(server)),
    adminCourseList: guard("adminCourseList", s.adminCourseList, courseListHandler(server)),
    adminCourseSave: guard("adminCourseSave", s.adminCourseSave, courseSaveHandler(server), (i) =>
      i.courseId ? `course:${i.courseId}` : i.draftId ? `courseDraft:${i.draftId}` : "",
    ),
    adminCoursePublish: guard(
      "adminCoursePublish",
      s.adminCoursePublish,
      coursePublishHandler(server),
      (i) => `courseDraft:${i.id}`,
    ),
    adminCourseWithdraw: guard(
      "adminCourseWithdraw",
      s.adminCourseWithdraw,
      courseWithdrawHandler(server),
      (i) => `course:${i.id}`,
    ),
    adminCourseRestore: guard(
      "adminCourseRestore",
      s.adminCourseRestore,
      courseRestoreHandler(server),
      (i) => `course:${i.id}`,
    ),
    adminCourseCover: guard(
      "adminCourseCover",
      s.adminCourseCover,
      courseCoverHandler(server),
      (i) => `course:${i.id}`,
    ),
    adminArticleList: guard("adminArticleList", s.adminArticleList, articleListHandler(server)),
    adminArticleSave: guard("adminArticleSave", s.adminArticleSave, articleSaveHandler(server), (i) =>
      i.id ? `article:${i.id}` : "",
    ),
    adminArticlePublish: guard(
      "adminArticlePublish",
      s.adminArticlePublish,
      articlePublishHandler(server),
      (i) => `article:${i.id}`,
    ),
    adminLectureCourses: guard("adminLectureCourses", s.adminLectureCourses, lectureCoursesHandler(server)),
    adminLectureList: guard("adminLectureList", s.adminLectureList, lectureListHandler(server)),
    adminLectureSave: guard("adminLectureSave", s.adminLectureSave, lectureSaveHandler(server), (i) =>
      i.id ? `lecture:${i.id}` : "",
    ),
    adminLecturePublish: guard("adminLecturePublish", s.adminLecturePublish, lecturePublishHandler(server), lecture),
    adminLectureDelete: guard("adminLectureDelete", s.adminLectureDelete, lectureDeleteHandler(server), lecture),
    adminLectureDetail: guard("adminLectureDetail", s.adminLectureDetail, lectureDetailHandler(server), lecture),
    adminTranscodeRetry: guard("adminTranscodeRetry", s.adminTranscodeRetry, transcodeRetryHandler(server), lecture),
    adminCardSave: guard("adminCardSave", s.adminCardSave, cardSaveHandler(server), lecture),
    adminCardDelete: guard("adminCardDelete", s.adminCardDelete, cardDeleteHandler(server), lecture),
    adminLiveOptions: guard("adminLiveOptions", s.adminLiveOptions, liveOptionsHandler(server)),
    adminLiveList: guard("adminLiveList", s.adminLiveList, liveListHandler(server)),
    adminLiveSave: guard("adminLiveSave", s.adminLiveSave, liveSaveHandler(server), (i) =>
      i.id ? `live:${i.id}` : "",
    ),
    adminCollectionList: guard("adminCollectionList", s.adminCollectionList, collectionListHandler(server)),
    adminCollectionSave: guard("adminCollectionSave", s.adminCollectionSave, collectionSaveHandler(server), (i) =>
      i.id ? `${i.kind}:${i.id}` : "",
    ),
    adminLiveKey: guard("adminLiveKey", s.adminLiveKey, liveKeyHandler(server), (i) => `live:${i.id}`),
    adminLiveRotateKey: guard(
      "adminLiveRotateKey",
      s.adminLiveRotateKey,
      liveRotateKeyHandler(server),
      (i) => `live:${i.id}`,
    ),
    adminHelpList: guard("adminHelpList", s.adminHelpList, helpListHandler(server)),
    adminHelpSave: guard("adminHelpSave", s.adminHelpSave, helpSaveHandler(server), (i) =>
      i.id ? `helpArticle:${i.id}` : "",
    ),
    adminHelpVisibility: guard(
      "adminHelpVisibility",
      s.adminHelpVisibility,
      helpVisibilityHandler(server),
      (i) => `helpArticle:${i.id}`,
    ),
    adminHearingList: guard("adminHearingList", s.adminHearingList, hearingListHandler(server)),
    adminHearingSave: guard("adminHearingSave", s.adminHearingSave, hearingSaveHandler(server), (i) =>
      i.id ? `hearing:${i.id}` : "",
    ),
  };
}
