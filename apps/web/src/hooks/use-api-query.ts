import type { ApiClient, ApiFailure, ApiResult, FailureReason } from "@taxlearn/api";
import { type DependencyList, use, useCallback, useEffect, useId, useRef, useState } from "react";
import { useApi } from "../lib/api/app-services";
import { failureMessage } from "../lib/api/failure-message";
import { type Prefetch, type PrefetchedRead, type SettledRead, usePrefetch } from "../lib/ssr/prefetched-data";

/**
 * One read from the API, re-run when `deps` change. Business failures (success false) and thrown transport
 * failures both end in `error` with a Chinese message; `retry` runs the same read again. Responses of an
 * outdated read (deps changed meanwhile) are dropped, so a slow page 1 never overwrites page 2.
 *
 * Server rendering (decision 095): on the server the hook suspends until its read settles, so the page is rendered
 * with its data; in the browser, the hydrating hook starts from the read the server embedded and does not ask again.
 */
export type QueryState<T> =
  | { readonly status: "loading"; readonly previous: T | undefined; readonly retry: () => void }
  | {
      readonly status: "error";
      readonly message: string;
      /** the envelope status (403, 404 …), or null for a transport failure */
      readonly code: number | null;
      /** the server's cause of a refusal (`withdrawn` …), when it names one: screens branch on it, not on the message */
      readonly reason?: FailureReason;
      readonly retry: () => void;
    }
  | { readonly status: "success"; readonly data: T; readonly retry: () => void };

type Settled<T> =
  | { status: "loading" }
  | { status: "error"; message: string; code: number | null; reason?: FailureReason }
  | { status: "success"; data: T };

/** A business failure as the hook's error state (its reason only when the server gave one). */
const refused = (result: ApiFailure) =>
  ({
    status: "error",
    message: result.msg,
    code: result.status,
    ...(result.reason === undefined ? {} : { reason: result.reason }),
  }) as const;

const settle = <T>(read: Promise<ApiResult<T>>): Promise<SettledRead> =>
  read.then(
    (result): SettledRead => (result.success ? { status: "success", data: result.data } : refused(result)),
    (error: unknown): SettledRead => ({ status: "error", message: failureMessage(error), code: null }),
  );

/** The server's read of this hook: started once, suspending the render (React retries it) until it settles. */
function serverRead<T>(
  prefetch: Extract<Prefetch, { mode: "server" }>,
  id: string,
  deps: string,
  load: (api: ApiClient) => Promise<ApiResult<T>>,
): PrefetchedRead {
  let pending = prefetch.pending.get(id);
  if (!pending) {
    pending = settle(load(prefetch.api)).then((settled) => {
      prefetch.reads.set(id, { deps, settled });
    });
    prefetch.pending.set(id, pending);
  }
  // use() on every render, settled or not: React pairs the thenables of a component's retries by call order
  use(pending);
  // use() returned: the read has settled and was stored
  return prefetch.reads.get(id) as PrefetchedRead;
}

const embeddedRead = (prefetch: Prefetch | null, id: string, deps: string): SettledRead | null => {
  if (prefetch?.mode !== "hydrate") return null;
  const read = prefetch.reads[id];
  return read && read.deps === deps ? read.settled : null;
};

export function useApiQuery<T>(load: (api: ApiClient) => Promise<ApiResult<T>>, deps: DependencyList): QueryState<T> {
  const api = useApi();
  const id = useId();
  const prefetch = usePrefetch();
  const depsKey = JSON.stringify(deps);
  const server = prefetch?.mode === "server" ? serverRead(prefetch, id, depsKey, load).settled : null;
  const [state, setState] = useState<Settled<T>>(
    () => (server ?? embeddedRead(prefetch, id, depsKey) ?? { status: "loading" }) as Settled<T>,
  );
  const [attempt, setAttempt] = useState(0);
  const lastData = useRef<T | undefined>(state.status === "success" ? state.data : undefined);
  // the read the server embedded stands for the first run of the effect
  const hydrated = useRef(state.status !== "loading");
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when to read again.
  useEffect(() => {
    if (hydrated.current) {
      hydrated.current = false;
      if (prefetch?.mode === "hydrate") delete prefetch.reads[id];
      return;
    }
    let current = true;
    setState({ status: "loading" });
    loadRef.current(api).then(
      (result) => {
        if (!current) return;
        if (result.success) {
          lastData.current = result.data;
          setState({ status: "success", data: result.data });
        } else {
          setState(refused(result));
        }
      },
      (error: unknown) => {
        if (current) setState({ status: "error", message: failureMessage(error), code: null });
      },
    );
    return () => {
      current = false;
    };
  }, [api, attempt, ...deps]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const shown = (server as Settled<T> | null) ?? state;
  if (shown.status === "loading") return { status: "loading", previous: lastData.current, retry };
  return { ...shown, retry };
}
