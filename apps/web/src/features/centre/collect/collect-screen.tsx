import type { CollectedData } from "@taxlearn/api";
import { COLLECT_CATEGORIES, weekdayDate } from "@taxlearn/core";
import { LazyImage } from "@taxlearn/ui";
import { Link } from "react-router";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import { CENTRE_COVER_SIZE } from "../../../styles/content-sizes";
import { CENTRE_TEXT } from "../centre.messages";
import * as styles from "../shared/centre.css";
import { CentreHeading, CentreList } from "../shared/centre-list";
import {
  articleDetailsPath,
  CASEBOOK_PATH,
  COURSE_LIST_PATH,
  courseDetailsPath,
  POLICY_PATH,
} from "../shared/centre-paths";
import { usePageQuery } from "../shared/use-page-query";
import { useRemoval } from "../shared/use-removal";

type ArticleCategory = typeof COLLECT_CATEGORIES.policy | typeof COLLECT_CATEGORIES.case;
type Category = typeof COLLECT_CATEGORIES.course | ArticleCategory;

const SCREENS: Record<Category, { title: string; what: string; browse: { href: string; label: string } }> = {
  [COLLECT_CATEGORIES.course]: {
    title: CENTRE_TEXT.collectCourse,
    what: CENTRE_TEXT.collectCourses,
    browse: { href: COURSE_LIST_PATH, label: CENTRE_TEXT.browseCourses },
  },
  [COLLECT_CATEGORIES.policy]: {
    title: CENTRE_TEXT.collectPolicy,
    what: CENTRE_TEXT.collectPolicies,
    browse: { href: POLICY_PATH, label: CENTRE_TEXT.browsePolicies },
  },
  [COLLECT_CATEGORIES.case]: {
    title: CENTRE_TEXT.collectCase,
    what: CENTRE_TEXT.collectCases,
    browse: { href: CASEBOOK_PATH, label: CENTRE_TEXT.browseCases },
  },
};

interface RowProps {
  item: CollectedData;
  pending: boolean;
  onRemove: (item: CollectedData, title: string) => void;
}

function CollectedRow({ item, pending, onRemove }: RowProps) {
  const { course, article } = item;
  const title = course?.title ?? article?.title ?? "";
  const href = course ? courseDetailsPath(item.id) : articleDetailsPath({ id: item.id, type: item.productType });
  return (
    <li className={styles.row}>
      {course ? (
        <Link to={href} className={styles.cover} tabIndex={-1} aria-hidden="true">
          <LazyImage
            src={course.image ?? undefined}
            alt=""
            width={CENTRE_COVER_SIZE.width}
            height={CENTRE_COVER_SIZE.height}
            fill
          />
        </Link>
      ) : null}
      <div className={styles.body}>
        <h2 className={styles.rowTitle}>
          <Link className={styles.titleLink} to={href}>
            {title}
          </Link>
        </h2>
        {course?.productInfo || article?.summary ? (
          <p className={styles.meta}>{course?.productInfo ?? article?.summary}</p>
        ) : null}
        <p className={styles.meta}>
          {article ? <span className={styles.tag}>{article.typeName}</span> : null}
          <span>
            {CENTRE_TEXT.collectedAt}
            {weekdayDate(item.collectedAt)}
          </span>
        </p>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.textButton}
          disabled={pending}
          aria-label={CENTRE_TEXT.uncollectItem(title)}
          onClick={() => onRemove(item, title)}
        >
          {CENTRE_TEXT.uncollect}
        </button>
      </div>
    </li>
  );
}

/** /center/collect/*: one kind of the learner's favourites (courses, policies or cases), newest first. */
export function CollectScreen({ category }: { category: Category }) {
  const api = useApi();
  const { page, pageSize, setPage, setPageSize } = usePageQuery();
  const query = useApiQuery((client) => client.collectUser({ page, pageSize, category }), [page, pageSize, category]);
  const { pending, remove } = useRemoval(query.retry);
  const screen = SCREENS[category];
  return (
    <section>
      <CentreHeading title={screen.title} />
      <QueryView query={query}>
        {(data) => (
          <CentreList
            data={data}
            label={screen.title}
            renderItem={(item) => (
              <CollectedRow
                key={item.id}
                item={item}
                pending={pending === String(item.id)}
                onRemove={(removed) => remove(String(removed.id), () => api.collectDel({ id: removed.id, category }))}
              />
            )}
            onPageChange={setPage}
            onPageSizeChange={setPageSize}
            empty={{
              title: CENTRE_TEXT.noCollect(screen.what),
              description: CENTRE_TEXT.noCollectHint,
              action: screen.browse,
            }}
          />
        )}
      </QueryView>
    </section>
  );
}
