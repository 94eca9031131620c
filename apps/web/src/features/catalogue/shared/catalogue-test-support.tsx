import { PAGE_SIZE_OPTIONS } from "@taxlearn/api";
import { configure } from "@testing-library/react";
import type { ReactElement } from "react";
import { type FakeResponse, renderScreen as renderAppScreen } from "../../../testing/render-screen";

// Test-only: a catalogue screen over the shared fake server (src/testing), plus the catalogue's data builders.

export { currentLocation, type FakeResponse } from "../../../testing/render-screen";

// The first render of a screen imports the kit and the client; on a shared machine that can take seconds.
configure({ asyncUtilTimeout: 5_000 });

export type FakeRoutes = Record<string, (query: URLSearchParams) => FakeResponse>;

export interface FakeServer {
  /** Every request made, as pathname + query. */
  readonly requests: URL[];
}

export function renderScreen(screen: ReactElement, { url, routes }: { url: string; routes: FakeRoutes }) {
  const { calls, ...view } = renderAppScreen(screen, {
    url,
    defaultMsg: "ok",
    server: (path, _fields, requested) => {
      const handler = routes[path];
      if (!handler) return undefined;
      // Like the server: list calls take only the page sizes of spec §9.
      const pageSize = requested.searchParams.get("pageSize");
      return pageSize !== null && !(PAGE_SIZE_OPTIONS as readonly number[]).includes(Number(pageSize))
        ? { status: 400, msg: "参数格式不正确：pageSize" }
        : handler(requested.searchParams);
    },
  });
  const server: FakeServer = {
    get requests() {
      return calls.map((call) => call.url);
    },
  };
  return { ...view, server };
}

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

/** One live session as the server lists it (spec §3 live item); not booked unless overridden. */
export const liveFixture = (id: number, status: number, overrides: Record<string, unknown> = {}) => ({
  id,
  title: `直播${id}`,
  image: `/media/lives/${id}.svg`,
  name: "王立新",
  status,
  scheduled: 0,
  startTime: "2030-01-02T02:00:00.000Z",
  createMode: 1,
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
  sample: false,
  ...overrides,
});

export const pageOf = (list: readonly unknown[], query: URLSearchParams, total = list.length) => ({
  list,
  total,
  page: Number(query.get("page") ?? 1),
  pageSize: Number(query.get("pageSize") ?? 10),
});
