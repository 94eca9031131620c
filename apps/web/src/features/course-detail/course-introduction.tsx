import type { CourseDetailData } from "@taxlearn/api";
import { LazyImage } from "@taxlearn/ui";
import * as styles from "./course-detail.css";
import { COURSE_DETAIL_TEXT } from "./course-detail.messages";

/** The course's description (sanitised by the server), its lecturers and their introductions. */
export function CourseIntroduction({ course }: { course: CourseDetailData }) {
  return (
    <>
      <section className={styles.section} aria-labelledby="course-intro-title">
        <h2 id="course-intro-title" className={styles.lecturesTitle}>
          {COURSE_DETAIL_TEXT.introduction}
        </h2>
        {course.detailHtml ? (
          // The server sanitises course rich text when it is stored (apps/server catalogue seed and writes).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server
          <div className={styles.richText} dangerouslySetInnerHTML={{ __html: course.detailHtml }} />
        ) : (
          <p className={styles.muted}>{course.productInfo}</p>
        )}
      </section>
      {course.lecturerDetails.length > 0 ? (
        <section className={styles.section} aria-labelledby="course-lecturers-title">
          <h2 id="course-lecturers-title" className={styles.lecturesTitle}>
            {COURSE_DETAIL_TEXT.lecturers}
          </h2>
          <ul className={styles.lecturerDetails}>
            {course.lecturerDetails.map((lecturer) => (
              <li key={lecturer.id} className={styles.lecturer}>
                <span className={styles.lecturerAvatar}>
                  <LazyImage src={lecturer.avatar ?? undefined} alt="" width={56} height={56} fill />
                </span>
                <div>
                  <p className={styles.lecturerName}>{lecturer.nickname}</p>
                  {lecturer.positionalTitles ? (
                    <p className={styles.lecturerTitle}>{lecturer.positionalTitles}</p>
                  ) : null}
                  {lecturer.intro ? <p className={styles.lecturerIntro}>{lecturer.intro}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
