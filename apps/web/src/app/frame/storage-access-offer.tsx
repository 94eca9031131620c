import { StorageAccessPrompt, type StorageAccessState } from "@taxlearn/ui";
import { useCallback, useState, useSyncExternalStore } from "react";
import { browserLocalStorage } from "../../lib/storage/browser-storage";
import {
  browserStorageAccessEnv,
  requestPersistentStorage,
  storageAccessOffered,
} from "../../lib/storage/storage-access";

/** The Storage Access API's offer (its own chunk: only a visit whose storage is held in memory loads it). */
export default function StorageAccessOffer() {
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
