import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { courseFixture, currentLocation, pageOf, renderScreen } from "../shared/catalogue-test-support";
import CourseListScreen from "./course-list-screen";

const categories = () => ({
  data: [
    { id: 101, kind: "course", name: "出口退税", parentId: null, sort: 0 },
    { id: 102, kind: "course", name: "增值税", parentId: null, sort: 1 },
  ],
});

const courses = (query: URLSearchParams) => {
  const page = Number(query.get("page") ?? 1);
  const category = query.get("categoryId") ?? "all";
  return {
    data: pageOf([courseFixture(1000 + page, { title: `${category}-第${page}页课程`, price: "0.00" })], query, 35),
  };
};

const lastProductsQuery = (requests: URL[]) =>
  requests.filter((r) => r.pathname === "/api/onlineProducts").at(-1)?.searchParams;

// Rendering whole screens in jsdom on a busy machine can take seconds.
describe("CourseListScreen", { timeout: 20_000 }, () => {
  it("renders the courses of the URL's page and filters, with the server's total", async () => {
    const { server } = renderScreen(<CourseListScreen />, {
      url: "/course/list?categoryId=102&page=2",
      routes: { "/api/onlineCategories": categories, "/api/onlineProducts": courses },
    });
    expect(await screen.findByRole("link", { name: "102-第2页课程" })).toBeTruthy();
    expect(screen.getByText("共 35 条")).toBeTruthy();
    // the card's price (core formatPrice: 0.00 → 免费), besides the 免费 filter chip
    expect(within(screen.getByRole("article")).getByText("免费")).toBeTruthy();
    // spec §4 label badge: productType 1 taught with method 1 → badge two
    expect(within(screen.getByRole("article")).getByRole("img", { name: "体系课" }).getAttribute("src")).toBe(
      "/badges/course-label-structured.svg",
    );
    expect(screen.getByRole("button", { name: "增值税" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("link", { name: "第 2 页" }).getAttribute("aria-current")).toBe("page");
    // the pager's pages are links to their addresses, the filters kept (page 1 without a page)
    expect(screen.getByRole("link", { name: "第 3 页" }).getAttribute("href")).toBe(
      "/course/list?categoryId=102&page=3",
    );
    expect(screen.getByRole("link", { name: "第 1 页" }).getAttribute("href")).toBe("/course/list?categoryId=102");
    expect(lastProductsQuery(server.requests)?.toString()).toBe("page=2&pageSize=10&sort=new&categoryId=102");
  });

  it("puts a filter change in the URL and starts again at page 1", async () => {
    const { server } = renderScreen(<CourseListScreen />, {
      url: "/course/list?page=3",
      routes: { "/api/onlineCategories": categories, "/api/onlineProducts": courses },
    });
    fireEvent.click(await screen.findByRole("button", { name: "出口退税" }));
    await waitFor(() => expect(currentLocation()).toBe("/course/list?categoryId=101"));
    expect(await screen.findByRole("link", { name: "101-第1页课程" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "系列课" }));
    await waitFor(() => expect(currentLocation()).toBe("/course/list?categoryId=101&pT=15"));
    await waitFor(() => expect(lastProductsQuery(server.requests)?.get("productType")).toBe("15"));
  });

  it("keeps the filters when paging", async () => {
    renderScreen(<CourseListScreen />, {
      url: "/course/list?sort=hot",
      routes: { "/api/onlineCategories": categories, "/api/onlineProducts": courses },
    });
    fireEvent.click(await screen.findByRole("link", { name: "第 3 页" }));
    await waitFor(() => expect(currentLocation()).toBe("/course/list?sort=hot&page=3"));
    expect(await screen.findByRole("link", { name: "all-第3页课程" })).toBeTruthy();
  });

  it("shows an empty state with 清除筛选 when nothing matches", async () => {
    renderScreen(<CourseListScreen />, {
      url: "/course/list?price=paid&pT=2",
      routes: {
        "/api/onlineCategories": categories,
        "/api/onlineProducts": (query) => ({ data: pageOf([], query, 0) }),
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "清除筛选" }));
    await waitFor(() => expect(currentLocation()).toBe("/course/list"));
  });

  it("offers page 1 for a page past the end of the list", async () => {
    renderScreen(<CourseListScreen />, {
      url: "/course/list?pT=1&page=40",
      routes: {
        "/api/onlineCategories": categories,
        "/api/onlineProducts": (query) => ({ data: pageOf([], query, 12) }),
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "回到第一页" }));
    await waitFor(() => expect(currentLocation()).toBe("/course/list?pT=1"));
  });

  it("shows the server's message and 重新加载 when the list fails", async () => {
    renderScreen(<CourseListScreen />, {
      url: "/course/list",
      routes: {
        "/api/onlineCategories": categories,
        "/api/onlineProducts": () => ({ status: 400, msg: "参数格式不正确：pageSize" }),
      },
    });
    expect(await screen.findByText("参数格式不正确：pageSize")).toBeTruthy();
    expect(screen.getByRole("button", { name: "重新加载" })).toBeTruthy();
  });
});
