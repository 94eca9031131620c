import type { ApiClient, ApiResult } from "@taxlearn/api";
import { type DependencyList, useCallback, useEffect, useRef, useState } from "react";
import { useApi } from "../lib/api/app-services";
import { failureMessage } from "../lib/api/failure-message";

/**
 * One read from the API, re-run when `deps` change. Business failures (success false) and thrown transport
 * failures both end in `error` with a Chinese message; `retry` runs the same read again. Responses of an
 * outdated read (deps changed meanwhile) are dropped, so a slow page 1 never overwrites page 2.
 */
export type QueryState<T> =
  | { readonly status: "loading"; readonly previous: T | undefined; readonly retry: () => void }
  | {
      readonly status: "error";
      readonly message: string;
      /** the envelope status (403, 404 …), or null for a transport failure */
      readonly code: number | null;
      readonly retry: () => void;
    }
  | { readonly status: "success"; readonly data: T; readonly retry: () => void };

type Settled<T> =
  | { status: "loading" }
  | { status: "error"; message: string; code: number | null }
  | { status: "success"; data: T };

export function useApiQuery<T>(load: (api: ApiClient) => Promise<ApiResult<T>>, deps: DependencyList): QueryState<T> {
  const api = useApi();
  const [state, setState] = useState<Settled<T>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const lastData = useRef<T | undefined>(undefined);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when to read again.
  useEffect(() => {
    let current = true;
    setState({ status: "loading" });
    loadRef.current(api).then(
      (result) => {
        if (!current) return;
        if (result.success) {
          lastData.current = result.data;
          setState({ status: "success", data: result.data });
        } else {
          setState({ status: "error", message: result.msg, code: result.status });
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
  if (state.status === "loading") return { status: "loading", previous: lastData.current, retry };
  return { ...state, retry };
}
