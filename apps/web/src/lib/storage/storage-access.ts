import { type ResilientStorage, usableStorage } from "./browser-storage";

/** `document.requestStorageAccess` with Chromium's types argument, whose handle carries unpartitioned storage. */
type RequestStorageAccess = (types?: { localStorage?: boolean }) => Promise<{ localStorage?: Storage } | undefined>;

export interface StorageAccessEnv {
  readonly inFrame: boolean;
  readonly requestStorageAccess: RequestStorageAccess | null;
  /** The browser's local storage as it can be reached now (after a grant, Safari opens it here). */
  readonly localStorage: () => Storage | null | undefined;
}

export const browserStorageAccessEnv = (): StorageAccessEnv => {
  const request = (document as Document & { requestStorageAccess?: RequestStorageAccess }).requestStorageAccess;
  let inFrame = true;
  try {
    inFrame = window.self !== window.top;
  } catch {
    // a cross-origin top: framed
  }
  return {
    inFrame,
    requestStorageAccess: typeof request === "function" ? request.bind(document) : null,
    localStorage: () => window.localStorage,
  };
};

/** Whether to offer the Storage Access API: framed, storage in memory, and the browser has the API. */
export const storageAccessOffered = (storage: ResilientStorage, env: StorageAccessEnv): boolean =>
  env.inFrame && !storage.persistent && env.requestStorageAccess !== null;

/**
 * Asks the browser for storage access; call it inside a click (a user gesture). Chromium answers a handle with the
 * site's unpartitioned localStorage when asked for it; Safari grants cookie access, after which `localStorage`
 * may be usable again. On success the session moves from memory into it. Resolves whether it did.
 */
export async function requestPersistentStorage(storage: ResilientStorage, env: StorageAccessEnv): Promise<boolean> {
  if (!env.requestStorageAccess) return false;
  let handle: { localStorage?: Storage } | undefined;
  try {
    handle = await env.requestStorageAccess({ localStorage: true });
  } catch {
    return false;
  }
  const granted = usableStorage(() => handle?.localStorage) ?? usableStorage(env.localStorage);
  if (!granted) return false;
  storage.adopt(granted);
  return true;
}
