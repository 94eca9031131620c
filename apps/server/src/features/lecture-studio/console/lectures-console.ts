import type { ServerContext } from "../../../server-context";
import { guardSection } from "../../admin/admin-access";
import type { ConsoleHandlers } from "../../admin/console-handlers";
import { cardDeleteHandler, cardSaveHandler, lectureDetailHandler } from "./lecture-cards";
import {
  lectureCoursesHandler,
  lectureDeleteHandler,
  lectureListHandler,
  lecturePublishHandler,
  lectureSaveHandler,
  transcodeRetryHandler,
} from "./lectures";

/** The console's lecture calls (section `lectures`); the video upload is its own route (lecture-upload.route.ts). */
export function lecturesConsoleHandlers(
  server: ServerContext,
): ConsoleHandlers<
  | "adminLectureCourses"
  | "adminLectureList"
  | "adminLectureSave"
  | "adminLecturePublish"
  | "adminLectureDelete"
  | "adminLectureDetail"
  | "adminTranscodeRetry"
  | "adminCardSave"
  | "adminCardDelete"
> {
  const guard = guardSection(server);
  const lecture = (i: { id: number }) => `lecture:${i.id}`;
  return {
    adminLectureCourses: guard("adminLectureCourses", "lectures", lectureCoursesHandler(server)),
    adminLectureList: guard("adminLectureList", "lectures", lectureListHandler(server)),
    adminLectureSave: guard("adminLectureSave", "lectures", lectureSaveHandler(server), (i) =>
      i.id ? `lecture:${i.id}` : "",
    ),
    adminLecturePublish: guard("adminLecturePublish", "lectures", lecturePublishHandler(server), lecture),
    adminLectureDelete: guard("adminLectureDelete", "lectures", lectureDeleteHandler(server), lecture),
    adminLectureDetail: guard("adminLectureDetail", "lectures", lectureDetailHandler(server), lecture),
    adminTranscodeRetry: guard("adminTranscodeRetry", "lectures", transcodeRetryHandler(server), lecture),
    adminCardSave: guard("adminCardSave", "lectures", cardSaveHandler(server), lecture),
    adminCardDelete: guard("adminCardDelete", "lectures", cardDeleteHandler(server), lecture),
  };
}
