import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { registerFreshLearner } from "./support/learner-accounts";
import { apiToken, storeLogin } from "./support/sign-in";
import { test } from "./support/test";

// A learner on a phone buys a course through the sandbox provider's phone flows, as the real ones run: a phone
// browser gets WeChat Pay's H5 page (never a QR to scan from its own screen) and comes back to /pay/result; inside
// WeChat the page first takes the silent authorisation for the learner's openid, then pays in WeChat's wallet
// (the sandbox's WeixinJSBridge, put in every page as WeChat's browser does).

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const WECHAT = `${IPHONE} MicroMessenger/8.0.49(0x18003130) NetType/WIFI Language/zh_CN`;

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

async function freshLearnerOn(page: Page) {
  const { account, password } = await registerFreshLearner(page.request);
  const token = await apiToken(page.request, account, password);
  await storeLogin(page, token);
  return token;
}

/** A paid course the learner does not own yet. */
async function paidCourse(request: APIRequestContext, token: string): Promise<number> {
  for (let id = 1001; id < 1100; id++) {
    const body = await (
      await request.get(`/api/onlineProduct/lectures/${id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    if (body.success && body.data.entitled === false && body.data.lectures.length > 0) return id;
  }
  throw new Error("no paid course in the seed");
}

/** From the course's detail page to 立即支付 with 微信支付. */
async function orderCourse(page: Page, course: number) {
  await page.goto(`/course/details?id=${course}`);
  await page.getByRole("link", { name: "立即购买" }).click();
  await expect(page).toHaveURL(new RegExp(`/vip/payment\\?course=${course}$`));
  await page.getByRole("button", { name: "立即支付" }).click();
}

const fitsPhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test.describe("phone payments", () => {
  test.describe("in a phone browser", () => {
    test.use({ userAgent: IPHONE });

    test("buys a course on WeChat Pay's H5 page and comes back to the result", async ({ page }) => {
      const token = await freshLearnerOn(page);
      const course = await paidCourse(page.request, token);
      await orderCourse(page, course);
      // the site hands the window to the provider's page: no QR on the phone
      await page.waitForURL(/\/sandbox\/pay\/[A-Za-z0-9]+\/[A-Za-z0-9_-]{16,}\/h5\?/);
      await expect(page.getByRole("button", { name: "确认支付" })).toBeVisible();
      await page.getByRole("button", { name: "确认支付" }).click();
      // back on the site: the result page asks the server, which says paid
      await expect(page).toHaveURL(/\/success\/success\?tradeNo=/, { timeout: 30_000 });
      await expect(page.getByRole("heading", { name: "支付成功" })).toBeVisible();
      await fitsPhone(page);
      await page.getByRole("link", { name: "开始学习" }).click();
      await expect(page.getByText("已购买")).toBeVisible();
    });
  });

  test.describe("inside WeChat", () => {
    test.use({ userAgent: WECHAT });

    test("buys a course in WeChat's wallet after the silent authorisation", async ({ page }) => {
      // WeChat's browser gives every page its bridge; here the sandbox's stand-in plays it
      const bridge = await (await page.request.get("/sandbox/wechat/jsbridge.js")).text();
      await page.addInitScript({ content: bridge });
      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.accept();
      });
      const visited: string[] = [];
      // every hop of the window, redirects included
      page.on("request", (request) => void (request.isNavigationRequest() && visited.push(request.url())));
      const token = await freshLearnerOn(page);
      const course = await paidCourse(page.request, token);
      await orderCourse(page, course);
      await expect(page).toHaveURL(/\/success\/success\?tradeNo=/, { timeout: 30_000 });
      // it went through the official account's silent authorisation and back to the order before paying
      expect(visited.some((url) => url.includes("/sandbox/wechat-mp/connect/oauth2/authorize"))).toBe(true);
      expect(visited.some((url) => /\/vip\/placeOrder\?tradeNo=[A-Za-z0-9]+&wxAuth=ok/.test(url))).toBe(true);
      expect(dialogs.join("\n")).toContain("【沙箱微信支付】");
      await expect(page.getByRole("heading", { name: "支付成功" })).toBeVisible();
      await fitsPhone(page);
    });

    test("a cancel in the wallet says so and offers another try", async ({ page }) => {
      const bridge = await (await page.request.get("/sandbox/wechat/jsbridge.js")).text();
      await page.addInitScript({ content: bridge });
      let answer = false;
      page.on("dialog", (dialog) => void (answer ? dialog.accept() : dialog.dismiss()));
      const token = await freshLearnerOn(page);
      const course = await paidCourse(page.request, token);
      await orderCourse(page, course);
      await expect(page.getByRole("alert")).toHaveText("您已取消支付，订单仍可继续支付", { timeout: 30_000 });
      answer = true;
      await page.getByRole("button", { name: "重新支付" }).click();
      await expect(page.getByRole("heading", { name: "支付成功" })).toBeVisible({ timeout: 30_000 });
    });
  });
});
