import { lazy, Suspense, useSyncExternalStore } from "react";
import { useHydrated } from "../../hooks/use-hydrated";
import { browserLocalStorage } from "../../lib/storage/browser-storage";

const StorageAccessOffer = lazy(() => import("./storage-access-offer"));

/**
 * Inside a partner's iframe whose browser blocks this site's storage, the session lives in memory for the visit;
 * this bar offers the Storage Access API (one click, a user gesture) so that it is kept across reloads.
 * Renders nothing when storage works or the API is missing; its code loads only when storage is in memory.
 */
export function StorageAccessBar() {
  // the browser's storage exists only in the browser: the server's HTML and the hydrating render show no bar
  const hydrated = useHydrated();
  const storage = browserLocalStorage();
  const persistent = useSyncExternalStore(
    (listener) => storage.subscribe(listener),
    () => storage.persistent,
    () => true,
  );
  if (!hydrated || persistent) return null;
  return (
    <Suspense fallback={null}>
      <StorageAccessOffer />
    </Suspense>
  );
}
