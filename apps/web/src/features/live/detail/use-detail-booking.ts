import type { NormalizedLiveItem } from "@taxlearn/core";
import { connectLiveBooking, liveBookingMachine } from "@taxlearn/machines";
import { useToast } from "@taxlearn/ui";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import { useRequireLogin, useSession } from "../../../lib/session/session-provider";

/**
 * The detail page's booking button on `liveBookingMachine` (spec §4): 报名预约 books through `liveBook` (a visitor
 * goes to /login first), 已预约 is grey; 立即进入 and 查看回放 call `onEnter` (the player is on this page).
 */
export function useDetailBooking(item: NormalizedLiveItem, now: Date, onEnter: () => void) {
  const api = useApi();
  const toast = useToast();
  const requireLogin = useRequireLogin();
  const { view: session } = useSession();
  const latestRequireLogin = useRef(requireLogin);
  latestRequireLogin.current = requireLogin;
  const latestEnter = useRef(onEnter);
  latestEnter.current = onEnter;

  const machine = useMemo(
    () =>
      liveBookingMachine.provide({
        actors: {
          bookLive: fromPromise(async ({ input }) => {
            if (input.item.id === null) return;
            let msg: string;
            try {
              const result = await api.liveBook({ id: input.item.id });
              if (result.success) {
                toast.success(result.msg);
                return;
              }
              msg = result.msg;
            } catch (error) {
              msg = failureMessage(error);
            }
            toast.error(msg);
            throw { msg };
          }),
        },
        actions: {
          requireLogin: () => {
            latestRequireLogin.current();
          },
        },
      }),
    [api, toast],
  );
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
