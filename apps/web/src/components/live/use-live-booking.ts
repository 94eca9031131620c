import type { NormalizedLiveItem } from "@taxlearn/core";
import { connectLiveBooking, initialLiveBookingView, type liveBookingMachine } from "@taxlearn/machines";
import { useDeferredActor, useDeferredSnapshot, useToast } from "@taxlearn/ui";
import { useEffect, useMemo, useRef } from "react";
import { useApi } from "../../lib/api/app-services";
import { failureMessage } from "../../lib/api/failure-message";
import { useRequireLogin, useSession } from "../../lib/session/session-provider";
import type { LiveBookingServices } from "./live-booking-actor";

export type { LiveBookingServices };

const BOOKING_LOAD_FAILED = "网络异常或版本已更新，请刷新页面后重试";

/**
 * What `liveBookingMachine` does, wired to the real client (spec §2 live cell, §4 live status): 报名预约 books
 * through `liveBook` (取消预约 cancels through `liveCancel`) and says how it went in a toast (a refusal shows the
 * server's reason); a visitor is sent to /login with this page, query included, as the redirect. One per list.
 */
export function useLiveBooking(): LiveBookingServices {
  const api = useApi();
  const toast = useToast();
  const requireLogin = useRequireLogin();
  // made once per list; the login redirect reads the latest target through a ref
  const latestRequireLogin = useRef(requireLogin);
  latestRequireLogin.current = requireLogin;

  return useMemo(() => {
    /** Runs one call; says how it went in a toast; a refusal rejects with the server's message. */
    const run = async (request: () => Promise<{ success: boolean; msg: string }>) => {
      let msg: string;
      try {
        const result = await request();
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
    };
    return {
      bookLive: async ({ id }) => {
        if (id !== null) await run(() => api.liveBook({ id }));
      },
      cancelLive: async ({ id }) => {
        if (id !== null) await run(() => api.liveCancel({ id }));
      },
      requireLogin: () => {
        latestRequireLogin.current();
      },
    };
  }, [api, toast]);
}

/**
 * One live item's booking state: drawn from the item until the first click loads its machine (decision 115), which
 * starts from the latest item and session.
 */
export function useLiveBookingActor(services: LiveBookingServices, item: NormalizedLiveItem, now: Date) {
  const toast = useToast();
  const { view: session, whenRestored } = useSession();
  const latest = useRef({ services, item, loggedIn: session.loggedIn });
  latest.current = { services, item, loggedIn: session.loggedIn };
  const actor = useDeferredActor<typeof liveBookingMachine>({
    create: async () => {
      // a click while the learner's session is still read from storage waits for it: a logged-in learner books
      const [{ createLiveBookingActor }] = await Promise.all([import("./live-booking-actor"), whenRestored()]);
      const { services: current, item: shown, loggedIn } = latest.current;
      return createLiveBookingActor(current, { item: shown, loggedIn });
    },
    onLoadError: () => toast.error(BOOKING_LOAD_FAILED),
  });
  const snapshot = useDeferredSnapshot(actor);
  useEffect(() => {
    if (actor.started) actor.send({ type: "SESSION.CHANGE", loggedIn: session.loggedIn });
  }, [actor, session.loggedIn]);
  const state = snapshot
    ? { item: snapshot.context.item, view: connectLiveBooking(snapshot, actor.send, now) }
    : { item, view: initialLiveBookingView(item, actor.send, now) };
  return { actor, ...state };
}
