import { expect, type Page } from "@playwright/test";
import { orgLoginPath } from "./support/org-link";
import { test } from "./support/test";

// The page frame of spec §2 and the organisation modes of spec §6, against the real server.

const mainNav = (page: Page) => page.getByRole("navigation", { name: "主导航" });

test("the main nav lists the spec's menu in order, with search and 学员中心", async ({ page }) => {
  await page.goto("/home");
  await expect(mainNav(page).getByRole("link")).toHaveText(["首页", "课程", "微课", "政策", "案例", "专题", "VIP会员"]);
  await expect(page.getByPlaceholder("请输入课程名")).toBeVisible();
  await expect(page.getByRole("link", { name: "学员中心" })).toBeVisible();
  // top bar: visitor links and the three external sites
  await expect(page.getByRole("link", { name: "登录", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "注册", exact: true })).toBeVisible();
  for (const name of ["出口退税", "智慧退税", "税率查询"]) {
    await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("target", "_blank");
  }
  // footer links of spec §2 and the promotional bar on /home
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "关于我们" })).toBeVisible();
  for (const name of ["意见反馈", "法律协议", "帮助中心", "新政速递"]) {
    await expect(footer.getByRole("link", { name })).toBeVisible();
  }
  await expect(footer).toContainText("工作日 8:30-12:00, 13:00-17:00（法定节假日除外）");
  await expect(page.getByText("开通VIP会员，全站精品课程畅学无限")).toBeVisible();
  // the home page has no trail, and no empty band where one would be
  await expect(page.getByRole("navigation", { name: "当前位置" })).toHaveCount(0);
  await expect(page.getByRole("main").locator(":scope > *").first()).not.toBeEmpty();
  await page.screenshot({ path: "e2e/screenshots/frame-home.png" });

  await mainNav(page).getByRole("link", { name: "政策" }).click();
  await expect(page).toHaveURL(/\/policy$/);
  await expect(page).toHaveTitle(/政策/);
  await expect(page.getByText("开通VIP会员，全站精品课程畅学无限")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "当前位置" })).toContainText("首页");
});

test("the search box: empty goes to the course list, text to /search/{text}", async ({ page }) => {
  await page.goto("/about");
  const box = page.getByPlaceholder("请输入课程名");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/course\/list/);
  await box.fill("增值税");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\/%E5%A2%9E%E5%80%BC%E7%A8%8E$/);
});

test("an unknown path goes to /404 and scrolling resets on navigation", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page).toHaveURL(/\/404$/);
  await page.goto("/about");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("contentinfo").getByRole("link", { name: "法律协议" }).click();
  await expect(page).toHaveURL(/\/service-protocol$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the footer is hidden on /vip/placeOrder", async ({ page }) => {
  await page.goto("/vip/placeOrder");
  await expect(page).toHaveURL(/\/vip\/placeOrder$/);
  await expect(mainNav(page)).toBeVisible();
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
});

test("page views and clicks reach the server's tracking call", async ({ page }) => {
  const events: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/statistic/event")) events.push(request.postData() ?? "");
  });
  await page.goto("/about");
  await expect.poll(() => events.some((body) => body.includes("eventName=page_view"))).toBe(true);
  await page.getByRole("contentinfo").getByRole("link", { name: "意见反馈" }).click();
  await expect.poll(() => events.some((body) => body.includes("eventName=click"))).toBe(true);
});

test("an organisation link inside a partner's iframe: menu filtered, 返回 shown, top bar hidden", async ({ page }) => {
  const link = orgLoginPath(12, `e2e-iframe-${Date.now()}`, "嵌入学员");
  await page.goto(`/embed-demo.html?link=${encodeURIComponent(link)}`);
  const site = page.frameLocator('iframe[title="财税学习平台"]');
  // org 12: menu 1–6 (no VIP), isShowTop 0, iframe mode, default page 1 (/home)
  await expect(site.getByRole("navigation", { name: "主导航" }).getByRole("link")).toHaveText([
    "首页",
    "课程",
    "微课",
    "政策",
    "案例",
    "专题",
  ]);
  await expect(site.getByRole("button", { name: "返回", exact: true })).toBeVisible();
  await expect(site.getByRole("link", { name: "登录", exact: true })).toHaveCount(0);
  await expect(site.getByRole("link", { name: "智慧退税" })).toHaveCount(0);
  await expect.poll(() => page.frames().some((candidate) => candidate.url().endsWith("/home"))).toBe(true);
  await page.screenshot({ path: "e2e/screenshots/org-iframe.png", fullPage: true });

  // the learner centre opens in the same window (the frame) in iframe mode
  await site.getByRole("link", { name: "学员中心" }).click();
  await expect.poll(() => page.frames().some((candidate) => candidate.url().includes("/center"))).toBe(true);
  // 返回 goes back one page
  await site.getByRole("button", { name: "返回", exact: true }).click();
  await expect.poll(() => page.frames().some((candidate) => candidate.url().endsWith("/home"))).toBe(true);
});

test("a used organisation link does not log in again", async ({ page }) => {
  const link = orgLoginPath(12, `e2e-once-${Date.now()}`);
  await page.goto(link);
  await expect(page).toHaveURL(/\/home$/);
  const fresh = await page.context().browser()?.newContext();
  const other = await fresh?.newPage();
  if (!other || !fresh) throw new Error("no second browser context");
  await other.goto(`${page.url().replace(/\/home$/, "")}${link}`);
  await expect(other.getByText("机构登录失败").or(other.getByText("认证失败")).first()).toBeVisible();
  await expect(other.getByRole("link", { name: "登录", exact: true })).toBeVisible();
  await fresh.close();
});

test("an expired token: the first 401 logs out and returns to /login with the page as redirect", async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("token", "expired-or-revoked-token");
      localStorage.setItem("userInfo", JSON.stringify({ username: "13800000001" }));
    }
  });
  await page.goto("/about");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fabout$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  await expect(page.getByRole("link", { name: "登录", exact: true })).toBeVisible();
});

test("back pressed while the next page is still loading stays on the page the learner returned to", async ({
  page,
}) => {
  // hold the 新政速递 screen's chunk so that navigation is still loading when back is pressed
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/NewPolicyScreen-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "关于我们" }).first()).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: "新政速递" }).click();
  await expect(page).toHaveURL(/\/new-policy$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  release();
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { name: "关于我们" }).first()).toBeVisible();
  // and the history has no stray entry: forward goes to 新政速递 once
  await page.goForward();
  await expect(page).toHaveURL(/\/new-policy$/);
});
