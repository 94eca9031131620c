/**
 * Browser storage that keeps working where the browser refuses it. Inside a partner's iframe, Safari (and Chromium
 * with third-party cookies blocked, its default from version 13x on) throw a SecurityError on any touch of
 * `localStorage`/`sessionStorage`. The site then keeps its session in memory for the visit, and switches to real
 * storage when the browser grants it later (Storage Access API, storage-access.ts). Decision 071.
 */

/** A `Storage` in memory: what a blocked iframe uses for the visit. */
export class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  clear(): void {
    this.#items.clear();
  }
}

const PROBE_KEY = "taxlearn:storage-probe";

/** The storage `get` returns when it can be read and written, else null (blocked, disabled or full). */
export function usableStorage(get: () => Storage | null | undefined): Storage | null {
  try {
    const storage = get();
    if (!storage) return null;
    storage.setItem(PROBE_KEY, "1");
    storage.removeItem(PROBE_KEY);
    return storage;
  } catch {
    return null;
  }
}

const entriesOf = (storage: Storage): [string, string][] => {
  const entries: [string, string][] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    const value = key === null ? null : storage.getItem(key);
    if (key !== null && value !== null) entries.push([key, value]);
  }
  return entries;
};

/**
 * The app's one `Storage`: the browser's when usable, memory otherwise. `persistent` says which. A write the
 * browser refuses later (revoked access, quota) moves everything to memory instead of failing the login.
 */
export class ResilientStorage implements Storage {
  #backing: Storage;
  #persistent: boolean;
  readonly #listeners = new Set<() => void>();
  readonly #writeListeners = new Set<() => void>();

  constructor(browser: Storage | null) {
    this.#backing = browser ?? new MemoryStorage();
    this.#persistent = browser !== null;
  }

  /** Whether what is stored survives a reload (false: memory only, for this visit). */
  get persistent(): boolean {
    return this.#persistent;
  }

  /** Calls `listener` when `persistent` changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Calls `listener` after every write (set, remove, clear, adopt); returns the unsubscribe. */
  onWrite(listener: () => void): () => void {
    this.#writeListeners.add(listener);
    return () => this.#writeListeners.delete(listener);
  }

  #written(): void {
    for (const listener of this.#writeListeners) listener();
  }

  /**
   * Moves to `next` (storage the browser has just granted): what this visit holds in memory is written over it,
   * since it is the newer session.
   */
  adopt(next: Storage): void {
    for (const [key, value] of entriesOf(this.#backing)) next.setItem(key, value);
    this.#backing = next;
    this.#changed(true);
    this.#written();
  }

  #toMemory(): void {
    const memory = new MemoryStorage();
    try {
      for (const [key, value] of entriesOf(this.#backing)) memory.setItem(key, value);
    } catch {
      // unreadable now: the visit goes on with what it writes from here
    }
    this.#backing = memory;
    this.#changed(false);
  }

  #changed(persistent: boolean): void {
    if (this.#persistent === persistent) return;
    this.#persistent = persistent;
    for (const listener of this.#listeners) listener();
  }

  #attempt<T>(action: (storage: Storage) => T, fallback: T): T {
    try {
      return action(this.#backing);
    } catch {
      this.#toMemory();
      try {
        return action(this.#backing);
      } catch {
        return fallback;
      }
    }
  }

  get length(): number {
    return this.#attempt((s) => s.length, 0);
  }
  key(index: number): string | null {
    return this.#attempt((s) => s.key(index), null);
  }
  getItem(key: string): string | null {
    return this.#attempt((s) => s.getItem(key), null);
  }
  setItem(key: string, value: string): void {
    this.#attempt((s) => s.setItem(key, value), undefined);
    this.#written();
  }
  removeItem(key: string): void {
    this.#attempt((s) => s.removeItem(key), undefined);
    this.#written();
  }
  clear(): void {
    this.#attempt((s) => s.clear(), undefined);
    this.#written();
  }
}

let local: ResilientStorage | null = null;
let session: ResilientStorage | null = null;

/** The site's local storage (one per page). */
export const browserLocalStorage = (): ResilientStorage => {
  local ??= new ResilientStorage(usableStorage(() => window.localStorage));
  return local;
};

/** The site's session storage (one per page). */
export const browserSessionStorage = (): ResilientStorage => {
  session ??= new ResilientStorage(usableStorage(() => window.sessionStorage));
  return session;
};
