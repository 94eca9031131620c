import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";

// The regulation library: validity of a policy, its amendment chain, linked citations and the relational graph.

const shot = (page: Page, name: string) => page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });

const noHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );

const policyId = async (page: Page, title: string) => {
  const response = await page.request.get(`/api/onlineNewsList?pageSize=100&keyword=${encodeURIComponent(title)}`);
  const body = (await response.json()) as { data: { list: { id: number; title: string }[] } };
  return body.data.list.find((p) => p.title === title)!.id;
};

test("a repealed policy says 全文废止 and its replacement is one link away, which links back through its text", async ({
  page,
}) => {
  const oldTitle = "关于增值税小规模纳税人减免增值税政策的公告";
  const newTitle = "关于明确增值税小规模纳税人减免增值税等政策的公告";
  await page.goto(`/policy/details?id=${await policyId(page, oldTitle)}`);
  const article = page.getByRole("article", { name: oldTitle });
  const banner = article.getByRole("region", { name: "全文废止" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("财政部 税务总局公告2022年第15号");
  await expect(banner).toContainText("废止本文件：");
  await page.setViewportSize({ width: 1366, height: 900 });
  await shot(page, "regulation-repealed-1366");

  await banner.getByRole("link", { name: `《${newTitle}》` }).click();
  await expect(page).toHaveURL(/\/policy\/details\?id=\d+$/);
  const replacement = page.getByRole("article", { name: newTitle });
  await expect(replacement.getByRole("region", { name: "全文有效" })).toContainText("本文件废止：");
  // the citation in its text (同时废止) is a link back to the repealed one
  const citation = replacement.getByTestId("rich-text").getByRole("link", { name: "财政部 税务总局公告2022年第15号" });
  await expect(citation).toBeVisible();
  await citation.click();
  await expect(page.getByRole("article", { name: oldTitle })).toBeVisible();
});

test("the relational graph around a policy: filters are links, nodes open their pages, the list view on a phone", async ({
  page,
}) => {
  const title = "出口货物劳务增值税和消费税管理办法";
  // the graph library adds no inline style the site's policy would refuse (each refusal is logged in the console)
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/.test(message.text())) violations.push(message.text());
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/policy/details?id=${await policyId(page, title)}`);
  await expect(page.getByRole("region", { name: "部分失效" })).toBeVisible();
  await page.getByRole("link", { name: "查看关系图谱" }).click();
  await expect(page).toHaveURL(/\/relational-graph\?kind=policy&id=\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "关系图谱" })).toBeVisible();
  const list = page.getByRole("region", { name: "列表视图" });
  await expect(list.getByRole("region", { name: "第 1 层" })).toBeVisible();
  await expect(list).toContainText("讲授");
  await expect(list).toContainText("修改");
  // the canvas is drawn by the graph library, loaded on this screen only
  await expect(page.getByTestId("graph-canvas").locator("canvas").first()).toBeVisible();
  await expect(page.getByText("正在加载关系图…")).toHaveCount(0);
  await shot(page, "regulation-graph-1366");
  expect(violations).toEqual([]);

  await page.getByRole("navigation", { name: "层级" }).getByRole("link", { name: "2 层" }).click();
  await expect(page).toHaveURL(/depth=2/);
  await expect(list.getByRole("region", { name: "第 2 层" })).toBeVisible();
  await page.getByRole("navigation", { name: "显示" }).getByRole("link", { name: "课程" }).click();
  await expect(page).toHaveURL(/show=course/);
  await expect(list.locator("[data-node^='case:']")).toHaveCount(0);
  const course = list.locator("[data-node^='course:']").first().getByRole("link");
  const courseTitle = (await course.textContent()) ?? "";
  await course.click();
  await expect(page).toHaveURL(/\/course\/details\?id=\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: courseTitle })).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/relational-graph?kind=policy&id=${await policyId(page, title)}`);
  await expect(page.getByRole("region", { name: "列表视图" }).getByRole("link").first()).toBeVisible();
  await expect(page.getByTestId("graph-canvas")).toHaveCount(0);
  await noHorizontalScroll(page);
  await shot(page, "regulation-graph-375");
  await page.goto(`/policy/details?id=${await policyId(page, "关于增值税小规模纳税人减免增值税政策的公告")}`);
  await expect(page.getByRole("region", { name: "全文废止" })).toBeVisible();
  await noHorizontalScroll(page);
  await shot(page, "regulation-repealed-375");
});

test("the policy list filters by validity; /relational-graph without a centre offers repealed and amended policies", async ({
  page,
}) => {
  await page.goto("/policy");
  await page.getByRole("group", { name: "效力" }).getByRole("button", { name: "全文废止" }).click();
  await expect(page).toHaveURL(/validity=repealed/);
  await expect(
    page
      .getByRole("region", { name: "政策列表" })
      .getByRole("heading", { name: "关于增值税小规模纳税人减免增值税政策的公告" }),
  ).toBeVisible();

  await page.goto("/relational-graph");
  const start = page.getByRole("region", { name: "从这些政策开始" });
  await expect(start.getByRole("link", { name: "关于增值税小规模纳税人减免增值税政策的公告" })).toBeVisible();
  await expect(page.getByText("该栏目暂未开放")).toHaveCount(0);
  await page.goto("/relational-graph?kind=policy&id=999999");
  await expect(page.getByText("未找到关系图谱的中心内容")).toBeVisible();
});
