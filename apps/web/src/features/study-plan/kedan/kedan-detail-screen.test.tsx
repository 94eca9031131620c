import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { renderScreen } from "../../../testing/render-screen";
import KedanDetailScreen from "./kedan-detail-screen";

const course = (id: number) => ({
  id,
  title: `课程${id}`,
  image: "",
  browse: 10,
  productInfo: "简介",
  price: "99.00",
  otPrice: "148.50",
  productType: 1,
  teachingMethod: 1,
  keyword: "出口退税",
  updateMark: 3,
  orgStatus: 1,
  lecturers: [],
  categoryId: 101,
  lessonCount: 8,
  durationMinutes: 240,
});

const kedan = {
  id: 5,
  title: "出口退税入门课单",
  cover: "",
  description: "从零开始学出口退税",
  audience: "外贸企业财务",
  courseCount: 2,
  courses: [course(1001), course(1002)],
};

const open = (url: string, server: Parameters<typeof renderScreen>[1]["server"]) =>
  renderScreen(
    <Routes>
      <Route path="/kedan/detail/:id" element={<KedanDetailScreen />} />
    </Routes>,
    { url, server },
  );

describe("KedanDetailScreen", () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem("token", "t");
  });

  it("offers 开始学习 (the first course) and 收藏 the 课单", async () => {
    const { calls } = open("/kedan/detail/5", (path) => {
      if (path === "/api/kedan/detail/5") return { data: kedan };
      if (path === "/api/collect/status") return { data: { collected: false } };
      if (path === "/api/collect/add") return { data: { collected: true }, msg: "收藏成功" };
      return { data: null };
    });
    const start = await screen.findByRole("link", { name: "开始学习" });
    expect(start.getAttribute("href")).toBe("/course/details?id=1001");
    const collect = await screen.findByRole("button", { name: "收藏" });
    await waitFor(() => expect((collect as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(collect);
    await screen.findByRole("button", { name: "已收藏" });
    const add = calls.find((call) => call.path === "/api/collect/add")!;
    expect(Object.fromEntries(add.fields)).toMatchObject({ id: "5", category: "4" });
  });

  it("says 课单不存在 for an id that names none, with the way to the recommended lists (no 重新加载)", async () => {
    open("/kedan/detail/99999", () => ({ status: 404, msg: "内容不存在" }));
    expect(await screen.findByText("课单不存在")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "重新加载" })).toBeNull();
    expect(screen.getByRole("link", { name: "看看推荐课单" }).getAttribute("href")).toBe("/kedan");
  });

  it("says 课单不存在 for an id that is no number, without asking the server", async () => {
    const { calls } = open("/kedan/detail/abc", () => ({ data: null }));
    expect(await screen.findByText("课单不存在")).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith("/api/kedan/detail"))).toBe(false);
  });
});
