import { PageColumn } from "@taxlearn/ui";
import { QueryView } from "../../components/query-view";
import { useApiQuery } from "../../hooks/use-api-query";
import { useSession } from "../../lib/session/session-provider";
import { CourseBody } from "./course-body";
import * as styles from "./course-detail.css";
import { COURSE_DETAIL_TEXT } from "./course-detail.messages";
import { CourseNotFound } from "./course-not-found";

export interface CourseDetailProps {
  courseId: number;
  requestedFileId: number | null;
  onSelectLecture: (fileId: number) => void;
}

/** One course by id: its detail read, with the not-found and failure states. */
export function CourseDetail({ courseId, requestedFileId, onSelectLecture }: CourseDetailProps) {
  const { view } = useSession();
  const detail = useApiQuery((api) => api.onlineProductDetail({ id: courseId }), [courseId]);
  // Per-user: re-read when the learner logs in or out.
  const lectures = useApiQuery((api) => api.courseLectures({ id: courseId }), [courseId, view.loggedIn]);
  // The server's 404: no such course (or not one of this organisation's). Reloading cannot help, so no 重新加载;
  // network and server failures keep it (QueryView below).
  if (detail.status === "error" && detail.code === 404) {
    // a withdrawn course (下架) names itself: the server says so (reason "withdrawn") to anyone who has not bought
    // or studied it
    const title = detail.reason === "withdrawn" ? COURSE_DETAIL_TEXT.withdrawn : COURSE_DETAIL_TEXT.notFound;
    return <CourseNotFound title={title} description={COURSE_DETAIL_TEXT.notFoundHint} />;
  }
  return (
    <PageColumn className={styles.page}>
      <QueryView query={detail} errorTitle={COURSE_DETAIL_TEXT.loadFailed}>
        {(course) => (
          <CourseBody
            courseId={courseId}
            course={course}
            lectures={lectures}
            requestedFileId={requestedFileId}
            onSelectLecture={onSelectLecture}
          />
        )}
      </QueryView>
    </PageColumn>
  );
}
