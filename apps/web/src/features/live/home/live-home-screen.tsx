import type { LiveItemData } from "@taxlearn/api";
import { LIVE_STATUS, normalizeLiveItem } from "@taxlearn/core";
import { EmptyState, FilterChips, PageColumn, SectionHeader } from "@taxlearn/ui";
import { useState } from "react";
import { Link } from "react-router";
import { BookableLiveCell, bookableLiveKey } from "../../../components/live/bookable-live-cell";
import { type LiveBookingServices, useLiveBooking } from "../../../components/live/use-live-booking";
import { PageHeading } from "../../../components/page-heading";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useNavigateHandler } from "../../../hooks/use-navigate-handler";
import { useUrlState } from "../../../hooks/use-url-state";
import { useSession } from "../../../lib/session/session-provider";
import * as styles from "../live.css";
import { LIVE_TEXT } from "../live.messages";
import {
  LIVE_STATUSES,
  type LiveStatusFilter,
  liveHomeSearchParams,
  liveListPath,
  parseLiveHomeQuery,
} from "../live-query";

/** Cells per section (two rows of the 1200 px column; the rest is one click away in /liveList). */
export const LIVE_HOME_SECTION_SIZE = 4;

const SECTIONS = [
  { status: LIVE_STATUS.live, title: LIVE_TEXT.liveNow, empty: LIVE_TEXT.liveNowEmpty },
  { status: LIVE_STATUS.notStarted, title: LIVE_TEXT.upcoming, empty: LIVE_TEXT.upcomingEmpty },
  { status: LIVE_STATUS.replay, title: LIVE_TEXT.replays, empty: LIVE_TEXT.replaysEmpty },
] as const;

const ALL = "all";
const FILTER_OPTIONS = [
  { value: ALL, label: LIVE_TEXT.filterAll },
  ...LIVE_STATUSES.map((status) => ({ value: String(status), label: LIVE_TEXT.statusNames[status]! })),
];

/**
 * /live, the live home (spec §2): 直播中, 即将开播 (soonest first) and 精彩回放 (newest first), each with the spec's
 * live cell and a 查看更多 link to its paged list; the status filter (in the URL) shows one section.
 */
export default function LiveHomeScreen() {
  const [query, setQuery] = useUrlState(parseLiveHomeQuery, liveHomeSearchParams);
  const booking = useLiveBooking();
  const [now] = useState(() => new Date());
  const shown = SECTIONS.filter((section) => query.status === null || section.status === query.status);
  return (
    <PageColumn className={styles.page}>
      <section className={styles.panel}>
        <PageHeading title={LIVE_TEXT.homeTitle} subtitle={LIVE_TEXT.homeSubtitle}>
          <Link className={styles.moreLink} to="/liveList">
            {LIVE_TEXT.listTitle}
          </Link>
        </PageHeading>
        <FilterChips
          label={LIVE_TEXT.filterLabel}
          options={FILTER_OPTIONS}
          value={query.status === null ? ALL : String(query.status)}
          onChange={(value) =>
            setQuery({ status: value === ALL ? null : (Number(value) as Exclude<LiveStatusFilter, null>) })
          }
        />
      </section>
      {shown.map((section) => (
        <LiveSection key={section.status} {...section} booking={booking} now={now} />
      ))}
    </PageColumn>
  );
}

function LiveSection({
  status,
  title,
  empty,
  booking,
  now,
}: {
  status: number;
  title: string;
  empty: string;
  booking: LiveBookingServices;
  now: Date;
}) {
  const { session } = useSession();
  // `scheduled` is per learner: read again when the session changes
  const lives = useApiQuery((api) => api.liveList({ status, pageSize: 10 }), [status, session.token]);
  const onNavigate = useNavigateHandler();
  return (
    <section className={styles.panel} aria-label={title} data-testid={`live-section-${status}`}>
      <SectionHeader title={title} moreHref={liveListPath(status as LiveStatusFilter)} onNavigate={onNavigate} />
      <QueryView query={lives} placeholder={<LiveGridSkeleton />}>
        {(page) =>
          page.list.length === 0 ? (
            <EmptyState title={empty} />
          ) : (
            <LiveGrid lives={page.list.slice(0, LIVE_HOME_SECTION_SIZE)} booking={booking} now={now} />
          )
        }
      </QueryView>
    </section>
  );
}

function LiveGrid({
  lives,
  booking,
  now,
}: {
  lives: ReadonlyArray<LiveItemData>;
  booking: LiveBookingServices;
  now: Date;
}) {
  return (
    <div className={styles.grid}>
      {lives.map((raw) => {
        const live = normalizeLiveItem(raw);
        return (
          <BookableLiveCell
            key={bookableLiveKey(live)}
            live={live}
            now={now}
            booking={booking}
            layout="column"
            titleLevel={3}
            cancellable
          />
        );
      })}
    </div>
  );
}

/** Grey boxes in the grid's shape while a section loads. */
export function LiveGridSkeleton({ count = LIVE_HOME_SECTION_SIZE }: { count?: number }) {
  return (
    <div className={styles.grid}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className={styles.skeleton} />
      ))}
    </div>
  );
}
