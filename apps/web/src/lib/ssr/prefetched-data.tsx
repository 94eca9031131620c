import type { ApiClient, FailureReason, UserInfoData } from "@taxlearn/api";
import { createContext, type ReactNode, useContext } from "react";

/** A read's outcome as `useApiQuery` shows it: the data, or a business/transport failure with its Chinese message. */
export type SettledRead =
  | { readonly status: "success"; readonly data: unknown }
  | {
      readonly status: "error";
      readonly message: string;
      readonly code: number | null;
      readonly reason?: FailureReason;
    };

/** One read of a server-rendered page, keyed by the reading hook's `useId` (equal on the server and in hydration). */
export interface PrefetchedRead {
  /** the hook's dependencies as JSON: a read is only taken over by a hook asking the same question */
  readonly deps: string;
  readonly settled: SettledRead;
}

/** One API call the server made while rendering, for the page's title and description (see entry-server). */
export interface ServerCall {
  readonly name: string;
  readonly input: unknown;
  readonly settled: SettledRead;
}

/**
 * The server's side of a render: each reading hook suspends on its read once (React's streaming renderer retries it
 * when the read settles), and every settled read is kept to be embedded in the page for hydration.
 */
export interface ServerPrefetch {
  readonly mode: "server";
  readonly api: ApiClient;
  readonly reads: Map<string, PrefetchedRead>;
  readonly pending: Map<string, Promise<void>>;
  readonly calls: ServerCall[];
}

/** The browser's side: the reads embedded in the server-rendered page, taken over once by the hydrating hooks. */
export interface HydrationPrefetch {
  readonly mode: "hydrate";
  readonly reads: Record<string, PrefetchedRead>;
}

export type Prefetch = ServerPrefetch | HydrationPrefetch;

const PrefetchContext = createContext<Prefetch | null>(null);

export function PrefetchProvider({ prefetch, children }: { prefetch: Prefetch | null; children: ReactNode }) {
  return <PrefetchContext.Provider value={prefetch}>{children}</PrefetchContext.Provider>;
}

export const usePrefetch = (): Prefetch | null => useContext(PrefetchContext);

/** The id of the `<script type="application/json">` that carries the page's reads and committed route. */
export const PREFETCH_SCRIPT_ID = "ssr-data";

/**
 * The login a learner's own page was drawn for (decision 128): the name the top bar shows and the profile the
 * session read, so that hydration starts from the same session the server rendered with.
 */
export interface RenderedSession {
  readonly username: string;
  readonly profile: UserInfoData;
}

/** What the server embeds for the client: the route it rendered and the reads its hooks made. */
export interface EmbeddedPage {
  readonly path: string;
  readonly name: string;
  readonly reads: Record<string, PrefetchedRead>;
  /** present on a learner's own page, absent on a public one (drawn for a visitor) */
  readonly session?: RenderedSession;
}

/**
 * JSON that is safe inside a `<script>` element: `<` is escaped so that no `</script>` or `<!--` in a course's text
 * can end the element early.
 */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
