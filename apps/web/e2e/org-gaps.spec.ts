import { expect, type Page } from "@playwright/test";
import {
  FRESH_LEARNER_PASSWORD,
  freshNumber,
  outboxCode,
  pictureAnswer,
  registerFreshLearner,
} from "./support/learner-accounts";
import { companyLoginPath, orgLoginPath } from "./support/org-link";
import { test } from "./support/test";

// The organisation gaps closed: company-only links finished by an enrolment ticket after a login or registration,
// org-only content, and the embedded site in a third-party iframe whose storage the browser blocks.

const orgFlag = (page: Page) => page.evaluate(() => window.localStorage.getItem("isOrgLogin"));

test("a company-only org link: a new learner registers once and lands inside the organisation", async ({ page }) => {
  await page.goto(companyLoginPath(12, `E2E-REG-${Date.now()}`));
  // no user in the link: the login page, with what happens after it
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhome$/);
  await expect(page.getByRole("status").filter({ hasText: "登录或注册后将加入云合企业服务平台" })).toBeVisible();
  await page.getByRole("link", { name: "立即注册" }).click();
  await expect(page.getByRole("status").filter({ hasText: "登录或注册后将加入云合企业服务平台" })).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: "e2e/screenshots/org-enrolment-register-1366.png", fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: "e2e/screenshots/org-enrolment-register-375.png", fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.setViewportSize({ width: 1366, height: 900 });

  const phone = freshNumber();
  await page.getByPlaceholder(/手机号/).fill(phone);
  // a number without an account is texted after the picture captcha
  const pictureId = page
    .waitForResponse((response) => response.url().includes("/api/auth/captchaImage"))
    .then(async (response) => (await response.json()).data.captchaId as string);
  await page.getByRole("button", { name: "获取验证码" }).click();
  await page.getByRole("textbox", { name: /图形验证码/ }).fill(await pictureAnswer(page.request, await pictureId));
  await page.getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByRole("button", { name: /秒后重新获取/ })).toBeVisible();
  await page.getByLabel(/短信验证码/).fill(await outboxCode(page.request, phone));
  await page.getByPlaceholder("请设置8-20位密码").fill(FRESH_LEARNER_PASSWORD);
  await page.getByPlaceholder("请再次输入密码").fill(FRESH_LEARNER_PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "注册并登录" }).click();

  // joined: organisation 12's session (top bar hidden, no VIP in its menu) on its default page
  await expect(page.getByText("已加入云合企业服务平台")).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => orgFlag(page)).toBe("1");
  await expect(page.getByRole("navigation", { name: "主导航" }).getByRole("link")).toHaveText([
    "首页",
    "课程",
    "微课",
    "政策",
    "案例",
    "专题",
  ]);
  // organisation 12's own custom file is listed for its members
  await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "专题" }).click();
  await expect(page.getByText("云合企业内训：出口退税申报操作手册")).toBeVisible();
});

test("a company-only org link: an existing learner logs in once and lands on the organisation's default page", async ({
  page,
}) => {
  const learner = await registerFreshLearner(page.request);
  await page.goto(companyLoginPath(8, `E2E-LOGIN-${Date.now()}`));
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole("status").filter({ hasText: "粤港澳外贸综合服务平台" })).toBeVisible();
  await page.getByPlaceholder(/手机号/).fill(learner.account);
  await page.getByPlaceholder(/密码/).fill(learner.password);
  await page.getByRole("button", { name: "登录", exact: true }).click();
  // organisation 8: default page 2 (/course/list), menu 1, 2, 3, 5, 7
  await expect(page).toHaveURL(/\/course\/list$/);
  await expect.poll(() => orgFlag(page)).toBe("1");
  await expect(page.getByRole("navigation", { name: "主导航" }).getByRole("link")).toHaveText([
    "首页",
    "课程",
    "微课",
    "案例",
    "VIP会员",
  ]);
  // the ticket is spent: the same link's login page no longer promises anything once used
  expect(await page.evaluate(() => window.localStorage.getItem("orgEnrolment"))).toBeNull();
});

test("a personal learner never sees organisation-only content", async ({ page }) => {
  await page.goto("/caimiao-custom");
  await expect(page.getByText("出口退税政策汇编（2026版）")).toBeVisible();
  await expect(page.getByText("云合企业内训：出口退税申报操作手册")).toHaveCount(0);
});

test("the embedded demo in a third-party iframe with blocked storage still logs in and navigates", async ({
  page,
  baseURL,
}) => {
  // the partner portal under the other loopback name: a different site for the browser, so the framed site is a
  // third party. Chromium (13x on) blocks third-party cookies by default, and with them the frame's storage.
  const site = new URL(baseURL ?? "");
  const portal = `${site.protocol}//localhost:${site.port}`;
  const link = `${site.origin}${orgLoginPath(11, `e2e-blocked-${Date.now()}`, "鲁商学员")}`;
  await page.goto(`${portal}/embed-demo.html?link=${encodeURIComponent(link)}`);
  const frame = page.frameLocator('iframe[title="财税学习平台"]');
  const framed = () => page.frames().find((candidate) => candidate.url().startsWith(site.origin));

  // organisation 11: embedded, menu 2, 3, 4 (课程, 微课, 政策), default page /course/list
  await expect(frame.getByRole("navigation", { name: "主导航" }).getByRole("link")).toHaveText([
    "课程",
    "微课",
    "政策",
  ]);
  await expect.poll(() => framed()?.url() ?? "").toMatch(/\/course\/list$/);
  // the browser really refuses the frame's storage
  expect(
    await framed()?.evaluate(() => {
      try {
        window.localStorage.getItem("token");
        return "readable";
      } catch (error) {
        return (error as DOMException).name;
      }
    }),
  ).toBe("SecurityError");
  await expect(frame.getByRole("button", { name: "返回", exact: true })).toBeVisible();
  await expect(frame.getByRole("region", { name: "登录状态保存" })).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: "e2e/screenshots/org-iframe-blocked-storage-1366.png", fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: "e2e/screenshots/org-iframe-blocked-storage-375.png", fullPage: true });
  expect(await framed()?.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.setViewportSize({ width: 1366, height: 900 });

  // navigating keeps the session (in memory): a page needing login opens, the menu stays the organisation's
  await frame.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "政策" }).click();
  await expect.poll(() => framed()?.url() ?? "").toMatch(/\/policy$/);
  await frame.getByRole("link", { name: "学员中心" }).click();
  await expect.poll(() => framed()?.url() ?? "").toMatch(/\/center\/course-study$/);
  await expect(frame.getByRole("link", { name: "登录", exact: true })).toHaveCount(0);
  await expect(frame.getByRole("navigation", { name: "主导航" }).getByRole("link")).toHaveText([
    "课程",
    "微课",
    "政策",
  ]);

  // the Storage Access API is asked on the click; whatever the browser answers, the visit goes on logged in
  await frame.getByRole("button", { name: "允许保存登录状态" }).click();
  await expect(frame.getByRole("button", { name: "允许保存登录状态" })).toHaveCount(0);
  await frame.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "课程" }).click();
  await expect.poll(() => framed()?.url() ?? "").toMatch(/\/course\/list$/);
  await expect(frame.getByRole("link", { name: "登录", exact: true })).toHaveCount(0);
});
