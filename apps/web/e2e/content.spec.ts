import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";

// Policies, cases and search in Chromium against the real server and its seeded content.

const shot = (page: Page, name: string) => page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });

const main = (page: Page) => page.getByRole("main");

test("policy list → policy details: filters in the address, sanitised rich text and related content", async ({
  page,
}) => {
  await page.goto("/policy");
  const list = page.getByRole("region", { name: "政策列表" });
  await expect(list.getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "政策法规" })).toBeVisible();

  // a category filter goes into the address and survives a reload
  await page.getByRole("group", { name: "类型" }).getByRole("button", { name: "政策解读" }).click();
  await expect(page).toHaveURL(/\/policy\?cat=\d+$/);
  await page.reload();
  await expect(page.getByRole("group", { name: "类型" }).getByRole("button", { name: "政策解读" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const first = list.getByRole("heading", { level: 2 }).first();
  await expect(first).toContainText("政策解读");
  await shot(page, "policy");

  const title = (await first.textContent())?.trim() ?? "";
  await first.getByRole("link").click();
  await expect(page).toHaveURL(/\/policy\/details\?id=\d+$/);
  const article = page.getByRole("article", { name: title });
  await expect(article.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // the body is the server's sanitised HTML rendered as markup (headings, paragraphs), not as escaped text
  const body = article.getByTestId("rich-text");
  await expect(body.locator("h3").first()).toBeVisible();
  await expect(body).not.toContainText("<p>");

  const related = page.getByRole("complementary", { name: "相关内容" });
  await expect(related.getByRole("heading", { name: "相关政策" })).toBeVisible();
  await expect(related.getByRole("region", { name: "相关政策" }).getByRole("link").first()).toBeVisible();
  await expect(related.getByRole("region", { name: "相关案例" }).getByRole("link").first()).toBeVisible();
  const courses = page.getByRole("region", { name: "相关课程" });
  await expect(courses.getByRole("article").first()).toBeVisible();
  await shot(page, "policy-details");

  // a related policy opens its own details
  const relatedLink = related.getByRole("region", { name: "相关政策" }).getByRole("link").first();
  const relatedTitle = (await relatedLink.textContent())?.trim() ?? "";
  await relatedLink.click();
  await expect(page.getByRole("heading", { level: 1, name: relatedTitle })).toBeVisible();

  // back restores the filtered list
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/policy\?cat=\d+$/);
});

test("casebook kinds → case details; an unknown case shows a not-found message with a way back", async ({ page }) => {
  await page.goto("/casebook");
  const tabs = page.getByRole("tablist", { name: "案例类型" });
  await expect(tabs.getByRole("tab")).toHaveText(["稽查案例", "经典税案", "司法判例"]);
  await expect(tabs.getByRole("tab", { name: "稽查案例" })).toHaveAttribute("aria-selected", "true");
  const list = page.getByRole("region", { name: "案例列表" });
  await expect(list.getByRole("heading", { level: 2 }).first()).toContainText("案");

  await tabs.getByRole("tab", { name: "司法判例" }).click();
  await expect(page).toHaveURL(/\/casebook\?type=26$/);
  await expect(list.getByRole("heading", { level: 2 }).first()).toContainText("判例");
  await shot(page, "casebook");

  const first = list.getByRole("heading", { level: 2 }).first();
  const title = (await first.textContent())?.trim() ?? "";
  await first.getByRole("link").click();
  await expect(page).toHaveURL(/\/casebook\/details\?id=\d+$/);
  const article = page.getByRole("article", { name: title });
  await expect(article.getByText("司法判例", { exact: true })).toBeVisible();
  await expect(article.getByTestId("rich-text").getByRole("heading", { name: "裁判要旨" })).toBeVisible();
  const related = page.getByRole("complementary", { name: "相关内容" });
  await expect(related.getByRole("region", { name: "相关案例" }).getByRole("link").first()).toBeVisible();
  await expect(related.getByRole("region", { name: "相关政策" }).getByRole("link").first()).toBeVisible();
  await shot(page, "case-details");

  // back to the kind the case came from
  await page.goBack();
  await expect(page).toHaveURL(/\/casebook\?type=26$/);
  await expect(tabs.getByRole("tab", { name: "司法判例" })).toHaveAttribute("aria-selected", "true");

  await page.goto("/casebook/details?id=999999");
  await expect(page.getByText("未找到该案例")).toBeVisible();
  await page.getByRole("link", { name: "返回案例列表" }).click();
  await expect(page).toHaveURL(/\/casebook$/);
});

test("search in Chinese from a detail page: highlighted results across kinds, and tabs", async ({ page }) => {
  await page.goto("/casebook/details?id=3001");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const box = page.getByPlaceholder("请输入课程名");
  await box.fill("出口退税");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\/%E5%87%BA%E5%8F%A3%E9%80%80%E7%A8%8E$/);

  await expect(page.getByRole("heading", { level: 1, name: "“出口退税”的搜索结果" })).toBeVisible();
  const results = page.getByRole("list", { name: "搜索结果列表" });
  await expect(results.getByRole("listitem").first()).toBeVisible();
  // the server's matches are marked, and its escaping never shows as text
  await expect(results.locator("mark", { hasText: "出口退税" }).first()).toBeVisible();
  await expect(results).not.toContainText("<em>");
  for (const kind of ["course", "case"]) {
    await expect(results.locator(`[data-kind="${kind}"]`).first()).toBeVisible();
  }
  const tabs = page.getByRole("tablist", { name: "搜索结果分类" });
  await expect(tabs.getByRole("tab", { name: /^全部（\d+）$/ })).toHaveAttribute("aria-selected", "true");
  await shot(page, "search");

  await tabs.getByRole("tab", { name: /^政策/ }).click();
  await expect(page).toHaveURL(/\?kind=policy$/);
  await expect(results.locator('[data-kind="policy"]').first()).toBeVisible();
  await expect(results.locator('[data-kind="case"]')).toHaveCount(0);

  await tabs.getByRole("tab", { name: /^案例/ }).click();
  await expect(page).toHaveURL(/\?kind=case$/);
  await expect(results.locator('[data-kind="case"]').first()).toBeVisible();
  await expect(results.locator('[data-kind="course"]')).toHaveCount(0);

  // a result opens its detail screen
  const firstCase = results.getByRole("heading", { level: 2 }).first();
  const caseTitle = (await firstCase.textContent())?.trim() ?? "";
  await firstCase.getByRole("link").click();
  await expect(page).toHaveURL(/\/casebook\/details\?id=\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: caseTitle })).toBeVisible();

  // a search with no results says so and offers the course list
  await page.goto(`/search/${encodeURIComponent("量子纠缠火星殖民")}`);
  await expect(main(page).getByText("没有找到与“量子纠缠火星殖民”相关的内容")).toBeVisible();
  await expect(page.getByRole("link", { name: "去看看全部课程" })).toBeVisible();
});

