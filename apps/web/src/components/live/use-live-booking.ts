import { liveBookingMachine } from "@taxlearn/machines";
import { useToast } from "@taxlearn/ui";
import { useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import { useApi } from "../../lib/api/app-services";
import { failureMessage } from "../../lib/api/failure-message";
import { useRequireLogin } from "../../lib/session/session-provider";

/** The provided machine, one per list of cells (`BookableLiveCell` starts an actor of it per session). */
export type LiveBookingMachine = ReturnType<typeof useLiveBookingMachine>;

/**
 * `liveBookingMachine` wired to the real client (spec §2 live cell, §4 live status): 报名预约 books through
 * `liveBook` (取消预约 cancels through `liveCancel`) and says how it went in a toast (a refusal shows the server's reason); a visitor is sent to /login
 * with this page, query included, as the redirect.
 */
export function useLiveBookingMachine() {
  const api = useApi();
  const toast = useToast();
  const requireLogin = useRequireLogin();
  // the machine is provided once per row; its action reads the latest redirect target through a ref
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
    return liveBookingMachine.provide({
      actors: {
        bookLive: fromPromise(async ({ input }) => {
          const id = input.item.id;
          if (id !== null) await run(() => api.liveBook({ id }));
        }),
        cancelLive: fromPromise(async ({ input }) => {
          const id = input.item.id;
          if (id !== null) await run(() => api.liveCancel({ id }));
        }),
      },
      actions: {
        requireLogin: () => {
          latestRequireLogin.current();
        },
      },
    });
  }, [api, toast]);
}
