import { expect, type Locator, type Page } from "@playwright/test";
import { registerFreshLearner } from "./support/learner-accounts";
import { test } from "./support/test";

// The live screens against the real server and its seeded sessions: /live (sections, filter) and /liveList (pages,
// status in the URL, booking and cancelling from the list). Each booking test books as a learner registered for it.

const section = (page: Page, name: string): Locator => page.getByRole("region", { name, exact: true });
const chip = (page: Page, name: string): Locator =>
  page.getByRole("group", { name: "直播状态" }).getByRole("button", { name, exact: true });
const pager = (page: Page): Locator => page.getByRole("navigation", { name: "分页" });

/** The server's total for a live list query. */
const totalOf = async (page: Page, query = ""): Promise<number> => {
  const response = await page.request.get(`/api/live/list${query}`);
  return ((await response.json()) as { data: { total: number } }).data.total;
};

const login = async (page: Page, learner: { account: string; password: string }) => {
  await page.getByPlaceholder(/手机号/).fill(learner.account);
  await page.getByPlaceholder(/密码/).fill(learner.password);
  await page.getByRole("button", { name: "登录", exact: true }).click();
};

test("/live shows 直播中, 即将开播 and 精彩回放 with the spec's live cell; the filter keeps one section", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/live");
  await expect(page.getByRole("heading", { level: 1, name: "直播课堂" })).toBeVisible();
  const now = section(page, "直播中");
  const upcoming = section(page, "即将开播");
  const replays = section(page, "精彩回放");
  // the seed has no session live (one goes live when its lecturer publishes: live-media.spec.ts)
  await expect(now).toContainText("当前没有正在进行的直播");
  for (const s of [upcoming, replays]) await expect(s.getByRole("article").first()).toBeVisible();
  await expect(upcoming.getByRole("article").first()).toContainText("开播时间");
  await expect(upcoming.getByRole("article").first()).toContainText("主讲人");
  await expect(upcoming.getByRole("article").first().getByRole("button", { name: "报名预约" })).toBeVisible();
  await expect(replays.getByRole("article").first().getByRole("link", { name: "查看回放" })).toBeVisible();
  // spec §3: createMode 2 shows the special logo somewhere among the seeded sessions
  await expect(page.getByRole("img", { name: "特别直播" }).first()).toHaveAttribute("src", "/badges/live-special.svg");
  await expect(upcoming.getByRole("link", { name: /更多/ })).toHaveAttribute("href", "/liveList?status=0");
  await page.screenshot({ path: "e2e/screenshots/live-home.png", fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(upcoming.getByRole("article").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: "e2e/screenshots/live-home-375.png", fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  await chip(page, "回放").click();
  await expect(page).toHaveURL(/\/live\?status=2$/);
  await expect(section(page, "精彩回放")).toBeVisible();
  await expect(section(page, "直播中")).toHaveCount(0);
  await page.goBack();
  await expect(section(page, "直播中")).toBeVisible();

  // every cell's title and cover are real links to the session
  const title = upcoming.getByRole("article").first().getByRole("heading").getByRole("link");
  const href = await title.getAttribute("href");
  expect(href).toMatch(/^\/liveDetail\?id=\d+$/);
  await title.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace("?", "\\?")}$`));
});

test("/liveList pages in the server's order with the status in the URL", async ({ page }) => {
  const total = await totalOf(page);
  await page.goto("/liveList");
  await expect(page.getByRole("heading", { level: 1, name: "全部直播" })).toBeVisible();
  const cells = page.getByRole("article");
  await expect(cells).toHaveCount(Math.min(10, total));
  // live now first; none in the seed, so the soonest upcoming
  await expect(cells.first()).toContainText("未开播");

  await chip(page, "即将开播").click();
  await expect(page).toHaveURL(/\/liveList\?status=0$/);
  const upcoming = await totalOf(page, "?status=0");
  await expect(cells).toHaveCount(Math.min(10, upcoming));
  for (const text of await cells.allInnerTexts()) expect(text).toContain("未开播");

  // the page size and the page go into the URL; a reload keeps them
  await chip(page, "全部").click();
  await expect(page).toHaveURL(/\/liveList$/);
  if (total > 10) {
    await pager(page).getByRole("link", { name: "第 2 页" }).click();
    await expect(page).toHaveURL(/\/liveList\?page=2$/);
    await expect(cells).toHaveCount(Math.min(10, total - 10));
    await page.reload();
    await expect(cells).toHaveCount(Math.min(10, total - 10));
  }
  // a hand-edited page past the end offers the way back
  await page.goto("/liveList?page=99");
  await page.getByRole("button", { name: "回到第一页" }).click();
  await expect(page).toHaveURL(/\/liveList$/);
  await expect(cells.first()).toBeVisible();
  await page.screenshot({ path: "e2e/screenshots/live-list.png", fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(cells.first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: "e2e/screenshots/live-list-375.png", fullPage: true });
});

test("booking from /liveList: a visitor logs in first, then 报名预约 → 已预约 → 取消预约, kept by the server", async ({
  page,
  request,
}) => {
  const learner = await registerFreshLearner(request);
  await page.goto("/liveList?status=0");
  const cell = page.getByRole("article").first();
  const title = (await cell.getByRole("heading").textContent()) ?? "";
  const mine = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  await mine.getByRole("button", { name: "报名预约" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2FliveList%3Fstatus%3D0$/);
  await login(page, learner);
  await expect(page).toHaveURL(/\/liveList\?status=0$/);

  await mine.getByRole("button", { name: "报名预约" }).click();
  await expect(mine.getByRole("button", { name: "已预约" })).toBeDisabled();
  await expect(page.getByText("预约成功")).toBeVisible();
  await page.reload();
  await expect(mine.getByRole("button", { name: "已预约" })).toBeDisabled();
  // the same booking shows on /live
  await page.goto("/live?status=0");
  await expect(
    section(page, "即将开播")
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: title, exact: true }) })
      .getByRole("button", { name: "已预约" }),
  ).toBeDisabled();

  await page.goto("/liveList?status=0");
  await mine.getByRole("button", { name: "取消预约" }).click();
  await expect(mine.getByRole("button", { name: "报名预约" })).toBeEnabled();
  await expect(page.getByText("已取消预约")).toBeVisible();
  await page.reload();
  await expect(mine.getByRole("button", { name: "报名预约" })).toBeEnabled();
});
