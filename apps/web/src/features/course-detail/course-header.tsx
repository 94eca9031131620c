import type { CourseLecturesData } from "@taxlearn/api";
import {
  cardUpdateLabel,
  learnerCountLabel,
  type NormalizedCourseCard,
  shouldShowPrice,
  updatedLabel,
} from "@taxlearn/core";
import { ContentBadge, CourseLabelBadgeImage, Inline, LecturerList, PriceTag } from "@taxlearn/ui";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { DetailEngagement } from "../../components/detail-engagement";
import { COURSE_LABEL_BADGE_IMAGES } from "../../lib/course-label-badges";
import * as styles from "./course-detail.css";
import { COURSE_DETAIL_TEXT } from "./course-detail.messages";

export interface CourseHeaderProps {
  course: NormalizedCourseCard & {
    readonly categoryName: string;
    readonly lessonCount: number;
    readonly durationMinutes: number;
  };
  /** How the learner may watch (null: anonymous or not entitled). */
  entitledVia: CourseLecturesData["entitledVia"];
  /** What the learner can buy here (立即购买 / 开通会员免费学), under the price. */
  purchase?: ReactNode;
}

/** Title, badges (更新/上新 and the label badge of spec §4), description, tags, learners, update date, price and lecturers of a course (spec §3, §9). */
export function CourseHeader({ course, entitledVia, purchase }: CourseHeaderProps) {
  const updated = updatedLabel(course.updateTime);
  const { tags } = course;
  const location = useLocation();
  return (
    <header className={styles.header}>
      <div className={styles.headerMain}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{course.title}</h1>
          <ContentBadge type={course.updateMark} text={cardUpdateLabel(course.updateMark)} />
          <CourseLabelBadgeImage course={course} images={COURSE_LABEL_BADGE_IMAGES} className={styles.labelBadge} />
        </div>
        {course.description ? <p className={styles.summary}>{course.description}</p> : null}
        <ul className={styles.meta}>
          {course.categoryName ? <li>{course.categoryName}</li> : null}
          {course.lessonCount > 0 ? <li>{COURSE_DETAIL_TEXT.lessons(course.lessonCount)}</li> : null}
          {course.durationMinutes > 0 ? <li>{COURSE_DETAIL_TEXT.minutes(course.durationMinutes)}</li> : null}
          <li>{learnerCountLabel(course.learnerCount)}</li>
          {updated ? <li>{updated}</li> : null}
        </ul>
        {tags.length > 0 ? (
          <ul className={styles.tags}>
            {tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.headerSide}>
        <Inline space="small" wrap={false}>
          {shouldShowPrice(location.pathname + location.search) ? (
            <PriceTag price={course.price} originalPrice={course.otPrice} size="large" />
          ) : null}
          {entitledVia && entitledVia !== "free" ? (
            <span className={entitledVia === "vip" ? styles.accessVip : styles.access}>
              {COURSE_DETAIL_TEXT.entitledVia[entitledVia]}
            </span>
          ) : null}
          {course.id !== null ? <DetailEngagement kind="course" id={Number(course.id)} /> : null}
        </Inline>
        {course.id !== null ? (
          <Link className={styles.graphLink} to={`/relational-graph?kind=course&id=${course.id}`}>
            {COURSE_DETAIL_TEXT.openGraph}
          </Link>
        ) : null}
        {purchase}
        <LecturerList lecturers={course.lecturers} />
      </div>
    </header>
  );
}
