import { createApiClient, PAGE_SIZE_OPTIONS } from "@taxlearn/api";
import { cleanup, configure, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach } from "vitest";
import { AppServicesProvider } from "../../../app/services/app-services";

// Test-only helpers: a real API client over a fake fetch (so responses go through the contracts' decoding), and a
// router in memory that shows the current address.

// The first render of a screen imports the kit and the client; on a shared machine that can take seconds.
configure({ asyncUtilTimeout: 5_000 });

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

export type FakeRoutes = Record<string, (query: URLSearchParams) => FakeResponse>;

export interface FakeServer {
  /** Every request made, as pathname + query. */
  readonly requests: URL[];
}

const envelope = ({ status = 200, msg = "ok", data = null }: FakeResponse) =>
  JSON.stringify({ status, success: status === 200, msg, data: status === 200 ? data : null });

export function renderScreen(screen: ReactElement, { url, routes }: { url: string; routes: FakeRoutes }) {
  const server: FakeServer = { requests: [] };
  const fakeFetch = async (input: RequestInfo | URL) => {
    const requested = new URL(String(input instanceof Request ? input.url : input));
    server.requests.push(requested);
    const handler = routes[requested.pathname];
    if (!handler) return new Response("not found", { status: 404 });
    // Like the server: list calls take only the page sizes of spec §9.
    const pageSize = requested.searchParams.get("pageSize");
    const answer =
      pageSize !== null && !(PAGE_SIZE_OPTIONS as readonly number[]).includes(Number(pageSize))
        ? { status: 400, msg: "参数格式不正确：pageSize" }
        : handler(requested.searchParams);
    return new Response(envelope(answer), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  };
  const api = createApiClient({ baseUrl: "http://localhost", storage: localStorage, fetch: fakeFetch as typeof fetch });
  const view = render(
    <AppServicesProvider services={{ api, storage: localStorage }}>
      <MemoryRouter initialEntries={[url]}>
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
      </MemoryRouter>
    </AppServicesProvider>,
  );
  return { ...view, server };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The address the router shows now. */
export const currentLocation = (container: HTMLElement = document.body): string =>
  container.querySelector("[data-testid=location]")?.textContent ?? "";

export const courseFixture = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  title: `课程${id}`,
  image: `/media/courses/${id}.jpg`,
  browse: 100 + id,
  productInfo: "简介",
  price: "99.00",
  otPrice: "148.50",
  productType: 1,
  teachingMethod: 1,
  keyword: "出口退税,免抵退",
  updateMark: 3,
  orgStatus: 1,
  lecturers: [],
  categoryId: 101,
  lessonCount: 8,
  durationMinutes: 240,
  ...overrides,
});

export const articleFixture = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  type: 2,
  typeName: "政策公告",
  title: `文章${id}`,
  summary: "摘要",
  source: "国家税务总局",
  docNumber: "",
  keyword: "增值税",
  provinceId: null,
  browse: 10,
  publishedAt: "2026-11-18T02:00:00.000Z",
  contentPath: `/richtext/news/${id}.html`,
  ...overrides,
});

export const pageOf = (list: readonly unknown[], query: URLSearchParams, total = list.length) => ({
  list,
  total,
  page: Number(query.get("page") ?? 1),
  pageSize: Number(query.get("pageSize") ?? 10),
});