test("新政速递, themes, theme files and hearings render from the seeded content", async ({ page }) => {
  await page.goto("/new-policy");
  await expect(page.getByRole("heading", { level: 2, name: /^\d{4}年\d{1,2}月第\d期$/ }).first()).toBeVisible();
  await shot(page, "new-policy");
  await page.getByRole("link", { name: "查看更多新政" }).first().click();
  await expect(page).toHaveURL(/\/new-policy-more$/);
  await expect(page.getByRole("navigation", { name: "分页" })).toBeVisible();

  await page.goto("/caimiao-custom");
  const theme = page.getByRole("heading", { level: 2, name: "出口退税专题" });
  await expect(theme).toBeVisible();
  await shot(page, "themes");
  await page.getByRole("link", { name: "出口退税政策汇编（2026版）" }).click();
  await expect(page).toHaveURL(/\/caimiao-custom\/details\?id=\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "出口退税政策汇编（2026版）" })).toBeVisible();
  await expect(page.getByRole("region", { name: "专题课程" }).getByRole("article").first()).toBeVisible();
  await shot(page, "theme-details");

  await page.getByRole("link", { name: "按目录阅读" }).click();
  await expect(page).toHaveURL(/\/customFile2\?id=\d+$/);
  const outline = page.getByRole("navigation", { name: "目录" });
  await expect(outline.getByRole("link").first()).toBeVisible();
  await shot(page, "theme-reading");

  await page.goto("/customFile");
  await expect(page.getByRole("heading", { level: 1, name: "出口退税专题" })).toBeVisible();
  await page.getByRole("group", { name: "专题" }).getByRole("button", { name: "个税汇算专题" }).click();
  await expect(page).toHaveURL(/theme=/);
  await expect(page.getByRole("heading", { level: 1, name: "个税汇算专题" })).toBeVisible();

  await page.goto("/customFile/list");
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
  await shot(page, "theme-files");

  await page.goto("/hearing");
  const firstHearing = page.getByRole("heading", { level: 2 }).first();
  await expect(firstHearing).toContainText("听证会");
  await shot(page, "hearings");
  await firstHearing.getByRole("link").click();
  await expect(page).toHaveURL(/\/hearing\/Details\?id=\d+$/);
  await expect(page.getByTestId("rich-text").getByRole("heading", { name: "议题" })).toBeVisible();
  await shot(page, "hearing-details");

  await page.goto("/policy/details?id=abc");
  await expect(page.getByText("未找到该政策")).toBeVisible();
  await expect(page.getByRole("link", { name: "返回政策列表" })).toBeVisible();
});

