import { expect, type Page } from "@playwright/test";
import {
  FRESH_LEARNER_PASSWORD,
  freshNumber,
  outboxCode,
  pictureAnswer,
  registerFreshLearner,
} from "./support/learner-accounts";
import { test } from "./support/test";

// The SMS-code login and the picture captcha through the sandbox: codes from the SMS outbox, picture answers from
// the sandbox's token-guarded test route (the page never sees either).

/** Waits for the picture the page loads next and returns its id. */
const nextPictureId = (page: Page) =>
  page
    .waitForResponse((response) => response.url().includes("/api/auth/captchaImage"))
    .then(async (response) => (await response.json()).data.captchaId as string);

// a seeded account no other spec sends codes to (a number gets one code per 60 s, whatever the scene)
const SEEDED_LEARNER = "13900000103";

test("an existing learner logs in with an SMS code", async ({ page, request }) => {
  const account = SEEDED_LEARNER;
  await page.goto("/login?redirect=/center");
  await page.getByRole("tab", { name: "验证码登录" }).click();
  await page.getByRole("textbox", { name: /^手机号/ }).fill(account);
  await page.getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByRole("button", { name: /秒后重新获取/ })).toBeVisible();
  await page.getByLabel(/短信验证码/).fill(await outboxCode(request, account));
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(/\/center/);
});

test("a new number gets its code as a known one does (no picture), then the agreement, and the account is created", async ({
  page,
  request,
}) => {
  const account = freshNumber();
  await page.goto("/login?tab=code");
  await page.getByRole("textbox", { name: /^手机号/ }).fill(account);
  // a login code is answered alike for numbers with and without an account: no picture for either
  await page.getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByRole("button", { name: /秒后重新获取/ })).toBeVisible();
  await expect(page.getByText("验证码已发送", { exact: true })).toBeVisible();
  await expect(page.getByRole("textbox", { name: /图形验证码/ })).toHaveCount(0);
  await page.getByLabel(/短信验证码/).fill(await outboxCode(request, account));
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page.getByRole("alert").first()).toContainText("请阅读并同意《用户服务协议》");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(/\/home/);
});

test("the picture appears after failed password logins, a wrong answer gets a new one, solving it logs in", async ({
  page,
  request,
}) => {
  const { account } = await registerFreshLearner(request);
  await page.goto("/login");
  await page.getByRole("textbox", { name: /^手机号/ }).fill(account);
  const password = page.locator("input[type=password]");
  for (let i = 0; i < 3; i++) {
    await password.fill(`Wrong${i}2026x`);
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await expect(page.getByRole("alert").first()).toHaveText("账号或密码错误");
  }
  const first = nextPictureId(page);
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page.getByRole("alert").first()).toHaveText("登录失败次数较多，请输入图形验证码");
  const firstAnswer = await pictureAnswer(request, await first);
  const second = nextPictureId(page);
  await page.getByRole("textbox", { name: /图形验证码/ }).fill(firstAnswer === "AAAA" ? "BBBB" : "AAAA");
  await password.fill(FRESH_LEARNER_PASSWORD);
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page.getByText("图形验证码错误，已换一张，请重新输入")).toBeVisible();
  await page.getByRole("textbox", { name: /图形验证码/ }).fill(await pictureAnswer(request, await second));
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(/\/home/);
});
