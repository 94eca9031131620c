import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { loadScreen } from "./app/router/screens";
import { hydrationPlan } from "./app/ssr/hydration-plan";
import { mirrorSessionCookie, readSessionCookie } from "./lib/session/session-cookie";
import { type EmbeddedPage, PREFETCH_SCRIPT_ID } from "./lib/ssr/prefetched-data";
import { browserLocalStorage } from "./lib/storage/browser-storage";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

/** The page the server rendered, if it did (public pages, decision 095; a learner's own, decision 128). */
const embeddedPage = (): EmbeddedPage | null => {
  const script = document.getElementById(PREFETCH_SCRIPT_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as EmbeddedPage;
  } catch {
    return null;
  }
};

async function start(container: HTMLElement) {
  const storage = browserLocalStorage();
  const plan = hydrationPlan(embeddedPage(), storage, readSessionCookie(document.cookie));
  // the cookie follows storage from here on (a login from before it existed gets it now)
  mirrorSessionCookie(storage, document);
  if (plan.kind === "hydrate") {
    const { page, initialSession } = plan;
    try {
      await loadScreen(page.name);
      // A transition, so that React hydrates in slices and gives the main thread back between them (the page is
      // already painted from the server's HTML); a click meanwhile hydrates its own path first.
      startTransition(() => {
        hydrateRoot(
          container,
          <App
            initialPage={{ path: page.path, name: page.name }}
            prefetch={{ mode: "hydrate", reads: page.reads }}
            initialSession={initialSession}
          />,
        );
      });
      return;
    } catch {
      // the screen's chunk did not load: the client render below shows the guard's own retry
    }
  }
  container.replaceChildren();
  createRoot(container).render(<App />);
}

void start(root);
