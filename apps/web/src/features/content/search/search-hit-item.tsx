import type { SearchHitData } from "@taxlearn/api";
import { learnerCountLabel, normalizeCourseCard, weekdayDate } from "@taxlearn/core";
import { LazyImage, PriceTag } from "@taxlearn/ui";
import { Link } from "react-router";
import { SEARCH_HIT_COVER_SIZE } from "../../../styles/content-sizes";
import { CONTENT_TEXT } from "../content.messages";
import { caseDetailsPath, courseDetailsPath, policyDetailsPath } from "../shared/content-paths";
import { ServerHighlight } from "../shared/server-highlight";
import * as styles from "./search.css";

type SearchHit = SearchHitData;

const hitPath = (hit: SearchHit): string =>
  hit.lecture
    ? hit.lecture.href
    : hit.kind === "course"
      ? courseDetailsPath(hit.id)
      : hit.kind === "case"
        ? caseDetailsPath(hit.id)
        : policyDetailsPath(hit.id);

const kindClass = {
  course: styles.kindCourse,
  policy: "",
  case: styles.kindCase,
  lecture: styles.kindLecture,
} as const;

/** mm:ss of a second in a lecture. */
const clockOf = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;

/** One search result: kind, highlighted title linking to its detail screen, highlighted snippet and facts. */
export function SearchHitItem({ hit }: { hit: SearchHit }) {
  const path = hitPath(hit);
  const course = hit.course ? normalizeCourseCard(hit.course) : null;
  return (
    <li className={styles.hit} data-kind={hit.kind}>
      {course ? (
        <Link className={styles.cover} to={path} tabIndex={-1} aria-hidden="true">
          <LazyImage src={course.image} alt="" {...SEARCH_HIT_COVER_SIZE} fill />
        </Link>
      ) : null}
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link className={styles.titleLink} to={path}>
            <ServerHighlight html={hit.titleHighlight} />
          </Link>
        </h2>
        {hit.lecture ? (
          // the sentence spoken there, under the second it is said at: the whole line opens the player at it
          <p className={styles.spoken}>
            <Link
              className={styles.secondLink}
              to={path}
              aria-label={CONTENT_TEXT.searchLecturePlay(clockOf(hit.lecture.seconds))}
            >
              {CONTENT_TEXT.searchLectureAt(clockOf(hit.lecture.seconds))}
            </Link>
            <span className={styles.quote}>
              <ServerHighlight html={hit.snippet} />
            </span>
          </p>
        ) : hit.snippet ? (
          <p className={styles.snippet}>
            <ServerHighlight html={hit.snippet} />
          </p>
        ) : null}
        <div className={styles.meta}>
          <span className={`${styles.kind} ${kindClass[hit.kind]}`}>
            {hit.article?.typeName || CONTENT_TEXT.searchKindLabel[hit.kind]}
          </span>
          {course ? (
            <>
              <span>{learnerCountLabel(course.learnerCount)}</span>
              <PriceTag price={course.price} originalPrice={course.otPrice} />
            </>
          ) : null}
          {hit.article ? (
            <>
              {hit.article.source ? <span>{hit.article.source}</span> : null}
              <time>{weekdayDate(hit.article.publishedAt)}</time>
            </>
          ) : null}
        </div>
      </div>
    </li>
  );
}
