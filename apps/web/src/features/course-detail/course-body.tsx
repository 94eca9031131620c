import type { CourseDetailData, CourseLecturesData } from "@taxlearn/api";
import { normalizeCourseCard } from "@taxlearn/core";
import { useMemo } from "react";
import type { QueryState } from "../../hooks/use-api-query";
import * as styles from "./course-detail.css";
import { CourseHandouts } from "./course-handouts";
import { CourseHeader } from "./course-header";
import { CourseIntroduction } from "./course-introduction";
import { CoursePurchase } from "./course-purchase";
import { CourseQa } from "./course-qa";
import { CourseRating } from "./course-rating";
import { LearningArea } from "./learning-area";
import { RelatedArticles, RelatedCourses } from "./related-content";

/** The loaded course: header, learning area, introduction, handouts, rating and related content. */
export function CourseBody({
  courseId,
  course,
  lectures,
  requestedFileId,
  onSelectLecture,
}: {
  courseId: number;
  course: CourseDetailData;
  lectures: QueryState<CourseLecturesData>;
  requestedFileId: number | null;
  onSelectLecture: (fileId: number) => void;
}) {
  const card = useMemo(
    () => ({
      ...normalizeCourseCard(course),
      categoryName: course.categoryName,
      lessonCount: course.lessonCount,
      durationMinutes: course.durationMinutes,
    }),
    [course],
  );
  const access = lectures.status === "success" ? lectures.data.entitledVia : null;
  return (
    <>
      <CourseHeader
        course={card}
        entitledVia={access}
        purchase={
          <CoursePurchase
            courseId={courseId}
            price={course.price}
            entitledVia={access}
            known={lectures.status === "success"}
          />
        }
      />
      <LearningArea
        course={course}
        lectures={lectures}
        requestedFileId={requestedFileId}
        onSelectLecture={onSelectLecture}
      />
      <div className={styles.columns}>
        <div className={styles.mainColumn}>
          <CourseIntroduction course={course} />
          <CourseHandouts files={course.files} />
          <CourseRating courseId={courseId} productType={course.productType ?? 1} />
          <CourseQa courseId={courseId} />
        </div>
        <aside className={styles.aside}>
          <RelatedArticles courseId={courseId} />
        </aside>
      </div>
      <RelatedCourses courseId={courseId} />
    </>
  );
}
