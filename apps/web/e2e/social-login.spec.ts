import { expect, type Page } from "@playwright/test";
import { freshNumber, outboxCode } from "./support/learner-accounts";
import { test } from "./support/test";

/** Opens /login, switches to 扫码登录 and follows the same-device link to the sandbox's confirm page. */
async function openSandboxConfirm(page: Page) {
  await page.goto("/login");
  await page.getByRole("tab", { name: "扫码登录" }).click();
  await expect(page.getByRole("tab", { name: "扫码登录" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("img", { name: "微信登录二维码" })).toBeVisible();
  await expect(page.getByText("沙箱微信 · 不会访问真实微信")).toBeVisible();
  await page.getByRole("link", { name: "在本设备打开" }).click();
  await expect(page.getByRole("heading", { name: "财税学习平台 申请使用您的微信登录" })).toBeVisible();
}

test.describe("social-app QR login through the sandbox provider", () => {
  test("a new WeChat user binds a phone with the SMS sandbox code, and signs in directly the next time", async ({
    page,
    request,
  }) => {
    const wechatName = `新微信${Date.now() % 100_000}`;
    await openSandboxConfirm(page);
    await page.getByLabel("沙箱微信名").fill(wechatName);
    await page.getByRole("button", { name: "确认登录" }).click();
    await expect(page).toHaveURL(/\/thirdLogin\/wechat/);
    await expect(page.getByRole("heading", { name: "绑定手机号" })).toBeVisible();
    await expect(page.getByText(`微信用户「${wechatName}」首次登录，请绑定手机号`)).toBeVisible();
    const phone = freshNumber();
    await page.getByPlaceholder(/手机号/).fill(phone);
    // a bind code is answered alike for numbers with and without an account: no picture within the free requests
    await page.getByRole("button", { name: "获取验证码" }).click();
    await expect(page.getByRole("button", { name: /秒后重新获取/ })).toBeVisible();
    await expect(page.getByRole("textbox", { name: /图形验证码/ })).toHaveCount(0);
    await page.getByPlaceholder(/验证码/).fill(await outboxCode(request, phone));
    await page.getByRole("button", { name: "绑定并登录" }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`)).toBeVisible();

    // sign out, then the same WeChat account signs in without binding again
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await openSandboxConfirm(page);
    await page.getByLabel("沙箱微信名").fill(wechatName);
    await page.getByRole("button", { name: "确认登录" }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`)).toBeVisible();
  });

  test("declining on the phone, and replaying the redirect, each end with a clear message", async ({ page }) => {
    await openSandboxConfirm(page);
    await page.getByRole("button", { name: "拒绝" }).click();
    await expect(page.getByRole("alert")).toHaveText("您已在手机上拒绝授权，本次未登录");
    await expect(page.getByRole("link", { name: "返回登录页" })).toHaveAttribute("href", "/login?mode=qr");

    await openSandboxConfirm(page);
    await page.getByRole("button", { name: "确认登录" }).click();
    await expect(page).toHaveURL(/\/(thirdLogin\/wechat|home)/);
    await expect(page.getByRole("heading", { name: "绑定手机号" })).toBeVisible();
    const redirect = page.url();
    await page.goto(redirect);
    await expect(page.getByRole("alert")).toHaveText("该登录请求已使用，请返回登录页重新扫码");
  });
});

test.describe("DingTalk single sign-on", () => {
  test("the sandbox workbench opens /ddLogin, whose page gets the auth code from the container's dd.runtime.permission.requestAuthCode, and the worker is signed in inside the organisation", async ({
    page,
  }) => {
    // DingTalk gives the page its code through the JS API only: no address the page visits carries one, and the
    // sandbox's container answers with its own dd stand-in, never DingTalk's SDK
    const visited: string[] = [];
    const scripts: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const codeRequests: string[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith("/sandbox/dingtalk/container/requestAuthCode")) codeRequests.push(response.url());
    });
    await page.goto("/sandbox/dingtalk/workbench?orgId=12");
    await page.getByLabel("员工 userid").fill(`e2e${Date.now() % 100_000}`);
    await page.getByLabel("姓名").fill("钉钉学员");
    await page.getByRole("button", { name: "进入应用" }).click();
    await expect(page).not.toHaveURL(/ddLogin/);
    // organisation 12 hides the top bar (its config): the profile is stored instead of shown
    await expect.poll(() => page.evaluate(() => localStorage.getItem("userInfo"))).toContain("钉钉学员");
    expect(await page.evaluate(() => localStorage.getItem("accesstoken"))).toBeNull();
    await expectOrganisationLogin(page, 12);
    expect(visited.some((url) => new URL(url).pathname === "/ddLogin")).toBe(true);
    expect(visited.filter((url) => new URL(url).searchParams.has("code"))).toEqual([]);
    expect(codeRequests).toHaveLength(1);
    expect(scripts.some((url) => url.endsWith("/sandbox/dingtalk/jsapi.js"))).toBe(true);
    expect(scripts.filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([]);
  });

  test("the page opened outside the workbench's container gets no code and says so in Chinese", async ({ page }) => {
    await page.goto("/ddLogin?orgId=12");
    await expect(page.getByRole("status")).toHaveText("钉钉未能提供免登码，请从钉钉工作台重新进入");
    await expect(page.getByRole("link", { name: "返回首页" })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem("accesstoken"), localStorage.getItem("token")])).toEqual([
      null,
      null,
    ]);
  });

  test("a failed sign-on says 登录异常,请重新登录, clears the tokens and goes home", async ({ page }) => {
    await page.goto("/home");
    await page.evaluate(() => localStorage.setItem("accesstoken", "stale"));
    await page.goto("/ddLogin?orgId=12&code=forged");
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText("登录异常,请重新登录").first()).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem("accesstoken"), localStorage.getItem("token")])).toEqual([
      null,
      null,
    ]);
  });
});

