import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { currentLocation, renderScreen } from "../../testing/render-screen";
import FreshManScreen from "./fresh-man-screen";
import HelpIndexScreen from "./help-index-screen";
import ProblemDetailScreen from "./problem-detail-screen";
import ProblemIndexScreen from "./problem-index-screen";

const summary = (id: number, title: string, categoryId = 3) => ({
  id,
  categoryId,
  categoryName: "发票与报销",
  title,
  summary: `${title}的摘要`,
  updatedAt: "2026-11-20T02:00:00.000Z",
});
const INDEX = {
  categories: [
    { id: 1, name: "账号与登录", description: "注册与登录", icon: "account", articleCount: 4 },
    { id: 3, name: "发票与报销", description: "申请发票", icon: "invoice", articleCount: 4 },
  ],
  hot: [summary(9, "如何申请开具发票？")],
};

describe("help centre screens", () => {
  it("/help/index links categories to /problem/index and hot questions to /problem/detail, and searches", async () => {
    renderScreen(<HelpIndexScreen />, { url: "/help/index", server: { "/api/help/index": () => ({ data: INDEX }) } });
    const category = await screen.findByRole("link", { name: /发票与报销/ });
    expect(category.getAttribute("href")).toBe("/problem/index?categoryId=3");
    const hot = screen.getByRole("list", { name: "热门问题" });
    expect(within(hot).getByRole("link", { name: "如何申请开具发票？" }).getAttribute("href")).toBe(
      "/problem/detail?id=9",
    );
    fireEvent.change(screen.getByRole("searchbox", { name: "搜索帮助文章" }), { target: { value: " 发票 " } });
    fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    expect(currentLocation()).toBe("/problem/index?keyword=%E5%8F%91%E7%A5%A8");
  });

  it("/problem/index lists a category's articles with the category marked, or says nothing was found", async () => {
    const { calls } = renderScreen(<ProblemIndexScreen />, {
      url: "/problem/index?categoryId=3",
      server: {
        "/api/help/index": () => ({ data: INDEX }),
        "/api/help/articles": () => ({ data: { list: [], total: 0, page: 1, pageSize: 10 } }),
      },
    });
    expect(await screen.findByText("没有找到相关问题")).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 1, name: "发票与报销" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "问题分类" });
    expect(within(nav).getByRole("link", { name: "发票与报销" }).getAttribute("aria-current")).toBe("page");
    expect(calls.find((c) => c.path === "/api/help/articles")?.fields.get("categoryId")).toBe("3");
  });

  it("/problem/detail shows the article, and its not-found state", async () => {
    renderScreen(<ProblemDetailScreen />, {
      url: "/problem/detail?id=9",
      server: {
        "/api/help/index": () => ({ data: INDEX }),
        "/api/help/article/9": () => ({
          data: { ...summary(9, "如何申请开具发票？"), contentHtml: "<p>进入学员中心申请</p>" },
        }),
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "如何申请开具发票？" })).toBeTruthy();
    expect(screen.getByText("进入学员中心申请")).toBeTruthy();
  });

  it("/problem/detail of a missing article offers the way back", async () => {
    renderScreen(<ProblemDetailScreen />, {
      url: "/problem/detail?id=99",
      server: {
        "/api/help/index": () => ({ data: INDEX }),
        "/api/help/article/99": () => ({ status: 404, msg: "帮助文章不存在或已下线" }),
      },
    });
    expect(await screen.findByText("帮助文章不存在或已下线")).toBeTruthy();
    expect(screen.getByRole("link", { name: "返回常见问题" }).getAttribute("href")).toBe("/help/problem/list");
  });

  it("/help/freshMan asks for the organisation's guide and names the organisation", async () => {
    const { calls } = renderScreen(<FreshManScreen />, {
      url: "/help/freshMan?orgId=12",
      server: {
        "/api/help/freshMan": () => ({
          data: {
            title: "机构学员新手指引",
            contentHtml: "<p>欢迎</p>",
            orgId: 12,
            orgName: "云合企业服务平台",
            updatedAt: "",
          },
        }),
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "机构学员新手指引" })).toBeTruthy();
    expect(screen.getByText("云合企业服务平台 专属指引")).toBeTruthy();
    expect(calls[0]!.fields.get("orgId")).toBe("12");
  });
});
