import type { NormalizedLiveItem } from "@taxlearn/core";
import { LiveCell } from "@taxlearn/ui";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import * as styles from "./bookable-live-cell.css";
import { liveDetailPath } from "./live-links";
import { LIVE_SPECIAL_LOGO } from "./live-special-logo";
import { type LiveBookingServices, useLiveBookingActor } from "./use-live-booking";

export interface BookableLiveCellProps {
  /** core's `normalizeLiveItem` of the server's item (its `scheduled` is the learner's). */
  live: NormalizedLiveItem;
  now: Date;
  /** From `useLiveBooking()`, once per list. */
  booking: LiveBookingServices;
  layout?: "row" | "column";
  titleLevel?: 2 | 3 | 4;
  /** Offer 取消预约 on a booked session (the live lists; the /home row keeps the spec's cell as it is). */
  cancellable?: boolean;
}

/**
 * The React key of a cell: a new read that changes the session's status or booking starts its machine afresh
 * (the machine only reads the item when it starts).
 */
export const bookableLiveKey = (live: NormalizedLiveItem): string => `${live.id}:${live.status}:${live.scheduled}`;

/**
 * One kit LiveCell driven by `liveBookingMachine` (spec §2 live cell, §4 live status): 报名预约 books (a visitor
 * goes to /login first), 已预约 is grey (取消预约 beside it where `cancellable`). The cover, the title, 立即进入 and
 * 查看回放 are links to /liveDetail?id=, the route of spec §2; createMode 2 shows the special logo. Shared by the
 * catalogue (/home row, regional block) and the live screens.
 */
export function BookableLiveCell({
  live,
  now,
  booking,
  layout,
  titleLevel,
  cancellable = false,
}: BookableLiveCellProps) {
  const navigate = useNavigate();
  const { actor, ...cell } = useLiveBookingActor(booking, live, now);
  useEffect(() => {
    const jump = actor.on("live.jump", ({ item }) => {
      if (item.id !== null) navigate(liveDetailPath(item.id));
    });
    return () => jump.unsubscribe();
  }, [actor, navigate]);

  return (
    <div className={styles.cellBox} aria-busy={cell.view.booking}>
      <LiveCell
        live={cell.item}
        now={now}
        layout={layout}
        titleLevel={titleLevel}
        specialLogo={LIVE_SPECIAL_LOGO}
        href={cell.item.id === null ? undefined : liveDetailPath(cell.item.id)}
        busy={cell.view.booking}
        {...(cancellable ? { onCancel: () => cell.view.cancel() } : {})}
        onJump={(source) => (source === "image" ? cell.view.clickImage() : cell.view.clickButton())}
      />
    </div>
  );
}
