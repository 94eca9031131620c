import { browserSessionStorage } from "../lib/storage/browser-storage";
import { readStored, removeStored, SESSION_STORED, writeStored } from "../lib/storage/stored-values";

// spec §2/§7: a lazy chunk that fails (or takes longer than 120 s) to load re-navigates to the pending path once —
// a full navigation fetches the fresh index.html and chunk names after a deploy. A second failure surfaces the error.
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
}

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError("页面资源加载超时")), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

export interface ChunkRetryEnv {
  readonly sessionStorage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  readonly reloadTo: (path: string) => void;
  readonly pendingPath: () => string;
}

const browserEnv = (): ChunkRetryEnv => ({
  sessionStorage: browserSessionStorage(),
  reloadTo: (path) => window.location.assign(path),
  pendingPath: () => window.location.pathname + window.location.search,
});

export const loadChunk = async <T>(
  loader: () => Promise<T>,
  env: ChunkRetryEnv = browserEnv(),
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> => {
  try {
    const loaded = await withTimeout(loader(), timeoutMs);
    removeStored(env.sessionStorage, SESSION_STORED.chunkRetry);
    return loaded;
  } catch (error) {
    const path = env.pendingPath();
    if (readStored(env.sessionStorage, SESSION_STORED.chunkRetry) !== path) {
      writeStored(env.sessionStorage, SESSION_STORED.chunkRetry, path);
      env.reloadTo(path);
      // The page is being replaced; never resolve so no half-rendered screen flashes meanwhile.
      return new Promise<T>(() => {});
    }
    removeStored(env.sessionStorage, SESSION_STORED.chunkRetry);
    throw error instanceof Error ? error : new ChunkLoadError(String(error));
  }
};
