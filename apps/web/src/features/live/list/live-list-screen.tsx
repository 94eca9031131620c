import { normalizeLiveItem } from "@taxlearn/core";
import { Button, EmptyState, FilterChips, PageColumn, Pagination } from "@taxlearn/ui";
import { useState } from "react";
import { Link } from "react-router";
import { BookableLiveCell, bookableLiveKey } from "../../../components/live/bookable-live-cell";
import { useLiveBooking } from "../../../components/live/use-live-booking";
import { PageHeading } from "../../../components/page-heading";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { usePageHref } from "../../../hooks/use-page-href";
import { useUrlState } from "../../../hooks/use-url-state";
import { useSession } from "../../../lib/session/session-provider";
import * as styles from "../live.css";
import { LIVE_TEXT } from "../live.messages";
import { LIVE_STATUSES, type LiveStatusFilter, liveListSearchParams, parseLiveListQuery } from "../live-query";

const ALL = "all";
const FILTER_OPTIONS = [
  { value: ALL, label: LIVE_TEXT.filterAll },
  ...LIVE_STATUSES.map((status) => ({ value: String(status), label: LIVE_TEXT.statusNames[status]! })),
];

/**
 * /liveList: every live session in pages (spec §9: 10 a page by default, sizes 10–100, 7 pager buttons), live now
 * first, then upcoming, then replays; the status filter, the page and its size live in the URL.
 */
export default function LiveListScreen() {
  const [query, setQuery] = useUrlState(parseLiveListQuery, liveListSearchParams);
  const pageHref = usePageHref();
  const { session } = useSession();
  const booking = useLiveBooking();
  const [now] = useState(() => new Date());
  const lives = useApiQuery(
    (api) =>
      api.liveList({
        page: query.page,
        pageSize: query.pageSize,
        ...(query.status === null ? {} : { status: query.status }),
      }),
    [liveListSearchParams(query).toString(), session.token],
  );
  return (
    <PageColumn className={styles.page}>
      <section className={styles.panel}>
        <PageHeading title={LIVE_TEXT.listTitle}>
          <Link className={styles.moreLink} to="/live">
            {LIVE_TEXT.homeTitle}
          </Link>
        </PageHeading>
        <FilterChips
          label={LIVE_TEXT.filterLabel}
          options={FILTER_OPTIONS}
          value={query.status === null ? ALL : String(query.status)}
          onChange={(value) =>
            setQuery({
              ...query,
              page: 1,
              status: value === ALL ? null : (Number(value) as Exclude<LiveStatusFilter, null>),
            })
          }
        />
        <QueryView query={lives} placeholder={<div className={styles.skeleton} />}>
          {(page) => (
            <>
              {page.list.length > 0 ? (
                <div className={styles.rows}>
                  {page.list.map((raw) => {
                    const live = normalizeLiveItem(raw);
                    return (
                      <BookableLiveCell
                        key={bookableLiveKey(live)}
                        live={live}
                        now={now}
                        booking={booking}
                        titleLevel={2}
                        cancellable
                      />
                    );
                  })}
                </div>
              ) : page.total > 0 ? (
                <EmptyState
                  title={LIVE_TEXT.pastLastPage}
                  action={
                    <Button tone="secondary" onClick={() => setQuery({ ...query, page: 1 })}>
                      {LIVE_TEXT.backToFirstPage}
                    </Button>
                  }
                />
              ) : (
                <EmptyState title={LIVE_TEXT.listEmpty} />
              )}
              {page.total > 0 ? (
                <div className={styles.pager}>
                  <Pagination
                    total={page.total}
                    page={query.page}
                    pageSize={query.pageSize}
                    onPageChange={(next) => setQuery({ ...query, page: next })}
                    pageHref={pageHref}
                    onPageSizeChange={(pageSize) => setQuery({ ...query, pageSize, page: 1 })}
                  />
                </div>
              ) : null}
            </>
          )}
        </QueryView>
      </section>
    </PageColumn>
  );
}
