import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import CaseDetailsScreen from "../casebook/case-details-screen";
import PolicyDetailsScreen from "../policy/policy-details-screen";
import PolicyScreen from "../policy/policy-screen";
import SearchScreen from "../search/search-screen";
import { article, fakeApi, renderAt } from "./fake-api";

afterEach(cleanup);

const page = (list: unknown[], total = list.length) => ({ list, total, page: 1, pageSize: 10 });

describe("PolicyScreen", () => {
  it("lists policies and keeps the chosen category in the address", async () => {
    const { api, calls } = fakeApi({
      onlineCategories: () => [
        { id: 201, kind: "news", name: "法律法规", parentId: null, sort: 1 },
        { id: 203, kind: "news", name: "政策解读", parentId: null, sort: 3 },
      ],
      cityList: () => [],
      onlineNewsList: (input) =>
        page([article(2001, input.categoryId === 203 ? 3 : 2, input.categoryId === 203 ? "一篇解读" : "一篇公告")]),
    });
    const { router, view } = renderAt(api, "/policy", "/policy?page=1", <PolicyScreen />);
    render(view);
    expect(await screen.findByText("一篇公告")).toBeTruthy();

    fireEvent.click(await screen.findByRole("button", { name: "政策解读" }));
    expect(await screen.findByText("一篇解读")).toBeTruthy();
    expect(router.state.location.search).toBe("?cat=203");
    expect(calls.filter(([name]) => name === "onlineNewsList").at(-1)?.[1]).toMatchObject({ categoryId: 203, page: 1 });
  });

  it("pages through links to each page's address, the category kept", async () => {
    const { api, calls } = fakeApi({
      onlineCategories: () => [{ id: 203, kind: "news", name: "政策解读", parentId: null, sort: 3 }],
      cityList: () => [],
      onlineNewsList: (input) => {
        const at = Number(input.page);
        return { ...page([article(2000 + at, 3, `第${at}页的解读`)], 35), page: at };
      },
    });
    const { router, view } = renderAt(api, "/policy", "/policy?cat=203", <PolicyScreen />);
    render(view);
    const pager = await screen.findByRole("navigation", { name: "分页" });
    expect(within(pager).getByRole("link", { name: "第 2 页" }).getAttribute("href")).toBe("/policy?cat=203&page=2");
    fireEvent.click(within(pager).getByRole("link", { name: "下一页" }));
    expect(await screen.findByText("第2页的解读")).toBeTruthy();
    expect(router.state.location.search).toBe("?cat=203&page=2");
    expect(calls.filter(([name]) => name === "onlineNewsList").at(-1)?.[1]).toMatchObject({ categoryId: 203, page: 2 });
    expect(
      within(screen.getByRole("navigation", { name: "分页" }))
        .getByRole("link", { name: "第 1 页" })
        .getAttribute("href"),
    ).toBe("/policy?cat=203");
  });
});

