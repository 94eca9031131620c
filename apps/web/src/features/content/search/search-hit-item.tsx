import type { SearchHitData } from "@taxlearn/api";
import { learnerCountLabel, normalizeCourseCard, weekdayDate } from "@taxlearn/core";
import { LazyImage, PriceTag } from "@taxlearn/ui";
import { Link } from "react-router";
import { CONTENT_TEXT } from "../content.messages";
import { caseDetailsPath, courseDetailsPath, policyDetailsPath } from "../shared/content-paths";
import { ServerHighlight } from "../shared/server-highlight";
import * as styles from "./search.css";

type SearchHit = SearchHitData;

const hitPath = (hit: SearchHit): string =>
  hit.kind === "course"
    ? courseDetailsPath(hit.id)
    : hit.kind === "case"
      ? caseDetailsPath(hit.id)
      : policyDetailsPath(hit.id);

const kindClass = { course: styles.kindCourse, policy: "", case: styles.kindCase } as const;

/** One search result: kind, highlighted title linking to its detail screen, highlighted snippet and facts. */
export function SearchHitItem({ hit }: { hit: SearchHit }) {
  const path = hitPath(hit);
  const course = hit.course ? normalizeCourseCard(hit.course) : null;
  return (
    <li className={styles.hit} data-kind={hit.kind}>
      {course ? (
        <Link className={styles.cover} to={path} tabIndex={-1} aria-hidden="true">
          <LazyImage src={course.image} alt="" width={192} height={108} fill />
        </Link>
      ) : null}
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link className={styles.titleLink} to={path}>
            <ServerHighlight html={hit.titleHighlight} />
          </Link>
        </h2>
        {hit.snippet ? (
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
