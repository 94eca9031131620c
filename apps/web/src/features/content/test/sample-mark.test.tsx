import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import CaseDetailsScreen from "../casebook/case-details-screen";
import PolicyDetailsScreen from "../policy/policy-details-screen";
import PolicyScreen from "../policy/policy-screen";
import { article, fakeApi, renderAt } from "./fake-api";

afterEach(cleanup);

const page = (list: unknown[]) => ({ list, total: list.length, page: 1, pageSize: 10 });
const noRelated = {
  newsListByNews: () => [],
  caseInspectsByNews: () => [],
  caseNewsByNews: () => [],
  caseJusticeByNews: () => [],
  onlineProductListByNews: () => [],
  caseInspectsByCase: () => [],
  caseNewsByCase: () => [],
  caseJusticeByCase: () => [],
  newsListByCaseInspects: () => [],
  onlineProductListByCaseInspects: () => [],
};

describe("the 示例内容 mark on invented documents", () => {
  it("follows an invented policy's source line in the list, and only its own", async () => {
    const { api } = fakeApi({
      onlineCategories: () => [],
      cityList: () => [],
      onlineNewsList: () =>
        page([article(2001, 2, "编写的一篇公告"), { ...article(5001, 2, "运营发布的公告"), sample: false }]),
    });
    render(renderAt(api, "/policy", "/policy?page=1", <PolicyScreen />).view);
    const invented = (await screen.findByRole("link", { name: "编写的一篇公告" })).closest("li")!;
    expect(within(invented as HTMLElement).getByText(/示例内容/)).toBeTruthy();
    const published = screen.getByRole("link", { name: "运营发布的公告" }).closest("li")!;
    expect(within(published as HTMLElement).queryByText(/示例内容/)).toBeNull();
  });

  it("stands beside the kind on an invented policy's and case's detail, with what it means", async () => {
    const { api } = fakeApi({
      onlineNewsDetail: () => ({ ...article(2001, 2, "关于出口退税的公告"), contentHtml: "<p>正文</p>" }),
      ...noRelated,
      newsListByNews: () => [article(2002, 2, "相关的一篇公告")],
    });
    render(renderAt(api, "/policy/details", "/policy/details?id=2001", <PolicyDetailsScreen />).view);
    const mark = await screen.findByText("示例内容");
    expect(mark.getAttribute("title")).toContain("不是真实的政策公告");
    // the related side list marks its invented rows too
    const related = (await screen.findByRole("link", { name: "相关的一篇公告" })).closest("li")!;
    expect(within(related as HTMLElement).getByText(/示例内容/)).toBeTruthy();
    cleanup();
    const { api: cases } = fakeApi({
      onlineNewsDetail: () => ({ ...article(3001, 25, "某公司骗取出口退税案"), contentHtml: "<p>案情</p>" }),
      ...noRelated,
    });
    render(renderAt(cases, "/casebook/details", "/casebook/details?id=3001", <CaseDetailsScreen />).view);
    expect(await screen.findByText("示例内容")).toBeTruthy();
  });

  it("is absent from a document an operator published", async () => {
    const { api } = fakeApi({
      onlineNewsDetail: () => ({ ...article(5001, 2, "运营发布的公告"), contentHtml: "<p>正文</p>", sample: false }),
      ...noRelated,
    });
    render(renderAt(api, "/policy/details", "/policy/details?id=5001", <PolicyDetailsScreen />).view);
    expect(await screen.findByRole("heading", { name: "运营发布的公告" })).toBeTruthy();
    expect(screen.queryByText("示例内容")).toBeNull();
  });
});
