import { type ApiClient, createApiClient } from "@taxlearn/api";
import { UiProvider } from "@taxlearn/ui";
import { cleanup, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach } from "vitest";
import { RouterLinks } from "../components/router-links";
import { AppServicesProvider } from "../lib/api/app-services";
import { OrgProvider } from "../lib/org/org-provider";
import { SessionProvider } from "../lib/session/session-provider";

// Test-only: a screen inside the kit's providers, the real session provider and a real API client over a fake
// fetch (so requests and responses go through the contracts), with the router's address shown for assertions.

afterEach(() => {
  cleanup();
  localStorage.clear();
});

export interface FakeResponse {
  /** Envelope status; 200 is success. */
  status?: number;
  msg?: string;
  data?: unknown;
  /** The refusal's machine-readable cause (`withdrawn` …), sent beside msg as the server does. */
  reason?: string;
}

export interface FakeCall {
  readonly path: string;
  /** The query and the form body merged. */
  readonly fields: URLSearchParams;
  /** The address requested (pathname + query). */
  readonly url: URL;
}

/** Answers a call by path, or undefined for an unknown path (404). */
export type FakeHandler = (path: string, fields: URLSearchParams, url: URL) => FakeResponse | undefined;

/** Handlers by API path; they receive the query and the form body merged. */
export type FakeRoutes = Record<string, (fields: URLSearchParams) => FakeResponse>;

export interface FakeServerOptions {
  /** The envelope's `msg` when an answer has none. */
  readonly defaultMsg?: string;
}

const toHandler = (answer: FakeHandler | FakeRoutes): FakeHandler =>
  typeof answer === "function" ? answer : (path, fields) => answer[path]?.(fields);

/** A fake fetch answering envelopes, and the real API client over it; `calls` records every request. */
export function createFakeServer(
  answer: FakeHandler | FakeRoutes,
  { defaultMsg = "操作成功" }: FakeServerOptions = {},
) {
  const handler = toHandler(answer);
  const calls: FakeCall[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const fields = new URLSearchParams(url.search);
    if (typeof init?.body === "string")
      for (const [key, value] of new URLSearchParams(init.body)) fields.set(key, value);
    calls.push({ path: url.pathname, fields, url });
    const response = handler(url.pathname, fields, url);
    if (!response) return new Response("not found", { status: 404 });
    const { status = 200, msg = defaultMsg, data = null, reason } = response;
    const envelope = { status, success: status === 200, msg, data: status === 200 ? data : null };
    return new Response(JSON.stringify(reason === undefined ? envelope : { ...envelope, reason }), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  };
  const api: ApiClient = createApiClient({
    baseUrl: "http://localhost",
    storage: localStorage,
    fetch: fakeFetch as typeof fetch,
  });
  return { api, calls };
}

export interface RenderScreenOptions extends FakeServerOptions {
  /** The address the router starts at. */
  readonly url: string;
  /** The fake server: handlers by path, or one function for every path. */
  readonly server: FakeHandler | FakeRoutes;
}

/** Renders `screen` at `url` inside the app's providers over a fake server; returns the view and the calls made. */
export function renderScreen(screen: ReactElement, { url, server, ...options }: RenderScreenOptions) {
  const { api, calls } = createFakeServer(server, options);
  const view = render(
    <UiProvider>
      <MemoryRouter initialEntries={[url]}>
        <RouterLinks>
          <AppServicesProvider services={{ api, storage: localStorage }}>
            <OrgProvider>
              <SessionProvider>
                <Routes>
                  <Route
                    path="*"
                    element={
                      <>
                        {screen}
                        <LocationProbe />
                      </>
                    }
                  />
                </Routes>
              </SessionProvider>
            </OrgProvider>
          </AppServicesProvider>
        </RouterLinks>
      </MemoryRouter>
    </UiProvider>,
  );
  return { ...view, api, calls };
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location" hidden>{`${location.pathname}${location.search}`}</div>;
}

/** The address the router shows now. */
export const currentLocation = (container: HTMLElement = document.body): string =>
  container.querySelector("[data-testid=location]")?.textContent ?? "";
