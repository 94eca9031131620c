import { expect, type Page } from "@playwright/test";
import { registerFreshLearner } from "./support/learner-accounts";
import { test } from "./support/test";

// The tax assistant in Chromium against the real server, offline (no language model configured): an anonymous
// visitor is sent to log in; a fresh learner asks 出口退税的申报期限是什么？, reads the streamed answer with its
// sources, follows the policy citation, comes back to the conversation and deletes it. Screenshots at 1366 and 375 px.

const QUESTION = "出口退税的申报期限是什么？";
const POLICY = "关于出口退税申报期限及逾期处理有关事项的公告";

async function logIn(page: Page, account: string, password: string, target: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
  await page.getByPlaceholder(/手机号/).fill(account);
  await page.getByPlaceholder(/密码/).fill(password);
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await page.waitForURL((url) => url.pathname === target);
}

async function screenshots(page: Page, path: string, name: string) {
  for (const [width, height] of [
    [1366, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "财税助手" })).toBeVisible();
    await expect(page.getByRole("link", { name: POLICY })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
    if (width === 375) {
      // on a phone the conversation list is a drawer
      await expect(page.getByRole("link", { name: new RegExp(QUESTION) })).toBeHidden();
      await page.getByRole("button", { name: "对话列表" }).click();
      await expect(page.getByRole("link", { name: new RegExp(QUESTION) })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `e2e/screenshots/${name}-drawer-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("an anonymous visitor is sent to log in first", async ({ page }) => {
  await page.goto("/ai");
  await page.waitForURL((url) => url.pathname === "/login");
  expect(new URL(page.url()).searchParams.get("redirect")).toBe("/ai");
});

test("ask 出口退税的申报期限是什么？, follow the cited policy, come back and delete the conversation", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const learner = await registerFreshLearner(request);
  await logIn(page, learner.account, learner.password, "/ai");
  await expect(page.getByRole("heading", { level: 1, name: "财税助手" })).toBeVisible();
  // spec §2: no footer on /ai
  await expect(page.getByRole("link", { name: "关于我们" })).toHaveCount(0);
  await expect(page.getByText("还没有对话")).toBeVisible();

  await page.getByLabel("您的问题").fill(QUESTION);
  await page.getByRole("button", { name: "发送" }).click();
  const sources = page.getByRole("list", { name: "参考资料" });
  await expect(sources).toBeVisible();
  await expect(page.getByText(/次年4月30日/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/ai\?session=[0-9a-f-]{36}$/);
  const conversation = page.url();
  await expect(page.getByRole("complementary").getByRole("link", { name: new RegExp(QUESTION) })).toBeVisible();
  await expect(sources.getByRole("link", { name: /第1讲/ })).toHaveAttribute(
    "href",
    /\/course\/details\?id=\d+&lecture=\d+&t=0$/,
  );

  // the citation is a real link to the policy
  const citation = sources.getByRole("link", { name: POLICY });
  await expect(citation).toHaveAttribute("href", "/policy/details?id=2801");
  await citation.click();
  await page.waitForURL((url) => url.pathname === "/policy/details" && url.search === "?id=2801");
  await expect(page.getByRole("heading", { name: POLICY })).toBeVisible();
  await expect(page.getByText(/次年4月30日前/).first()).toBeVisible();

  // the conversation is kept
  await page.goBack();
  await expect(page.getByRole("link", { name: POLICY })).toBeVisible();
  await screenshots(page, new URL(conversation).pathname + new URL(conversation).search, "assistant");

  // off-topic questions are refused politely
  await page.getByLabel("您的问题").fill("帮我写一首关于春天的诗");
  await page.getByRole("button", { name: "发送" }).click();
  await expect(page.getByText(/只能回答税收、财务和会计方面的问题/)).toBeVisible();

  await page.getByRole("button", { name: `删除对话：${QUESTION}` }).click();
  await page.getByRole("button", { name: "确定" }).click();
  await expect(page).toHaveURL(/\/ai$/);
  await expect(page.getByText("还没有对话")).toBeVisible();
});
