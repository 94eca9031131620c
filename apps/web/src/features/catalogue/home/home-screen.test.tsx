import { STORAGE_KEYS } from "@taxlearn/core";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type FakeResponse, renderScreen as renderAppScreen } from "../../../testing/render-screen";
import {
  articleFixture,
  courseFixture,
  currentLocation,
  type FakeRoutes,
  liveFixture,
  pageOf,
  renderScreen,
} from "../shared/catalogue-test-support";
import HomeScreen from "./home-screen";

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

/** As the server orders them: live now, upcoming (one booked), replays; five, of which the row shows four. */
const lives = [
  liveFixture(7005, 1, { title: "增值税直播：留抵退税实务" }),
  liveFixture(7001, 0, { title: "出口退税直播：备案单证" }),
  liveFixture(7002, 0, { title: "个税直播：年度汇算", scheduled: 1 }),
  liveFixture(7007, 2, { title: "企业所得税直播：研发费用", startTime: "2026-10-01T02:00:00.000Z", createMode: 2 }),
  liveFixture(7008, 2, { title: "第五场不在首页" }),
];

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
  "/api/live/list": (query) => ({ data: pageOf(lives, query) }),
  ...overrides,
});

/** /home over the app's fake server, which also hands POST bodies (liveBook's id) to `book`. */
const renderHomeWithBooking = (book: (fields: URLSearchParams) => FakeResponse, list: FakeRoutes = {}) => {
  const handlers = routes(list);
  return renderAppScreen(<HomeScreen />, {
    url: "/home",
    defaultMsg: "ok",
    server: (path, fields, url) => (path === "/api/live/book" ? book(fields) : handlers[path]?.(url.searchParams)),
  });
};

const liveRow = () => screen.findByRole("region", { name: "直播课堂" });
/** The cell of one session, found by its title. */
const liveCell = async (title: string) => {
  const row = await liveRow();
  const heading = await within(row).findByRole("heading", { name: title });
  return heading.closest("article") as HTMLElement;
};

