import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { registerFreshLearner } from "./support/learner-accounts";
import { test } from "./support/test";

// The learner's messages, profile and subscriptions in Chromium against the real server: a message published into
// a subscribed topic lights the side toolbar's badge without a reload, 全部标为已读 hides it; the username and
// avatar change; a password change signs the learner's other browser out while this one stays.

/** A 1×1 PNG: the server re-encodes it to a 256×256 WebP. */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

async function apiLogin(request: APIRequestContext, account: string, password: string): Promise<string> {
  const body = await (await request.post("/api/app/login", { form: { account, password } })).json();
  expect(body.success, body.msg).toBe(true);
  return body.data.token as string;
}

/** Opens `path` logged in with `token` (the session restores it from local storage, as after a login). */
async function openLoggedIn(page: Page, token: string, path: string) {
  await page.goto("/home");
  await page.evaluate((value) => localStorage.setItem("token", value), token);
  await page.goto(path);
}

/** Publishes the first seeded draft not yet published, through the sandbox twin of `content:publish`. */
async function publishNextDraft(request: APIRequestContext): Promise<void> {
  for (const [kind, id] of [
    ["policy", 1],
    ["policy", 2],
    ["case", 3],
  ] as const) {
    const response = await request.post(`/api/dev/content/publish?kind=${kind}&id=${id}`, {
      headers: { "x-sms-sandbox-token": process.env.SMS_SANDBOX_TOKEN ?? "" },
    });
    const body = await response.json();
    if (body.success) {
      expect(body.data.notified).toBeGreaterThan(0);
      return;
    }
  }
  throw new Error("every seeded draft is already published");
}

const badge = (page: Page) => page.getByTestId("unread-badge");

test("a message published into a subscribed topic lights the badge without a reload; 全部标为已读 hides it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const learner = await registerFreshLearner(page.request);
  const token = await apiLogin(page.request, learner.account, learner.password);
  await openLoggedIn(page, token, "/center/subscribe");
  await expect(page.getByRole("heading", { name: "我的订阅" })).toBeVisible();
  for (const topic of ["出口退税", "增值税"]) {
    await page.getByRole("button", { name: topic }).click();
    await expect(page.getByRole("button", { name: topic })).toHaveAttribute("aria-pressed", "true");
  }
  await expect(badge(page)).toHaveCount(0);

  // no navigation from here on: a marker on the window would not survive a reload
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
  await publishNextDraft(page.request);
  await expect(badge(page)).toHaveText("1", { timeout: 25_000 });
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);

  // the side toolbar's 我的消息 opens the list, where the message links to the new article
  await page
    .getByRole("complementary", { name: "侧边工具栏" })
    .getByRole("link", { name: /我的消息/ })
    .click();
  await expect(page).toHaveURL(/\/center\/message$/);
  const link = page.getByRole("link", { name: /您订阅的「.+」有新(政策|案例)/ });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", /^\/(policy|casebook)\/details\?id=\d+$/);
  await expect(page.getByText("1条未读")).toBeVisible();
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `e2e/screenshots/learner-account-message-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole("button", { name: "全部标为已读" }).click();
  await expect(page.getByText("没有未读消息")).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);

  // the message opens its page
  await link.click();
  await expect(page).toHaveURL(/\/(policy|casebook)\/details\?id=\d+$/);
});

test("edit the username and upload an avatar, and see both after a reload", async ({ page }) => {
  const learner = await registerFreshLearner(page.request);
  const token = await apiLogin(page.request, learner.account, learner.password);
  await openLoggedIn(page, token, "/center/userInfo");
  await expect(page.getByRole("heading", { name: "个人信息" })).toBeVisible();

  const name = page.getByRole("textbox", { name: "用户名" });
  await name.fill("<b>x</b>");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "用户名须为2-20个字符" })).toBeVisible();
  await name.fill("税务学员小王");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("用户名已保存")).toBeVisible();

  // a picture that is not one is refused before anything is sent
  await page.getByLabel("更换头像").setInputFiles({ name: "a.gif", mimeType: "image/gif", buffer: TINY_PNG });
  await expect(page.getByText("图片格式或大小不符合要求")).toBeVisible();
  await page.getByLabel("更换头像").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: TINY_PNG });
  await expect(page.getByText("头像已更新")).toBeVisible();
  const avatar = page.getByRole("img", { name: "税务学员小王" });
  await expect(avatar).toHaveAttribute("src", /^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);

  await page.reload();
  await expect(page.getByRole("textbox", { name: "用户名" })).toHaveValue("税务学员小王");
  await expect(page.getByRole("img", { name: "税务学员小王" })).toHaveAttribute("src", /\/uploads\/avatars\//);
});

async function loggedInPage(browser: Browser, token: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openLoggedIn(page, token, path);
  return page;
}

test("changing the password signs the other browser out; this one stays logged in", async ({ browser, page }) => {
  test.setTimeout(90_000);
  const learner = await registerFreshLearner(page.request);
  const here = await apiLogin(page.request, learner.account, learner.password);
  const elsewhere = await apiLogin(page.request, learner.account, learner.password);
  const other = await loggedInPage(browser, elsewhere, "/center/subscribe");
  await expect(other.getByRole("heading", { name: "我的订阅" })).toBeVisible();

  await openLoggedIn(page, here, "/center/userInfo");
  await page.getByLabel("原密码").fill("Wrong2026pass");
  await page.getByLabel("新密码", { exact: true }).fill("Changed2026pw");
  await page.getByLabel("确认新密码").fill("Changed2026pw");
  await page.getByRole("button", { name: "修改密码" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "原密码错误" })).toBeVisible();
  await page.getByLabel("原密码").fill(learner.password);
  await page.getByRole("button", { name: "修改密码" }).click();
  // the other browser and the registration's own login
  await expect(page.getByText("密码已修改，其他2处登录已退出")).toBeVisible();

  // the other browser's next call (its unread-count poll) answers 401: it is sent to /login, without touching it
  await expect(other).toHaveURL(/\/login\?redirect=/, { timeout: 25_000 });
  await other.context().close();
  await page.reload();
  await expect(page.getByRole("heading", { name: "个人信息" })).toBeVisible();
  await expect(page.getByRole("button", { name: "退出" })).toBeVisible();
});

test("screenshots of the profile and subscriptions at 1366 and 375 px (the messages: first test)", async ({ page }) => {
  const learner = await registerFreshLearner(page.request);
  const token = await apiLogin(page.request, learner.account, learner.password);
  for (const categoryId of [101, 102, 203]) {
    const body = await (
      await page.request.post("/api/subscribe/set", {
        form: { categoryId: String(categoryId), subscribed: "1" },
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(body.success, body.msg).toBe(true);
  }
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
    for (const [path, heading, file] of [
      ["/center/userInfo", "个人信息", "user-info"],
      ["/center/subscribe", "我的订阅", "subscribe"],
    ] as const) {
      await openLoggedIn(page, token, path);
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      await page.waitForLoadState("networkidle");
      // no horizontal scroll at either width
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `e2e/screenshots/learner-account-${file}-${width}.png`, fullPage: true });
    }
  }
});
