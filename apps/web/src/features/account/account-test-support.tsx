import { createApiClient } from "@taxlearn/api";
import { UiProvider } from "@taxlearn/ui";
import { cleanup, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach } from "vitest";
import { OrgProvider } from "../../app/org/OrgProvider";
import { AppServicesProvider } from "../../app/services/app-services";
import { SessionProvider } from "../../app/session/SessionProvider";

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
}

/** Handlers by API path; they receive the query and the form body merged. */
export type FakeRoutes = Record<string, (fields: URLSearchParams) => FakeResponse>;

export interface FakeCall {
  readonly path: string;
  readonly fields: URLSearchParams;
}

export function renderAccountScreen(screen: ReactElement, { url, routes }: { url: string; routes: FakeRoutes }) {
  const calls: FakeCall[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const requested = new URL(String(input instanceof Request ? input.url : input));
    const fields = new URLSearchParams(requested.search);
    if (typeof init?.body === "string")
      for (const [key, value] of new URLSearchParams(init.body)) fields.set(key, value);
    calls.push({ path: requested.pathname, fields });
    const handler = routes[requested.pathname];
    if (!handler) return new Response("not found", { status: 404 });
    const { status = 200, msg = "操作成功", data = null } = handler(fields);
    return new Response(JSON.stringify({ status, success: status === 200, msg, data: status === 200 ? data : null }), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  };
  const api = createApiClient({ baseUrl: "http://localhost", storage: localStorage, fetch: fakeFetch as typeof fetch });
  const view = render(
    <UiProvider>
      <MemoryRouter initialEntries={[url]}>
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
      </MemoryRouter>
    </UiProvider>,
  );
  return { ...view, calls };
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location" hidden>{`${location.pathname}${location.search}`}</div>;
}

/** The address the router shows now. */
export const currentLocation = (): string => document.querySelector("[data-testid=location]")?.textContent ?? "";

export const loginData = (token = "token-1") => ({
  token,
  uid: 7,
  username: "13900000001",
  expiresAt: "2026-12-22T00:00:00.000Z",
});

export const userInfoData = () => ({
  uid: 7,
  username: "13900000001",
  avatar: "",
  vipProductId: null,
  vipName: null,
  vipStartTime: null,
  vipEndTime: null,
  mobile: "13900000001",
  isVip: false,
  orgInfoList: [],
});