test("back from a policy restores the list's filter, page and scroll position (no keep-alive outside org iframes)", async ({
  page,
}) => {
  await page.goto("/policy");
  const list = page.getByRole("region", { name: "政策列表" });
  await expect(list.getByRole("heading", { level: 2 }).first()).toBeVisible();

  // a filter and a later page, both in the address
  await page.getByRole("group", { name: "类型" }).getByRole("button", { name: "政策解读" }).click();
  await expect(page).toHaveURL(/\/policy\?cat=\d+$/);
  // the address changes at once, and the list shows the previous page (marked busy) until page 2 has arrived
  const pageTwo = page.waitForResponse((r) => r.url().includes("/api/onlineNewsList") && /[?&]page=2\b/.test(r.url()));
  await page.getByRole("navigation", { name: "分页" }).getByRole("link", { name: "第 2 页" }).click();
  await expect(page).toHaveURL(/\/policy\?cat=\d+&page=2$/);
  await pageTwo;
  await expect(list.locator('[aria-busy="true"]')).toHaveCount(0);
  const listUrl = page.url();
  const firstOnPage = (await list.getByRole("heading", { level: 2 }).first().textContent())?.trim() ?? "";
  expect(firstOnPage).toContain("政策解读");

  // scroll down, then open a policy that is on screen there (so the click itself scrolls nothing)
  await page.mouse.wheel(0, 700);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const titles = list.getByRole("heading", { level: 2 });
  const viewportHeight = page.viewportSize()?.height ?? 900;
  let target = -1;
  for (let index = 0; index < (await titles.count()); index += 1) {
    const box = await titles.nth(index).boundingBox();
    if (box && box.y > 80 && box.y + box.height < viewportHeight - 20) {
      target = index;
      break;
    }
  }
  expect(target).toBeGreaterThanOrEqual(0);
  const scrolledTo = await page.evaluate(() => window.scrollY);
  const opened = (await titles.nth(target).textContent())?.trim() ?? "";
  await titles.nth(target).getByRole("link").click();
  await expect(page).toHaveURL(/\/policy\/details\?id=\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: opened })).toBeVisible();
  // a new page starts at the top, and the list is not kept mounted behind it (keep-alive is for org iframes only)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('[aria-label="政策列表"]')).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(listUrl);
  await expect(page.getByRole("group", { name: "类型" }).getByRole("button", { name: "政策解读" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("navigation", { name: "分页" }).getByRole("link", { name: "第 2 页" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(list.getByRole("heading", { level: 2 }).first()).toHaveText(firstOnPage);
  // the scroll position of that history entry comes back (within a few pixels of rounding and late layout)
  await expect
    .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - scrolledTo), { timeout: 5000 })
    .toBeLessThanOrEqual(24);
  await expect(titles.nth(target)).toHaveText(opened);
});