describe("PolicyDetailsScreen", () => {
  it("renders the sanitised body and the related content", async () => {
    const { api } = fakeApi({
      onlineNewsDetail: () => ({
        ...article(2001, 2, "关于出口退税的公告"),
        contentHtml: "<h3>一、要点</h3><p>正文段落</p>",
      }),
      newsListByNews: () => [article(2002, 2, "相关的一篇公告")],
      caseInspectsByNews: () => [article(3001, 25, "相关的稽查案例")],
      caseNewsByNews: () => [],
      caseJusticeByNews: () => [],
      onlineProductListByNews: () => [{ id: 1101, title: "出口退税系列课", price: "0.00", productType: 15 }],
    });
    render(renderAt(api, "/policy/details", "/policy/details?id=2001", <PolicyDetailsScreen />).view);
    const body = await screen.findByTestId("rich-text");
    expect(within(body).getByRole("heading", { name: "一、要点" })).toBeTruthy();
    expect(await screen.findByRole("link", { name: "相关的一篇公告" })).toHaveProperty(
      "href",
      expect.stringContaining("/policy/details?id=2002"),
    );
    expect((await screen.findByRole("link", { name: "相关的稽查案例" })).getAttribute("href")).toBe(
      "/casebook/details?id=3001",
    );
    // a related series course carries label badge one (spec §4)
    const course = (await screen.findByRole("link", { name: "出口退税系列课" })).closest("article");
    expect(
      within(course as HTMLElement)
        .getByRole("img", { name: "系列课" })
        .getAttribute("src"),
    ).toBe("/badges/course-label-series.svg");
  });

  it("shows a not-found message with a way back for the 404 envelope and for a bad id", async () => {
    const { api } = fakeApi({});
    render(renderAt(api, "/policy/details", "/policy/details?id=9999", <PolicyDetailsScreen />).view);
    expect(await screen.findByText("未找到该政策")).toBeTruthy();
    expect(screen.getByRole("link", { name: "返回政策列表" }).getAttribute("href")).toBe("/policy");
    cleanup();
    const { api: unused, calls } = fakeApi({});
    render(renderAt(unused, "/policy/details", "/policy/details?id=abc", <PolicyDetailsScreen />).view);
    expect(await screen.findByText("未找到该政策")).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe("CaseDetailsScreen", () => {
  it("asks the related calls of the case's kind", async () => {
    const { api, calls } = fakeApi({
      onlineNewsDetail: () => ({ ...article(3001, 25, "某公司骗取出口退税案"), contentHtml: "<p>案情</p>" }),
      caseInspectsByCase: () => [],
      caseNewsByCase: () => [],
      caseJusticeByCase: () => [],
      newsListByCaseInspects: () => [article(2001, 2, "案例相关政策")],
      onlineProductListByCaseInspects: () => [],
    });
    render(renderAt(api, "/casebook/details", "/casebook/details?id=3001", <CaseDetailsScreen />).view);
    expect(await screen.findByRole("link", { name: "案例相关政策" })).toBeTruthy();
    expect(calls.map(([name]) => name)).toEqual(
      expect.arrayContaining(["caseInspectsByCase", "newsListByCaseInspects", "onlineProductListByCaseInspects"]),
    );
    expect(calls.find(([name]) => name === "caseJusticeByCase")?.[1]).toMatchObject({ type: 25, id: 3001 });
  });
});

describe("SearchScreen", () => {
  it("shows highlighted results, per-kind counts and keeps the tab in the address", async () => {
    const hit = {
      kind: "policy",
      id: 2001,
      titleHighlight: "关于<em>出口退税</em>的公告 &amp; 通知",
      snippet: "<em>出口</em>企业应当…",
      score: 10,
      course: null,
      article: article(2001, 2, "关于出口退税的公告 & 通知"),
    };
    const totals: Record<string, number> = { course: 2, policy: 1, case: 0, lecture: 0 };
    const { api, calls } = fakeApi({
      searchOnlineProducts: (input) => ({ list: [hit], total: totals[String(input.kind)] ?? 3, page: 1, pageSize: 10 }),
    });
    const { router, view } = renderAt(
      api,
      "/search/:keys",
      `/search/${encodeURIComponent(" 出口退税 ")}`,
      <SearchScreen />,
    );
    render(view);
    expect(await screen.findByRole("heading", { level: 1, name: "“出口退税”的搜索结果" })).toBeTruthy();
    const title = await screen.findByRole("link", { name: "关于出口退税的公告 & 通知" });
    expect([...title.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["出口退税"]);
    expect(await screen.findByRole("tab", { name: "全部（3）" })).toBeTruthy();

    fireEvent.click(screen.getByRole("tab", { name: "政策（1）" }));
    await screen.findByRole("tab", { name: "政策（1）", selected: true });
    expect(router.state.location.search).toBe("?kind=policy");
    expect(calls.at(-1)?.[1]).toMatchObject({ keyword: "出口退税", kind: "policy", page: 1 });
  });

  it("links a lecture hit to the player at its second, and filters policies by validity under 政策", async () => {
    const lectureHit = {
      kind: "lecture",
      id: 100101,
      titleHighlight: "生产企业免抵退税申报全流程实操 · 第1讲 政策背景与适用范围",
      snippet: "没有<em>按期收汇</em>的，还要视同内销缴纳增值税。",
      score: 103,
      course: null,
      article: null,
      lecture: {
        courseId: 1001,
        courseTitle: "生产企业免抵退税申报全流程实操",
        fileId: 100101,
        lectureTitle: "第1讲 政策背景与适用范围",
        seconds: 72,
        href: "/course/details?id=1001&lecture=100101&t=72",
      },
    };
    const { api, calls } = fakeApi({
      searchOnlineProducts: (input) => ({
        list: input.kind === "policy" ? [] : [lectureHit],
        total: input.kind === "lecture" || input.kind === "all" ? 1 : 0,
        page: 1,
        pageSize: 10,
      }),
    });
    const { router, view } = renderAt(api, "/search/:keys", "/search/按期收汇", <SearchScreen />);
    render(view);
    const at = await screen.findByRole("link", { name: "从 01:12 开始播放" });
    expect(at.getAttribute("href")).toBe("/course/details?id=1001&lecture=100101&t=72");
    expect(at.textContent).toBe("01:12 处讲到");
    const title = screen.getByRole("link", { name: "生产企业免抵退税申报全流程实操 · 第1讲 政策背景与适用范围" });
    expect(title.getAttribute("href")).toBe("/course/details?id=1001&lecture=100101&t=72");
    expect(await screen.findByRole("tab", { name: "视频讲解（1）" })).toBeTruthy();
    expect(screen.queryByRole("group", { name: "效力" })).toBeNull();

    fireEvent.click(screen.getByRole("tab", { name: /^政策/ }));
    fireEvent.click(await screen.findByRole("button", { name: "全文废止" }));
    await waitFor(() => expect(router.state.location.search).toBe("?kind=policy&validity=repealed"));
    await waitFor(() =>
      expect(calls.at(-1)?.[1]).toMatchObject({ keyword: "按期收汇", kind: "policy", validity: "repealed" }),
    );
  });
});
