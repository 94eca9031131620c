import { normalizeLiveItem } from "@taxlearn/core";
import { EmptyState, SectionHeader } from "@taxlearn/ui";
import { useState } from "react";
import { BookableLiveCell, bookableLiveKey } from "../../../components/live/bookable-live-cell";
import { useLiveBooking } from "../../../components/live/use-live-booking";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useNavigateHandler } from "../../../hooks/use-navigate-handler";
import { useSession } from "../../../lib/session/session-provider";
import { CATALOGUE_TEXT } from "../catalogue.messages";
import * as shared from "../shared/catalogue.css";
import * as styles from "./home.css";

/** Four sessions in the 1200 px column; the list call takes page sizes 10, 20 … only (spec §9). */
export const HOME_LIVE_COUNT = 4;
const READ_SIZE = 10;

/**
 * The /home live preview row: live now, then upcoming, then replays, as the server orders them. `scheduled` is
 * per learner, so the list is read again when the session changes. 更多 opens the live home (/live).
 */
export function HomeLiveRow() {
  const { session } = useSession();
  const lives = useApiQuery((api) => api.liveList({ pageSize: READ_SIZE }), [session.token]);
  const booking = useLiveBooking();
  const [now] = useState(() => new Date());
  const onNavigate = useNavigateHandler();
  return (
    <section className={shared.panel} aria-label={CATALOGUE_TEXT.liveRow}>
      <SectionHeader
        title={CATALOGUE_TEXT.liveRow}
        subtitle={CATALOGUE_TEXT.liveRowSubtitle}
        moreHref="/live"
        onNavigate={onNavigate}
      />
      <QueryView query={lives} placeholder={<LiveRowSkeleton />}>
        {(page) =>
          page.list.length === 0 ? (
            <EmptyState title={CATALOGUE_TEXT.liveRowEmpty} />
          ) : (
            <div className={styles.liveRow}>
              {page.list.slice(0, HOME_LIVE_COUNT).map((raw) => {
                const live = normalizeLiveItem(raw);
                return (
                  <BookableLiveCell
                    key={bookableLiveKey(live)}
                    live={live}
                    now={now}
                    booking={booking}
                    layout="column"
                    titleLevel={3}
                  />
                );
              })}
            </div>
          )
        }
      </QueryView>
    </section>
  );
}

/** Grey cell boxes in the row's shape while the list loads. */
function LiveRowSkeleton() {
  return (
    <div className={styles.liveRow}>
      {Array.from({ length: HOME_LIVE_COUNT }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className={styles.liveSkeleton} />
      ))}
    </div>
  );
}
