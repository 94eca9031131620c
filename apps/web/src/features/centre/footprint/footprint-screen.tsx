import type { FootprintData } from "@taxlearn/api";
import { FOOTPRINT_KINDS, formatStartTime } from "@taxlearn/core";
import { Button, useMessageBox } from "@taxlearn/ui";
import { Link } from "react-router";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import { CENTRE_TEXT } from "../centre.messages";
import * as styles from "../shared/centre.css";
import { CentreHeading, CentreList } from "../shared/centre-list";
import { articleDetailsPath, COURSE_LIST_PATH, courseDetailsPath } from "../shared/centre-paths";
import { usePageQuery } from "../shared/use-page-query";
import { useRemoval } from "../shared/use-removal";
import { footprintDayLabel, groupByDay } from "./footprint-days";

const CASE_TYPE_FOR_LINK = 25;
const hrefOf = (footprint: FootprintData): string => {
  if (footprint.kind === FOOTPRINT_KINDS.course) return courseDetailsPath(footprint.itemId);
  // the detail screens tell policies and cases apart by the article type; any case type opens the case screen
  return articleDetailsPath({
    id: footprint.itemId,
    type: footprint.kind === FOOTPRINT_KINDS.case ? CASE_TYPE_FOR_LINK : 1,
  });
};

/** The time of day of a view (HH:mm, Beijing). */
const timeOfDay = (iso: string) => formatStartTime(iso).slice(-5);

/** /center/footprint (学习足迹): what the learner viewed, by day, newest first; clear one or all. */
export default function FootprintScreen() {
  const api = useApi();
  const messageBox = useMessageBox();
  const { page, pageSize, setPage, setPageSize } = usePageQuery();
  const query = useApiQuery((client) => client.footprintList({ page, pageSize }), [page, pageSize]);
  const { pending, remove } = useRemoval(query.retry);
  const hasAny = query.status === "success" && query.data.total > 0;

  const clearAll = async () => {
    const answer = await messageBox.confirm({ title: CENTRE_TEXT.confirmTitle, message: CENTRE_TEXT.clearAllConfirm });
    if (answer.action === "confirm") await remove("all", () => api.footprintClear());
  };

  return (
    <section>
      <CentreHeading title={CENTRE_TEXT.footprint} hint={CENTRE_TEXT.footprintHint}>
        {hasAny ? (
          <Button tone="secondary" size="small" disabled={pending !== null} onClick={clearAll}>
            {CENTRE_TEXT.clearAll}
          </Button>
        ) : null}
      </CentreHeading>
      <QueryView query={query}>
        {(data) => {
          const now = new Date();
          return (
            <CentreList
              data={{ ...data, list: groupByDay(data.list) }}
              label={CENTRE_TEXT.footprint}
              renderItem={(group) => (
                <li key={group.day}>
                  <h2 className={styles.dayHeading}>{footprintDayLabel(group.day, now)}</h2>
                  <ul className={styles.list}>
                    {group.items.map((footprint) => (
                      <li key={footprint.id} className={styles.row}>
                        <span className={styles.tag}>{footprint.typeName}</span>
                        <div className={styles.body}>
                          <Link className={styles.titleLink} to={hrefOf(footprint)}>
                            {footprint.title}
                          </Link>
                        </div>
                        <div className={styles.actions}>
                          <span className={styles.meta}>{timeOfDay(footprint.viewedAt)}</span>
                          <button
                            type="button"
                            className={styles.textButton}
                            disabled={pending !== null}
                            aria-label={CENTRE_TEXT.removeFootprint(footprint.title)}
                            onClick={() => remove(String(footprint.id), () => api.footprintDel({ id: footprint.id }))}
                          >
                            {CENTRE_TEXT.remove}
                          </button>
                        </div>
                      </li>
                    ))}
                  </ul>
                </li>
              )}
              onPageChange={setPage}
              onPageSizeChange={setPageSize}
              empty={{
                title: CENTRE_TEXT.noFootprint,
                description: CENTRE_TEXT.noFootprintHint,
                action: { href: COURSE_LIST_PATH, label: CENTRE_TEXT.browseCourses },
              }}
            />
          );
        }}
      </QueryView>
    </section>
  );
}
