import { useEffect } from "react";
import { useApi } from "../api/app-services";
import { useSession } from "./session-provider";

/**
 * How often a visible page asks for the unread count (docs/decisions/030: a light poll rather than a stream). A
 * hidden tab does not ask; it asks at once when it is shown again or the window regains focus.
 */
export const UNREAD_POLL_MS = 15_000;

/**
 * Keeps the side toolbar's unread badge current while a learner is logged in: one GET /api/getNotReadCount at
 * login, every UNREAD_POLL_MS while the page is visible, and on return to the page. A token revoked meanwhile
 * (a password change elsewhere) answers 401, which logs this page out as every 401 does (spec §4).
 */
export function useUnreadCountPolling(): void {
  const api = useApi();
  const { view, restoring, setMessageCount } = useSession();
  const { loggedIn } = view;
  useEffect(() => {
    // a stored token is checked first (app.tsx): an expired one then answers one 401, not two racing ones
    if (!loggedIn || restoring) return;
    let stopped = false;
    let inFlight = false;
    const read = async () => {
      if (inFlight || document.visibilityState === "hidden") return;
      inFlight = true;
      try {
        const result = await api.notReadCount();
        if (!stopped && result.success) setMessageCount(result.data.count);
      } catch {
        // offline or busy: the next poll tries again, the badge keeps its last count
      } finally {
        inFlight = false;
      }
    };
    void read();
    const timer = window.setInterval(read, UNREAD_POLL_MS);
    const onShown = () => {
      if (document.visibilityState === "visible") void read();
    };
    document.addEventListener("visibilitychange", onShown);
    window.addEventListener("focus", onShown);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onShown);
      window.removeEventListener("focus", onShown);
    };
  }, [loggedIn, restoring, api, setMessageCount]);
}
