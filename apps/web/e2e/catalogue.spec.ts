import { expect, type Locator, type Page } from "@playwright/test";
import { registerFreshLearner } from "./support/learner-accounts";
import { test } from "./support/test";

// The catalogue screens against the real server and its seeded catalogue: /home, /course/list, /knowledge.
// Bookings stay on the server for the whole run, so each booking test books as a learner registered for it: a retry
// starts again from 报名预约 instead of meeting the first attempt's booking.

const section = (page: Page, name: string): Locator => page.getByRole("region", { name, exact: true });
const pager = (page: Page): Locator => page.getByRole("navigation", { name: "分页" });
const chip = (page: Page, row: string, name: string): Locator =>
  page.getByRole("group", { name: row }).getByRole("button", { name, exact: true });
/** The course titles shown in a list, in order (each card's title is its open button). */
/** Scrolls through the page so every lazy image loads, then back to the top: full-page screenshots show them all. */
const revealLazyImages = async (page: Page): Promise<void> => {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState("networkidle");
};

/** The server's total for a course list query, to compare with what the page shows. */
const totalOf = async (page: Page, query: string): Promise<number> => {
  const response = await page.request.get(`/api/onlineProducts?${query}`);
  return ((await response.json()) as { data: { total: number } }).data.total;
};
const courseTitles = (scope: Locator): Promise<string[]> =>
  scope.getByRole("article").getByRole("heading").allInnerTexts();

test("/home shows the banner, courses, policies, cases and the regional block on real data", async ({ page }) => {
  await page.goto("/home");
  await expect(page.getByRole("region", { name: "轮播图" })).toBeVisible();
  await expect(page.getByRole("group", { name: /^第 1 张/ })).toHaveAttribute("aria-roledescription", "slide");

  for (const name of ["精选课程", "最新课程"]) {
    await expect(section(page, name).getByRole("article")).toHaveCount(8);
    await expect(section(page, name).getByRole("article").first()).toContainText("人已学习");
  }
  await expect(section(page, "精选课程").getByRole("link", { name: /更多/ })).toHaveAttribute("href", "/choiceness");
  for (const name of ["政策动态", "案例精选"]) {
    await expect(section(page, name).getByRole("article")).toHaveCount(6);
  }
  await expect(section(page, "案例精选").getByRole("article").first()).toContainText("经典税案");

  // spec §2 regional block: the column's title, its 'more' link and the two sections (广东省 by default)
  const regional = section(page, "广东出口退税专栏");
  await expect(regional.getByRole("heading", { name: "掌握出口退税的专属视频课程" })).toBeVisible();
  await expect(regional.getByRole("heading", { name: "直播课程共享，免费学习" })).toBeVisible();
  await expect(regional.getByRole("article").filter({ hasText: "主讲人" }).first()).toBeVisible();
  await expect(regional.getByRole("link", { name: /更多/ })).toHaveAttribute("href", "/course/region");
  await revealLazyImages(page);
  // hovering pauses the banner; let a running slide transition finish so the picture is not caught mid-slide
  await page.getByRole("region", { name: "轮播图" }).hover();
  await page.waitForTimeout(800);
  await page.screenshot({ path: "e2e/screenshots/home.png", fullPage: true });

  // a featured course opens its detail page
  const first = section(page, "精选课程").getByRole("article").first().getByRole("link").first();
  await first.click();
  await expect(page).toHaveURL(/\/course\/details\?id=\d+$/);
});