/** spec §3, §4: an organisation login leaves the org-login flag, the org id and the organisation's info stored. */
async function expectOrganisationLogin(page: Page, orgId: number) {
  await expect.poll(() => page.evaluate(() => localStorage.getItem("orgInfo"))).toContain(`"orgId":${orgId}`);
  const stored = await page.evaluate(() => ({
    orgId: localStorage.getItem("orgId"),
    isOrgLogin: localStorage.getItem("isOrgLogin"),
    token: localStorage.getItem("token"),
  }));
  expect(stored.orgId).toContain(String(orgId));
  expect(stored.isOrgLogin).toMatch(/true|1/);
  expect(stored.token).toBeTruthy();
}

test.describe("the organisation's own OAuth2 login", () => {
  test("/orgAuth opens the organisation's (sandbox) login page and comes back signed in inside the organisation", async ({
    page,
  }) => {
    await page.goto("/orgAuth?orgId=12");
    await expect(page).toHaveURL(/\/sandbox\/oauth2\/authorize\?/);
    await page.getByLabel("机构账号").fill(`emp${Date.now() % 100_000}`);
    await page.getByLabel("姓名").fill("机构认证学员");
    await page.getByRole("button", { name: "同意授权" }).click();
    await expect(page).not.toHaveURL(/orgAuth|sandbox/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("userInfo"))).toContain("机构认证学员");
    await expectOrganisationLogin(page, 12);
  });

  test("declining at the organisation, or replaying its redirect, says why and offers the ways back", async ({
    page,
  }) => {
    await page.goto("/orgAuth?orgId=12");
    await page.getByRole("button", { name: "拒绝" }).click();
    await expect(page.getByRole("alert")).toHaveText("您已取消机构授权，未登录");
    await expect(page.getByRole("link", { name: "个人账号登录" })).toHaveAttribute("href", "/login");
    await page.goto("/orgAuth?orgId=12&code=forged&state=forged");
    await expect(page.getByRole("alert")).toHaveText("登录请求无效，请从机构入口重新登录");
  });
});
