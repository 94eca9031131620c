import { EmptyState, PageColumn } from "@taxlearn/ui";
import { Link } from "react-router";
import { buttonLink } from "../../styles/button-link.css";
import * as styles from "./course-detail.css";
import { COURSE_DETAIL_TEXT } from "./course-detail.messages";
import { COURSE_LIST_PATH } from "./course-detail-paths";

/** A course that cannot be shown: says why and leads back to the course list. */
export function CourseNotFound({ title, description }: { title: string; description: string }) {
  return (
    <PageColumn className={styles.page}>
      <EmptyState
        title={title}
        description={description}
        action={
          <Link className={buttonLink} to={COURSE_LIST_PATH}>
            {COURSE_DETAIL_TEXT.toCourseList}
          </Link>
        }
      />
    </PageColumn>
  );
}
