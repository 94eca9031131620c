import type { ServerContext } from "../../../server-context";
import { guardSection } from "../../admin/admin-access";
import type { ConsoleHandlers } from "../../admin/console-handlers";
import { collectionListHandler, collectionSaveHandler } from "./collections";
import { courseCoverHandler } from "./course-cover";
import { courseCreditCategoryHandler } from "./course-credit-category";
import { courseRestoreHandler, courseWithdrawHandler } from "./course-withdrawal";
import { contentOptionsHandler, courseListHandler, coursePublishHandler, courseSaveHandler } from "./courses";
import { hearingListHandler, hearingSaveHandler } from "./hearings";

/** The console's catalogue calls: courses (section `courses`), themes and course lists (`collections`), hearings. */
export function catalogueConsoleHandlers(
  server: ServerContext,
): ConsoleHandlers<
  | "adminContentOptions"
  | "adminCourseList"
  | "adminCourseSave"
  | "adminCoursePublish"
  | "adminCourseWithdraw"
  | "adminCourseRestore"
  | "adminCourseCover"
  | "adminCourseCreditCategory"
  | "adminCollectionList"
  | "adminCollectionSave"
  | "adminHearingList"
  | "adminHearingSave"
> {
  const guard = guardSection(server);
  const course = (i: { id: number }) => `course:${i.id}`;
  return {
    adminContentOptions: guard("adminContentOptions", "courses", contentOptionsHandler(server)),
    adminCourseList: guard("adminCourseList", "courses", courseListHandler(server)),
    adminCourseSave: guard("adminCourseSave", "courses", courseSaveHandler(server), (i) =>
      i.courseId ? `course:${i.courseId}` : i.draftId ? `courseDraft:${i.draftId}` : "",
    ),
    adminCoursePublish: guard(
      "adminCoursePublish",
      "courses",
      coursePublishHandler(server),
      (i) => `courseDraft:${i.id}`,
    ),
    adminCourseWithdraw: guard("adminCourseWithdraw", "courses", courseWithdrawHandler(server), course),
    adminCourseRestore: guard("adminCourseRestore", "courses", courseRestoreHandler(server), course),
    adminCourseCover: guard("adminCourseCover", "courses", courseCoverHandler(server), course),
    adminCourseCreditCategory: guard(
      "adminCourseCreditCategory",
      "courses",
      courseCreditCategoryHandler(server),
      course,
    ),
    adminCollectionList: guard("adminCollectionList", "collections", collectionListHandler(server)),
    adminCollectionSave: guard("adminCollectionSave", "collections", collectionSaveHandler(server), (i) =>
      i.id ? `${i.kind}:${i.id}` : "",
    ),
    adminHearingList: guard("adminHearingList", "hearings", hearingListHandler(server)),
    adminHearingSave: guard("adminHearingSave", "hearings", hearingSaveHandler(server), (i) =>
      i.id ? `hearing:${i.id}` : "",
    ),
  };
}
