import { StorageAccessPrompt, type StorageAccessState } from "@taxlearn/ui";
import { useCallback, useState, useSyncExternalStore } from "react";
import { useHydrated } from "../../hooks/use-hydrated";
import { browserLocalStorage } from "../../lib/storage/browser-storage";
import {
  browserStorageAccessEnv,
  requestPersistentStorage,
  storageAccessOffered,
} from "../../lib/storage/storage-access";

/**
 * Inside a partner's iframe whose browser blocks this site's storage, the session lives in memory for the visit;
 * this bar offers the Storage Access API (one click, a user gesture) so that it is kept across reloads.
 * Renders nothing when storage works or the API is missing.
 */
export function StorageAccessBar() {
  // the browser's storage exists only in the browser: the server's HTML and the hydrating render show no bar
  return useHydrated() ? <BrowserStorageAccessBar /> : null;
}

function BrowserStorageAccessBar() {
  const storage = browserLocalStorage();
  const persistent = useSyncExternalStore(
    (listener) => storage.subscribe(listener),
    () => storage.persistent,
  );
  const [state, setState] = useState<StorageAccessState | "dismissed">("prompt");
  const request = useCallback(() => {
    setState("requesting");
    void requestPersistentStorage(storage, browserStorageAccessEnv()).then((granted) =>
      setState(granted ? "dismissed" : "denied"),
    );
  }, [storage]);
  if (persistent || state === "dismissed" || !storageAccessOffered(storage, browserStorageAccessEnv())) return null;
  return <StorageAccessPrompt state={state} onRequest={request} onDismiss={() => setState("dismissed")} />;
}
