import { configure } from "@testing-library/react";
import { type FakeResponse, renderScreen } from "../../testing/render-screen";
import CourseDetailScreen from "./course-detail-screen";

// Test-only: the course detail screen over the shared fake server (src/testing), plus the course's data builders.

export { currentLocation, type FakeCall, type FakeResponse } from "../../testing/render-screen";

// The screen waits on several calls in a row (session, lectures, play info, events): give a busy machine time.
configure({ asyncUtilTimeout: 5000 });

/** Answers a call by path (query and form body merged into `fields`), or undefined for an unknown path (404). */
export type FakeServer = (path: string, fields: URLSearchParams) => FakeResponse | undefined;

export function renderCourseDetail({ url, server, loggedIn }: { url: string; server: FakeServer; loggedIn: boolean }) {
  if (loggedIn) {
    localStorage.setItem("token", "token-1");
    localStorage.setItem("userInfo", JSON.stringify({ uid: 7, username: "13800000001", avatar: "" }));
  }
  return renderScreen(<CourseDetailScreen />, { url, server });
}

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
