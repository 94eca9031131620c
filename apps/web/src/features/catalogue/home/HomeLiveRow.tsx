import type { LiveItemData } from "@taxlearn/api";
import { normalizeLiveItem } from "@taxlearn/core";
import { connectLiveBooking } from "@taxlearn/machines";
import { EmptyState, LiveCell, SectionHeader } from "@taxlearn/ui";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { QueryView } from "../../../app/data/QueryView";
import { useApiQuery } from "../../../app/data/use-api-query";
import { useSession } from "../../../app/session/SessionProvider";
import { CATALOGUE_TEXT } from "../catalogue.messages";
import * as shared from "../shared/catalogue.css";
import { liveDetailPath } from "../shared/catalogue-links";
import * as styles from "./home.css";
import { useLiveBookingMachine } from "./use-live-booking";

/** Four sessions in the 1200 px column; the list call takes page sizes 10, 20 … only (spec §9). */
export const HOME_LIVE_COUNT = 4;
const READ_SIZE = 10;

type LiveMachine = ReturnType<typeof useLiveBookingMachine>;

/**
 * The /home live preview row: live now, then upcoming, then replays, as the server orders them. `scheduled` is
 * per learner, so the list is read again when the session changes. No 更多 link: /live opens with the live issue.
 */
export function HomeLiveRow() {
  const { session, view } = useSession();
  const lives = useApiQuery((api) => api.liveList({ pageSize: READ_SIZE }), [session.token]);
  const machine = useLiveBookingMachine();
  const [now] = useState(() => new Date());
  return (
    <section className={shared.panel} aria-label={CATALOGUE_TEXT.liveRow}>
      <SectionHeader title={CATALOGUE_TEXT.liveRow} subtitle={CATALOGUE_TEXT.liveRowSubtitle} />
      <QueryView query={lives} placeholder={<LiveRowSkeleton />}>
        {(page) =>
          page.list.length === 0 ? (
            <EmptyState title={CATALOGUE_TEXT.liveRowEmpty} />
          ) : (
            <div className={styles.liveRow}>
              {page.list.slice(0, HOME_LIVE_COUNT).map((live) => (
                // a changed status or booking (a new read) starts the cell's machine afresh
                <HomeLiveCell
                  key={`${live.id}:${live.status}:${live.scheduled}`}
                  live={live}
                  now={now}
                  loggedIn={view.loggedIn}
                  machine={machine}
                />
              ))}
            </div>
          )
        }
      </QueryView>
    </section>
  );
}

interface HomeLiveCellProps {
  live: typeof LiveItemData.Type;
  now: Date;
  loggedIn: boolean;
  machine: LiveMachine;
}

/**
 * One kit LiveCell driven by `liveBookingMachine`. The image, 立即进入 and 查看回放 open /liveDetail?id=, the
 * route of spec §2; its screen comes with the live issue and says 该栏目暂未开放 until then.
 */
function HomeLiveCell({ live, now, loggedIn, machine }: HomeLiveCellProps) {
  const navigate = useNavigate();
  const actor = useActorRef(machine, { input: { item: normalizeLiveItem(live), loggedIn } });
  const cell = useSelector(actor, (snapshot) => ({
    item: snapshot.context.item,
    view: connectLiveBooking(snapshot, actor.send, now),
  }));

  useEffect(() => {
    actor.send({ type: "SESSION.CHANGE", loggedIn });
  }, [actor, loggedIn]);
  useEffect(() => {
    const jump = actor.on("live.jump", ({ item }) => {
      if (item.id !== null) navigate(liveDetailPath(item.id));
    });
    return () => jump.unsubscribe();
  }, [actor, navigate]);

  return (
    <div className={styles.liveCell} aria-busy={cell.view.booking}>
      <LiveCell
        live={cell.item}
        now={now}
        layout="column"
        titleLevel={3}
        onJump={(source) => (source === "image" ? cell.view.clickImage() : cell.view.clickButton())}
      />
    </div>
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
