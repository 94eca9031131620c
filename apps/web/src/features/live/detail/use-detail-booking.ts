import type { NormalizedLiveItem } from "@taxlearn/core";
import { connectLiveBooking } from "@taxlearn/machines";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useRef } from "react";
import { useLiveBookingMachine } from "../../../components/live/use-live-booking";
import { useSession } from "../../../lib/session/session-provider";

/**
 * The detail page's booking button on the same provided `liveBookingMachine` as the list cells (spec §4): 报名预约
 * books through `liveBook` (a visitor goes to /login first), 已预约 is grey; 立即进入 and 查看回放 call `onEnter`
 * (the player is on this page).
 */
export function useDetailBooking(item: NormalizedLiveItem, now: Date, onEnter: () => void) {
  const machine = useLiveBookingMachine();
  const { view: session } = useSession();
  const latestEnter = useRef(onEnter);
  latestEnter.current = onEnter;

  const actor = useActorRef(machine, { input: { item, loggedIn: session.loggedIn } });
  const booking = useSelector(actor, (snapshot) => ({
    item: snapshot.context.item,
    view: connectLiveBooking(snapshot, actor.send, now),
  }));
  useEffect(() => {
    actor.send({ type: "SESSION.CHANGE", loggedIn: session.loggedIn });
  }, [actor, session.loggedIn]);
  useEffect(() => {
    actor.send({ type: "LIVE.STATUS_CHANGE", status: item.status });
  }, [actor, item.status]);
  useEffect(() => {
    const jump = actor.on("live.jump", () => latestEnter.current());
    return () => jump.unsubscribe();
  }, [actor]);
  return booking;
}
