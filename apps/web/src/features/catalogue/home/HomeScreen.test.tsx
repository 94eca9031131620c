import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  articleFixture,
  courseFixture,
  currentLocation,
  type FakeRoutes,
  pageOf,
  renderScreen,
} from "../shared/catalogue-test-support";
import HomeScreen from "./HomeScreen";

const regionalColumn = {
  id: 8005,
  title: "广东出口退税专栏",
  moreLink: "/course/region",
  provinceId: 44000,
  cityId: null,
  courses: [courseFixture(1003, { title: "出口退税函调与疑点应对" })],
  lives: [
    {
      id: 7001,
      title: "出口退税直播：备案单证",
      image: "/media/lives/7001.jpg",
      name: "王立新",
      status: 0,
      scheduled: 0,
      startTime: "2030-01-02T02:00:00.000Z",
      createMode: 1,
    },
  ],
};

const routes = (overrides: FakeRoutes = {}): FakeRoutes => ({
  "/api/onlineProducts": (query) => {
    const type = query.get("productType");
    const sort = query.get("sort");
    const list = Array.from({ length: 10 }, (_, i) =>
      courseFixture(i + 1, { title: type === "15" ? `系列课${i}` : `${sort === "hot" ? "热门" : "新"}课程${i}` }),
    );
    return { data: pageOf(type === "15" ? list.slice(0, 3) : list, query, 60) };
  },
  "/api/onlineNewsList": (query) => {
    const type = Number(query.get("type") ?? 2);
    const list = Array.from({ length: 10 }, (_, i) =>
      articleFixture(2000 + type * 100 + i, {
        type,
        typeName: type === 27 ? "经典税案" : "政策公告",
        title: `${type === 27 ? "案例" : "政策"}${i}`,
      }),
    );
    return { data: pageOf(list, query, 40) };
  },
  "/api/regionalColumn": () => ({ data: regionalColumn }),
  ...overrides,
});

// Rendering whole screens in jsdom on a busy machine can take seconds.
describe("HomeScreen", { timeout: 20_000 }, () => {
  it("shows the banner, eight featured and eight latest courses, six policies and six cases", async () => {
    const { server } = renderScreen(<HomeScreen />, { url: "/home", routes: routes() });
    const featured = await screen.findByRole("region", { name: "精选课程" });
    await waitFor(() => expect(within(featured).getAllByRole("article")).toHaveLength(8));
    expect(within(featured).getByRole("button", { name: "热门课程0" })).toBeTruthy();
    const latest = screen.getByRole("region", { name: "最新课程" });
    await waitFor(() => expect(within(latest).getAllByRole("article")).toHaveLength(8));
    const policies = screen.getByRole("region", { name: "政策动态" });
    await waitFor(() => expect(within(policies).getAllByRole("article")).toHaveLength(6));
    const cases = screen.getByRole("region", { name: "案例精选" });
    await waitFor(() => expect(within(cases).getAllByRole("article")).toHaveLength(6));
    expect(within(cases).getAllByText(/经典税案/).length).toBeGreaterThan(0);
    expect(await screen.findByRole("region", { name: "轮播图" })).toBeTruthy();
    // three series courses: three slide dots, the first slide named by its course
    expect(screen.getAllByRole("button", { name: /共 3 张/ })).toHaveLength(3);
    expect(screen.getByRole("button", { name: "系列课0" })).toBeTruthy();
    // the default region (广东省) is asked for, and every list read uses an allowed page size
    expect(server.requests.find((r) => r.pathname === "/api/regionalColumn")?.search).toBe("?provinceId=44000");
  });

  it("shows the regional block with its two sections; a course opens its detail", async () => {
    renderScreen(<HomeScreen />, { url: "/home", routes: routes() });
    const block = await screen.findByRole("region", { name: "广东出口退税专栏" });
    expect(within(block).getByRole("heading", { name: "掌握出口退税的专属视频课程" })).toBeTruthy();
    expect(within(block).getByRole("heading", { name: "直播课程共享，免费学习" })).toBeTruthy();
    expect(within(block).getByText("报名预约")).toBeTruthy();
    fireEvent.click(within(block).getByRole("button", { name: "出口退税函调与疑点应对" }));
    await waitFor(() => expect(currentLocation()).toBe("/course/details?id=1003"));
  });

  it("uses the region remembered from /course/region", async () => {
    localStorage.setItem("catalogueRegion", JSON.stringify({ provinceId: 33000, cityId: 33001 }));
    const { server } = renderScreen(<HomeScreen />, { url: "/home", routes: routes() });
    await screen.findByRole("region", { name: "广东出口退税专栏" });
    expect(server.requests.find((r) => r.pathname === "/api/regionalColumn")?.search).toBe(
      "?cityId=33001&provinceId=33000",
    );
  });

  it("leaves out the regional block for a region without a column, and a failed section offers 重新加载", async () => {
    renderScreen(<HomeScreen />, {
      url: "/home",
      routes: routes({
        "/api/regionalColumn": () => ({ status: 404, msg: "该地区暂无专栏" }),
        "/api/onlineNewsList": () => ({ status: 500, msg: "服务繁忙" }),
      }),
    });
    const featured = await screen.findByRole("region", { name: "精选课程" });
    await waitFor(() => expect(within(featured).getAllByRole("article")).toHaveLength(8));
    const policies = screen.getByRole("region", { name: "政策动态" });
    expect(await within(policies).findByRole("button", { name: "重新加载" })).toBeTruthy();
    expect(screen.queryByText("掌握出口退税的专属视频课程")).toBeNull();
  });
});
