/**
 * The server's entry (decision 095): built by `vite build --ssr` into dist-server/ and imported by the API server at
 * start. It renders a public page (or a learner's own, decision 128) with the same route, screens and components as
 * the browser, reading its data in-process through the same contracts and client, and hands back the HTML stream,
 * the reads to embed for hydration and the page's head.
 */
import type { ApiClient } from "@taxlearn/api";
import { createBrowserApiClient } from "@taxlearn/api/browser";
import { renderToReadableStream } from "react-dom/server";
import { StaticRouter } from "react-router";
import { AppTree } from "./app/app";
import { normalizePath, splitPath } from "./app/router/normalize-path";
import { loadScreen, routeNameOf } from "./app/router/screens";
import { type PageMeta, pageMeta } from "./app/ssr/page-meta";
import { LEARNER_SCREENS, SERVER_RENDERED_SCREENS } from "./app/ssr/server-rendered-routes";
import {
  type EmbeddedPage,
  PREFETCH_SCRIPT_ID,
  type RenderedSession,
  type ServerCall,
  type ServerPrefetch,
  scriptSafeJson,
} from "./lib/ssr/prefetched-data";
import { MemoryStorage } from "./lib/storage/browser-storage";
import { LOCAL_STORED, writeStored } from "./lib/storage/stored-values";

export { LEARNER_SCREENS, SERVER_RENDERED_SCREENS };

export interface RenderRequest {
  /** the page's URL as the visitor asked for it */
  readonly url: URL;
  /** answers the page's API calls in-process (the server's own handlers) */
  readonly fetch: typeof fetch;
  /** the token of the visitor's session cookie: a learner's own page is drawn with it (decision 128) */
  readonly token?: string | null;
}

export interface RenderedPage {
  readonly meta: PageMeta;
  /** the server-rendered body of `<div id="root">` */
  readonly body: ReadableStream<Uint8Array>;
  /** the `<script type="application/json">` with the route and the reads, for hydration */
  readonly dataScript: string;
  /** the route name, for the screen's CSS and chunks in the client manifest */
  readonly name: string;
}

/** A client that records every call and its outcome, for the page's head. */
function recordingClient(client: ApiClient, calls: ServerCall[]): ApiClient {
  return new Proxy(client, {
    get(target, name) {
      const method = target[name as keyof ApiClient];
      if (typeof name !== "string" || typeof method !== "function") return method;
      return async (input: unknown) => {
        const result = await (method as (input: unknown) => Promise<unknown>)(input);
        const answer = result as { success: boolean; data: unknown; msg: string; status: number };
        calls.push({
          name,
          input,
          settled: answer.success
            ? { status: "success", data: answer.data }
            : { status: "error", message: answer.msg, code: answer.status },
        });
        return result;
      };
    },
  });
}

/**
 * Renders a server-rendered route with its data, or answers null for a route the browser renders on its own: a
 * public page as a visitor sees it, or a learner's own page (LEARNER_SCREENS) for the login of `token` when the
 * server accepts it.
 */
export async function renderPage({ url, fetch, token = null }: RenderRequest): Promise<RenderedPage | null> {
  const name = routeNameOf(url.pathname);
  if (!name) return null;
  const learnerToken = name in LEARNER_SCREENS ? token : null;
  if (!(name in SERVER_RENDERED_SCREENS) && !learnerToken) return null;
  // a visitor's page holds no token and no organisation (an organisation's pages render in the browser); a learner's
  // holds the token of the cookie, which the API client sends as the browser's would
  const storage = new MemoryStorage();
  if (learnerToken) writeStored(storage, LOCAL_STORED.token, learnerToken);
  const calls: ServerCall[] = [];
  // the reads answer from this server's own handlers, which encoded them with their contracts: taken as sent, as the
  // browser takes them (decision 108), without decoding each again through the schemas
  const api = recordingClient(createBrowserApiClient({ baseUrl: url.origin, storage, fetch }), calls);
  let session: RenderedSession | null = null;
  if (learnerToken) {
    // the login is checked as the browser's session checks a restored one; a token the server refuses (expired,
    // logged out elsewhere) leaves the page to the browser, which sends the learner to log in
    const [profile] = await Promise.all([api.userInfo(), loadScreen(name)]);
    if (!profile.success) return null;
    // the top bar shows the masked phone, or the name of an account without one (as a login stores it)
    session = { username: profile.data.mobile ?? profile.data.username, profile: profile.data };
  } else {
    await loadScreen(name);
  }
  const prefetch: ServerPrefetch = { mode: "server", api, reads: new Map(), pending: new Map(), calls };
  const path = normalizePath(url.pathname, url.search);
  const page = { path, name };
  const location = splitPath(path);
  let failure: unknown = null;
  const body = await renderToReadableStream(
    <AppTree
      services={{ api, storage }}
      router={(tree) => <StaticRouter location={location}>{tree}</StaticRouter>}
      initialPage={page}
      prefetch={prefetch}
      initialSession={session && learnerToken ? { token: learnerToken, ...session } : null}
    />,
    {
      // every boundary inline, however large: the page is sent once complete, and the CSP admits no inline script
      // (React would otherwise reveal large boundaries with one)
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failure = error;
      },
    },
  );
  // the head names the content: wait for every read (the HTML still streams out in React's chunks)
  await body.allReady;
  if (failure) throw failure;
  const embedded: EmbeddedPage = {
    path,
    name,
    reads: Object.fromEntries(prefetch.reads),
    ...(session ? { session } : {}),
  };
  return {
    meta: pageMeta(name, url.pathname, url.search, calls),
    body,
    dataScript: `<script type="application/json" id="${PREFETCH_SCRIPT_ID}">${scriptSafeJson(embedded)}</script>`,
    name,
  };
}
