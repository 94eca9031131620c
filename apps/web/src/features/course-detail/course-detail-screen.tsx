import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { useIdParam } from "../../hooks/use-id-param";
import { CourseDetail } from "./course-detail";
import { COURSE_DETAIL_TEXT } from "./course-detail.messages";
import { CourseNotFound } from "./course-not-found";

/**
 * /course/details?id=<course>[&lecture=<file>] (route courseDetails): the course header, the lecture in the anchor
 * player with the chapter list beside it, the introduction and lecturers, the rating, and related content.
 */
export default function CourseDetailScreen() {
  const [, setParams] = useSearchParams();
  const courseId = useIdParam("id");
  const requestedFileId = useIdParam("lecture");

  // The lecture in the player lives in the address, so reload and back/forward keep it.
  const selectLecture = useCallback(
    (fileId: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set("lecture", String(fileId));
        return next;
      }),
    [setParams],
  );

  if (courseId === null) {
    return <CourseNotFound title={COURSE_DETAIL_TEXT.missingId} description={COURSE_DETAIL_TEXT.missingIdHint} />;
  }
  return (
    <CourseDetail
      key={courseId}
      courseId={courseId}
      requestedFileId={requestedFileId}
      onSelectLecture={selectLecture}
    />
  );
}
