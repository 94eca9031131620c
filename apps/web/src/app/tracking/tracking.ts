import type { ApiClient } from "@taxlearn/api";
import { deviceIdOf } from "../../lib/session/session-storage";

/**
 * Page-view and click tracking to the server's tracking call (spec §7 statistic event). Tracking never disturbs the
 * learner: failures are dropped silently.
 */
export interface Tracker {
  pageView: (path: string, title: string) => void;
  click: (detail: { path: string; label: string; href: string | null }) => void;
}

const MAX_LABEL = 40;

export function createTracker(api: ApiClient, storage: Storage): Tracker {
  const send = (eventName: string, params: Record<string, unknown>) => {
    api
      .trackEvent({ eventName, jsonParam: JSON.stringify(params), deviceId: deviceIdOf(storage) })
      .catch(() => undefined);
  };
  return {
    pageView: (path, title) => send("page_view", { path, title, referrer: document.referrer || null }),
    click: ({ path, label, href }) => send("click", { path, label: label.slice(0, MAX_LABEL), href }),
  };
}

/** The trackable element of a click: a link or a button (or an element marked with data-track). */
export function clickTarget(target: EventTarget | null): { label: string; href: string | null } | null {
  if (!(target instanceof Element)) return null;
  const element = target.closest("a, button, [data-track]");
  if (!element) return null;
  const label = (element.getAttribute("data-track") || element.getAttribute("aria-label") || element.textContent || "")
    .replace(/\s+/g, " ")
    .trim();
  return { label, href: element instanceof HTMLAnchorElement ? element.getAttribute("href") : null };
}