test("/home live row: seeded sessions in server order; a visitor goes to login, a learner books and keeps 已预约", async ({
  page,
  request,
}) => {
  const learner = await registerFreshLearner(request);
  await page.goto("/home");
  const row = section(page, "直播课堂");
  const cells = row.getByRole("article");
  await expect(cells).toHaveCount(4);
  // live now first (none in the seed: a session goes live when its lecturer publishes), then the soonest upcoming
  // (未开播 / 报名预约 with the 开播时间 block)
  await expect(cells.first()).toContainText("未开播");
  const upcoming = cells.filter({ hasText: "未开播" }).first();
  await expect(upcoming).toContainText("开播时间");
  await expect(upcoming).toContainText("主讲人");
  const title = (await upcoming.getByRole("heading").textContent()) ?? "";
  const cell = cells.filter({ has: page.getByRole("heading", { name: title, exact: true }) });

  await cell.scrollIntoViewIfNeeded();
  await expect
    .poll(() => cell.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await row.screenshot({ path: "e2e/screenshots/home-live-row.png" });

  // a visitor's 报名预约 asks for a login first, then comes back to /home
  await cell.getByRole("button", { name: "报名预约" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhome$/);
  await page.getByPlaceholder(/手机号/).fill(learner.account);
  await page.getByPlaceholder(/密码/).fill(learner.password);
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);

  await cell.getByRole("button", { name: "报名预约" }).click();
  await expect(cell.getByRole("button", { name: "已预约" })).toBeDisabled();
  await expect(page.getByText("预约成功")).toBeVisible();
  // the booking is the server's: after a reload the list says scheduled for this learner
  await page.reload();
  await expect(section(page, "直播课堂").getByRole("article")).toHaveCount(4);
  await expect(cell.getByRole("button", { name: "已预约" })).toBeDisabled();
  await expect
    .poll(() => cell.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await section(page, "直播课堂").screenshot({ path: "e2e/screenshots/home-live-row-booked.png" });

  // a cell's title opens the session's page
  await cell.getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(/\/liveDetail\?id=\d+$/);
});

test("regional block: a visitor books after logging in and comes back to the region page; 已预约 stays, also on /home", async ({
  page,
  request,
}) => {
  const learner = await registerFreshLearner(request);
  // 广州市's column (seeded): two upcoming sessions, the second of createMode 2
  const regionPage = "/course/region?provinceId=44000&cityId=44001";
  await page.goto(regionPage);
  const block = section(page, "广州市外贸企业学习专区");
  const lives = block.getByRole("article").filter({ hasText: "主讲人" });
  await expect(lives).toHaveCount(2);
  const specialLogo = page.getByRole("img", { name: "特别直播" });
  // spec §3: the createMode 2 session carries the special logo, the other does not
  await expect(lives.filter({ has: specialLogo })).toHaveCount(1);
  await expect(specialLogo).toHaveAttribute("src", "/badges/live-special.svg");
  const plain = lives.filter({ hasNot: specialLogo });
  await expect(plain).toContainText("未开播");
  const title = (await plain.getByRole("heading").textContent()) ?? "";
  const cell = (scope: Locator) =>
    scope.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });

  await block.scrollIntoViewIfNeeded();
  await expect
    .poll(() => specialLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await revealLazyImages(page);
  await block.screenshot({ path: "e2e/screenshots/region-block-lives.png" });

  // a visitor's 报名预约 asks for a login, then comes back to this page with its query
  await cell(block).getByRole("button", { name: "报名预约" }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(regionPage)}`);
  await page.getByPlaceholder(/手机号/).fill(learner.account);
  await page.getByPlaceholder(/密码/).fill(learner.password);
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(regionPage);

  await cell(block).getByRole("button", { name: "报名预约" }).click();
  await expect(cell(block).getByRole("button", { name: "已预约" })).toBeDisabled();
  await expect(page.getByText("预约成功")).toBeVisible();
  // the server's scheduled: still booked after a reload
  await page.reload();
  await expect(cell(block).getByRole("button", { name: "已预约" })).toBeDisabled();

  // the same session in /home's regional block (广东省 by default) is booked too
  await page.goto("/home");
  const homeBlock = section(page, "广东出口退税专栏");
  await expect(cell(homeBlock).getByRole("button", { name: "已预约" })).toBeDisabled();
  await homeBlock.scrollIntoViewIfNeeded();
  await revealLazyImages(page);
  await homeBlock.screenshot({ path: "e2e/screenshots/home-regional-block-booked.png" });
});

test("course list: filter and page are in the URL, and browser back from a course keeps them", async ({ page }) => {
  await page.goto("/course/list");
  const list = section(page, "全部课程");
  await expect(list.getByRole("article")).toHaveCount(10);

  await chip(page, "类型", "录播课程").click();
  await expect(page).toHaveURL(/\/course\/list\?pT=1$/);
  await expect(chip(page, "类型", "录播课程")).toHaveAttribute("aria-pressed", "true");
  await expect(pager(page)).toContainText(`共 ${await totalOf(page, "productType=1")} 条`);
  const pageOne = await courseTitles(list);

  // a page of the list is a link to its address (the filter kept)
  await expect(pager(page).getByRole("link", { name: "第 2 页" })).toHaveAttribute("href", "/course/list?pT=1&page=2");
  await pager(page).getByRole("link", { name: "第 2 页" }).click();
  await expect(page).toHaveURL(/\/course\/list\?pT=1&page=2$/);
  await expect(pager(page).getByRole("link", { name: "第 2 页" })).toHaveAttribute("aria-current", "page");
  await expect.poll(() => courseTitles(list)).not.toEqual(pageOne);
  const pageTwo = await courseTitles(list);
  await page.screenshot({ path: "e2e/screenshots/course-list.png", fullPage: true });

  await list.getByRole("article").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/course\/details\?id=\d+$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/course\/list\?pT=1&page=2$/);
  await expect(chip(page, "类型", "录播课程")).toHaveAttribute("aria-pressed", "true");
  await expect(pager(page).getByRole("link", { name: "第 2 页" })).toHaveAttribute("aria-current", "page");
  await expect.poll(() => courseTitles(list)).toEqual(pageTwo);

  // back once more: the unfiltered page 1
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/course\/list$/);
  await expect(chip(page, "类型", "全部")).toHaveAttribute("aria-pressed", "true");
});

test("knowledge: micro-courses under the tabs all / course-based / standalone", async ({ page }) => {
  await page.goto("/home");
  await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "微课" }).click();
  await expect(page).toHaveURL(/\/knowledge\?pT=2$/);
  const tabs = page.getByRole("tablist", { name: "微课类型" });
  await expect(tabs.getByRole("tab", { name: "全部" })).toHaveAttribute("aria-selected", "true");
  const all = await totalOf(page, "productType=2");
  const courseBased = await totalOf(page, "productType=2&teachingMethod=1");
  const standalone = await totalOf(page, "productType=2&teachingMethod=2");
  expect(courseBased).toBeGreaterThan(0);
  expect(standalone).toBeGreaterThan(0);
  expect(courseBased + standalone).toBe(all);
  await expect(pager(page)).toContainText(`共 ${all} 条`);
  await expect(page.getByRole("article").first()).toContainText("人已学习");

  await tabs.getByRole("tab", { name: "课程微课" }).click();
  await expect(page).toHaveURL(/\/knowledge\?pT=2&tab=course$/);
  await expect(pager(page)).toContainText(`共 ${courseBased} 条`);

  await tabs.getByRole("tab", { name: "独立微课" }).click();
  await expect(page).toHaveURL(/\/knowledge\?pT=2&tab=standalone$/);
  await expect(pager(page)).toContainText(`共 ${standalone} 条`);
  await expect(page.getByRole("article")).toHaveCount(Math.min(standalone, 10));
  await page.screenshot({ path: "e2e/screenshots/knowledge.png", fullPage: true });

  await page.goBack();
  await expect(tabs.getByRole("tab", { name: "课程微课" })).toHaveAttribute("aria-selected", "true");
});

test("choiceness, region and extended reading show real data; a chosen region is the one /home shows", async ({
  page,
}) => {
  await page.goto("/choiceness");
  const featured = section(page, "精选课程");
  await expect(featured.getByRole("article")).toHaveCount(10);
  await chip(page, "分类", "增值税").click();
  await expect(page).toHaveURL(/\/choiceness\?categoryId=\d+$/);
  await expect(featured.getByRole("article").first()).toContainText("增值税");
  await page.screenshot({ path: "e2e/screenshots/choiceness.png", fullPage: true });

  await page.goto("/course/region");
  await expect(chip(page, "省份", "广东省")).toHaveAttribute("aria-pressed", "true");
  await expect(section(page, "广东出口退税专栏")).toBeVisible();
  await chip(page, "省份", "浙江省").click();
  await expect(page).toHaveURL(/\/course\/region\?provinceId=33000$/);
  await expect(section(page, "浙江出口退税专栏").getByRole("article").first()).toBeVisible();
  await chip(page, "省份", "陕西省").click();
  await expect(page.getByText("该地区暂无推荐内容")).toBeVisible();
  await chip(page, "省份", "浙江省").click();
  await chip(page, "城市", "杭州市").click();
  await expect(page).toHaveURL(/provinceId=33000&cityId=33001$/);
  await expect(section(page, "杭州市外贸企业学习专区")).toBeVisible();
  await page.screenshot({ path: "e2e/screenshots/course-region.png", fullPage: true });

  await page.goto("/home");
  await expect(section(page, "杭州市外贸企业学习专区")).toBeVisible();

  await page.goto("/extended-read");
  const tabs = page.getByRole("tablist", { name: "阅读类型" });
  await expect(tabs.getByRole("tab", { name: "政策解读" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("article").first()).toContainText("政策解读");
  await tabs.getByRole("tab", { name: "司法判例" }).click();
  await expect(page).toHaveURL(/\/extended-read\?kind=judicial$/);
  await expect(page.getByRole("article").first()).toContainText("司法判例");
  await page.screenshot({ path: "e2e/screenshots/extended-read.png", fullPage: true });
  await page.getByRole("article").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/casebook\/details\?id=\d+&type=26$/);
});
