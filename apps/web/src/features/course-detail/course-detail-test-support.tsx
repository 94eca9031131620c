import { createApiClient } from "@taxlearn/api";
import { UiProvider } from "@taxlearn/ui";
import { cleanup, configure, render } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach } from "vitest";
import { OrgProvider } from "../../app/org/OrgProvider";
import { AppServicesProvider } from "../../app/services/app-services";
import { SessionProvider } from "../../app/session/SessionProvider";
import CourseDetailScreen from "./CourseDetailScreen";

// Test-only: the screen inside the kit's providers, the real session provider and a real API client over a fake
// server (so requests and responses go through the contracts), with the router's address shown for assertions.

// The screen waits on several calls in a row (session, lectures, play info, events): give a busy machine time.
configure({ asyncUtilTimeout: 5000 });

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

export interface FakeCall {
  readonly path: string;
  readonly fields: URLSearchParams;
}

/** Answers a call by path (query and form body merged into `fields`), or undefined for an unknown path (404). */
export type FakeServer = (path: string, fields: URLSearchParams) => FakeResponse | undefined;

export function renderCourseDetail({ url, server, loggedIn }: { url: string; server: FakeServer; loggedIn: boolean }) {
  if (loggedIn) {
    localStorage.setItem("token", "token-1");
    localStorage.setItem("userInfo", JSON.stringify({ uid: 7, username: "13800000001", avatar: "" }));
  }
  const calls: FakeCall[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const requested = new URL(String(input instanceof Request ? input.url : input));
    const fields = new URLSearchParams(requested.search);
    if (typeof init?.body === "string")
      for (const [key, value] of new URLSearchParams(init.body)) fields.set(key, value);
    calls.push({ path: requested.pathname, fields });
    const answer = server(requested.pathname, fields);
    if (!answer) return new Response("not found", { status: 404 });
    const { status = 200, msg = "操作成功", data = null } = answer;
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
                      <CourseDetailScreen />
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

export const lecturer = (id: number, nickname: string) => ({
  id,
  avatar: "",
  nickname,
  positionalTitles: "注册税务师",
  intro: `${nickname}的介绍`,
});

/** GET /api/onlineProduct/detail/{id} */
export const courseDetail = (id: number, price: string, lecturers = [lecturer(1, "王立新")]) => ({
  id,
  title: price === "0.00" ? "出口退税入门到精通系列课" : "生产企业免抵退税申报全流程实操",
  image: "",
  browse: 6741,
  productInfo: "本课程围绕出口退税展开。",
  courseUpdateTime: "2026-11-18T02:00:00.000Z",
  updateMark: 3,
  price,
  otPrice: price === "0.00" ? "0.00" : "298.50",
  productType: 1,
  teachingMethod: 2,
  keyword: "出口退税,免抵退,外贸,退税申报",
  orgStatus: 1,
  lecturers: lecturers.map(({ avatar, nickname, positionalTitles }) => ({ avatar, nickname, positionalTitles })),
  label: null,
  categoryId: 101,
  lessonCount: 3,
  durationMinutes: 120,
  categoryName: "出口退税",
  detailHtml: "<h3>课程简介</h3><p>生产企业出口自产货物适用免抵退税办法。</p>",
  lecturerDetails: lecturers,
  files: [],
});

/** GET /api/onlineProduct/lectures/{id} */
export const courseLectures = (
  courseId: number,
  entitled: boolean | null,
  entitledVia: "free" | "purchase" | "vip" | null,
  progress: ReadonlyArray<{ breakpoint: number; progress: number }> = [],
) => ({
  courseId,
  entitled,
  entitledVia,
  lectures: ["政策背景与适用范围", "核心概念与计算方法", "申报流程实操"].map((subject, i) => ({
    fileId: courseId * 100 + i + 1,
    chapterTitle: "第一章",
    title: `第${i + 1}讲 ${subject}`,
    sort: i + 1,
    duration: 40,
    breakpoint: progress[i]?.breakpoint ?? 0,
    progress: progress[i]?.progress ?? 0,
  })),
});

/** GET /api/aliVod/playInfo/{id} */
export const playInfo = (fileId: number, encryptType: 0 | 1 = 0) => ({
  fileId,
  courseId: Math.floor(fileId / 100),
  title: "第1讲 政策背景与适用范围",
  duration: 40,
  coverUrl: "/media/video/lectures/lecture-1/cover.jpg",
  encryptType,
  masterUrl: `/media/video/lectures/${fileId}/master.m3u8`,
  definitions: [
    { definition: "360p", label: "标清", width: 640, height: 360, url: "/360p/index.m3u8" },
    { definition: "540p", label: "高清", width: 960, height: 540, url: "/540p/index.m3u8" },
  ],
  overlayUrl: `/media/video/lectures/${fileId}/presenter/index.m3u8`,
  breakpoint: 0,
});

/** The related-content calls, feedback and anything else a course page reads, answered empty. */
export const quietServer: FakeServer = (path) => {
  if (/^\/api\/(newsList|onlineProductList|caseInspects|caseJustice|caseNews)ByCourse\//.test(path))
    return { data: [] };
  if (path.startsWith("/api/feedback/getInfo/")) return { data: null };
  if (path === "/api/onlineProduct/fileExtraData") return { data: [] };
  if (path === "/api/userInfo") return { data: { uid: 7, username: "13800000001", avatar: "" } };
  return undefined;
};