// Rendering whole screens in jsdom on a busy machine can take seconds.
describe("HomeScreen", { timeout: 20_000 }, () => {
  it("shows the banner, eight featured and eight latest courses, six policies and six cases", async () => {
    const { server } = renderScreen(<HomeScreen />, { url: "/home", routes: routes() });
    const featured = await screen.findByRole("region", { name: "精选课程" });
    await waitFor(() => expect(within(featured).getAllByRole("article")).toHaveLength(8));
    expect(within(featured).getByRole("link", { name: "热门课程0" })).toBeTruthy();
    const latest = screen.getByRole("region", { name: "最新课程" });
    await waitFor(() => expect(within(latest).getAllByRole("article")).toHaveLength(8));
    const policies = screen.getByRole("region", { name: "政策动态" });
    await waitFor(() => expect(within(policies).getAllByRole("article")).toHaveLength(6));
    const cases = screen.getByRole("region", { name: "案例精选" });
    await waitFor(() => expect(within(cases).getAllByRole("article")).toHaveLength(6));
    expect(within(cases).getAllByText(/经典税案/).length).toBeGreaterThan(0);
    expect(await screen.findByRole("region", { name: "轮播图" })).toBeTruthy();
    // three series courses: three slide dots, the first slide named by its course
    await waitFor(() => expect(screen.getAllByRole("button", { name: /共 3 张/ })).toHaveLength(3));
    expect(await screen.findByRole("link", { name: "系列课0" })).toBeTruthy();
    // the default region (广东省) is asked for, and every list read uses an allowed page size
    expect(server.requests.find((r) => r.pathname === "/api/regionalColumn")?.search).toBe("?provinceId=44000");
  });

  it("shows the regional block with its two sections; a course opens its detail", async () => {
    renderScreen(<HomeScreen />, { url: "/home", routes: routes() });
    const block = await screen.findByRole("region", { name: "广东出口退税专栏" });
    expect(within(block).getByRole("heading", { name: "掌握出口退税的专属视频课程" })).toBeTruthy();
    expect(within(block).getByRole("heading", { name: "直播课程共享，免费学习" })).toBeTruthy();
    expect(within(block).getByText("报名预约")).toBeTruthy();
    fireEvent.click(within(block).getByRole("link", { name: "出口退税函调与疑点应对" }));
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

  describe("live preview row", () => {
    it("shows the first four sessions with the spec §4 tags, buttons and start-time block", async () => {
      const { server } = renderScreen(<HomeScreen />, { url: "/home", routes: routes() });
      const row = await liveRow();
      await waitFor(() => expect(within(row).getAllByRole("article")).toHaveLength(4));
      expect(within(row).queryByText("第五场不在首页")).toBeNull();
      // 更多 opens the live home
      expect(within(row).getByRole("link", { name: /更多/ }).getAttribute("href")).toBe("/live");

      const live = await liveCell("增值税直播：留抵退税实务");
      expect(within(live).getByText("直播中")).toBeTruthy();
      expect(within(live).getByRole("link", { name: "立即进入" })).toBeTruthy();
      expect(within(live).queryByText("开播时间")).toBeNull();

      const upcoming = await liveCell("出口退税直播：备案单证");
      expect(within(upcoming).getByText("未开播")).toBeTruthy();
      expect(within(upcoming).getByText("开播时间")).toBeTruthy();
      expect(within(upcoming).getByText("2030-01-02 10:00")).toBeTruthy();
      expect(within(upcoming).getByText("王立新")).toBeTruthy();
      expect((within(upcoming).getByRole("button", { name: "报名预约" }) as HTMLButtonElement).disabled).toBe(false);

      const booked = await liveCell("个税直播：年度汇算");
      expect((within(booked).getByRole("button", { name: "已预约" }) as HTMLButtonElement).disabled).toBe(true);

      const replay = await liveCell("企业所得税直播：研发费用");
      expect(within(replay).getByText("回放")).toBeTruthy();
      expect(within(replay).getByRole("link", { name: "查看回放" })).toBeTruthy();
      expect(within(replay).queryByText("开播时间")).toBeNull();
      // spec §3: createMode 2 shows the special logo, on that session only
      expect(within(replay).getByRole("img", { name: "特别直播" }).getAttribute("src")).toBe(
        "/badges/live-special.svg",
      );
      expect(within(row).getAllByRole("img", { name: "特别直播" })).toHaveLength(1);

      expect(server.requests.find((r) => r.pathname === "/api/live/list")?.search).toBe("?pageSize=10");
    });

    it("sends a visitor who taps 报名预约 to /login with /home as the redirect, without booking", async () => {
      const booked: string[] = [];
      renderHomeWithBooking((fields) => {
        booked.push(fields.get("id") ?? "");
        return { data: { scheduled: 1 } };
      });
      fireEvent.click(within(await liveCell("出口退税直播：备案单证")).getByRole("button", { name: "报名预约" }));
      await waitFor(() => expect(currentLocation()).toBe("/login?redirect=%2Fhome"));
      expect(booked).toEqual([]);
    });

    it("books for a learner: 报名预约 turns into a grey 已预约 and the server's message is shown", async () => {
      localStorage.setItem(STORAGE_KEYS.token, "learner-token");
      const booked: string[] = [];
      renderHomeWithBooking((fields) => {
        booked.push(fields.get("id") ?? "");
        return { msg: "预约成功", data: { scheduled: 1 } };
      });
      const cell = await liveCell("出口退税直播：备案单证");
      fireEvent.click(within(cell).getByRole("button", { name: "报名预约" }));
      const done = await within(cell).findByRole("button", { name: "已预约" });
      expect((done as HTMLButtonElement).disabled).toBe(true);
      expect(booked).toEqual(["7001"]);
      expect(await screen.findByText("预约成功")).toBeTruthy();
      expect(currentLocation()).toBe("/home");
      // the already booked session does nothing when tapped
      fireEvent.click(within(await liveCell("个税直播：年度汇算")).getByRole("button", { name: "已预约" }));
      expect(booked).toEqual(["7001"]);
    });

    it("keeps 报名预约 and shows the server's reason when a booking is refused", async () => {
      localStorage.setItem(STORAGE_KEYS.token, "learner-token");
      renderHomeWithBooking(() => ({ status: 409, msg: "直播已开始，无需预约，请直接进入直播间" }));
      const cell = await liveCell("出口退税直播：备案单证");
      fireEvent.click(within(cell).getByRole("button", { name: "报名预约" }));
      expect(await screen.findByText("直播已开始，无需预约，请直接进入直播间")).toBeTruthy();
      expect(within(cell).getByRole("button", { name: "报名预约" })).toBeTruthy();
    });

    it("opens /liveDetail for the image, the title, 立即进入 and 查看回放, all real links", async () => {
      renderScreen(<HomeScreen />, { url: "/home", routes: routes() });
      const now = within(await liveCell("增值税直播：留抵退税实务")).getByRole("link", { name: "立即进入" });
      expect(now.getAttribute("href")).toBe("/liveDetail?id=7005");
      fireEvent.click(now);
      await waitFor(() => expect(currentLocation()).toBe("/liveDetail?id=7005"));
      fireEvent.click(within(await liveCell("企业所得税直播：研发费用")).getByRole("link", { name: "查看回放" }));
      await waitFor(() => expect(currentLocation()).toBe("/liveDetail?id=7007"));
      // the cover link is named by the title; for a session not yet started it opens the session too
      const upcoming = await liveCell("出口退税直播：备案单证");
      const links = within(upcoming).getAllByRole("link");
      expect(links.map((a) => a.getAttribute("href"))).toEqual(["/liveDetail?id=7001", "/liveDetail?id=7001"]);
      fireEvent.click(links[0]!);
      await waitFor(() => expect(currentLocation()).toBe("/liveDetail?id=7001"));
    });

    it("says so when there are no sessions, and a failed read offers 重新加载", async () => {
      const { unmount } = renderScreen(<HomeScreen />, {
        url: "/home",
        routes: routes({ "/api/live/list": (query) => ({ data: pageOf([], query) }) }),
      });
      expect(await within(await liveRow()).findByText("暂无直播课程")).toBeTruthy();
      unmount();
      renderScreen(<HomeScreen />, {
        url: "/home",
        routes: routes({ "/api/live/list": () => ({ status: 500, msg: "服务繁忙" }) }),
      });
      const row = await liveRow();
      expect(await within(row).findByRole("button", { name: "重新加载" })).toBeTruthy();
      expect(within(row).getByText("服务繁忙")).toBeTruthy();
    });
  });
});
