import type { NormalizedLiveItem } from "@taxlearn/core";
import { useEffect, useRef } from "react";
import { useLiveBooking, useLiveBookingActor } from "../../../components/live/use-live-booking";

/**
 * The detail page's booking button on the same provided `liveBookingMachine` as the list cells (spec §4): 报名预约
 * books through `liveBook` (a visitor goes to /login first), 已预约 is grey; 立即进入 and 查看回放 call `onEnter`
 * (the player is on this page).
 */
export function useDetailBooking(item: NormalizedLiveItem, now: Date, onEnter: () => void) {
  const services = useLiveBooking();
  const latestEnter = useRef(onEnter);
  latestEnter.current = onEnter;

  const { actor, ...booking } = useLiveBookingActor(services, item, now);
  // a status read later (the session went live) resolves the running machine again; one not started yet will
  // start from the latest item
  useEffect(() => {
    if (actor.started) actor.send({ type: "LIVE.STATUS_CHANGE", status: item.status });
  }, [actor, item.status]);
  useEffect(() => {
    const jump = actor.on("live.jump", () => latestEnter.current());
    return () => jump.unsubscribe();
  }, [actor]);
  return booking;
}
