import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { registerFreshLearner } from "./support/learner-accounts";
import { apiToken, storeLogin } from "./support/sign-in";
import { test } from "./support/test";

// Buying in Chromium against the real server and its sandbox payment provider: a learner buys a VIP membership (the
// sandbox scan page, opened as a phone would, approves; /vip/placeOrder turns to the result by itself) and then plays
// a paid lecture; buys a course; lets an order run out (the page's clock fast-forwarded 15 minutes: the order is
// closed and can be ordered again); cancels an unpaid order in /center/order. Each test uses a learner registered for
// it, so the demo accounts stay as other specs expect them.

/** Screenshots for looking at the screens at 1366 and 375 px (git-ignored). */
const SHOTS = "e2e/screenshots";

async function shot(page: Page, name: string) {
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // a phone opens the page at its width (the side toolbar starts collapsed there)
    if (width === 375) await page.reload();
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/commerce-${name}-${width}.png`, fullPage: true });
    if (width !== 375) continue;
    // a phone's screenfuls, to read at their real size
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, part = 1; y < height && part <= 4; y += 812, part++) {
      await page.screenshot({
        path: `${SHOTS}/commerce-${name}-375-part${part}.png`,
        fullPage: true,
        clip: { x: 0, y, width: 375, height: Math.min(812, height - y) },
      });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** At 375 px the page has no horizontal scroll. */
async function fitsPhone(page: Page) {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A fresh learner, logged in on `page` the way the login screen leaves it. */
async function freshLearnerOn(page: Page) {
  const { account, password } = await registerFreshLearner(page.request);
  const token = await apiToken(page.request, account, password);
  await storeLogin(page, token);
  return { account, token };
}

/** A paid course with lectures the learner cannot watch yet. */
async function paidCourse(request: APIRequestContext, token: string): Promise<number> {
  for (let id = 1001; id < 1100; id++) {
    const body = await (
      await request.get(`/api/onlineProduct/lectures/${id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    if (body.success && body.data.entitled === false && body.data.lectures.length > 0) return id;
  }
  throw new Error("no paid course in the seed");
}

/** Opens the QR's link in a second page, as the phone that scanned it, and approves the payment. */
async function approveOnPhone(browser: Browser, scanUrl: string) {
  const phone = await browser.newPage({ viewport: { width: 375, height: 740 } });
  // knowing the trade number is not enough
  const withoutSecret = await phone.goto(scanUrl.replace(/\/[^/]+$/, ""));
  expect(withoutSecret?.status()).toBe(404);
  await phone.goto(scanUrl);
  await expect(phone.getByText("沙箱支付")).toBeVisible();
  await phone.screenshot({ path: `${SHOTS}/commerce-sandbox-scan-page-375.png`, fullPage: true });
  await phone.getByRole("button", { name: "确认支付" }).click();
  await expect(phone.getByRole("status")).toContainText("支付成功");
  await phone.close();
}

/** The QR page: its code, and the link that opens the same scan page. */
async function qrOf(page: Page, wallet: "微信支付" | "支付宝") {
  const code = page.getByRole("img", { name: `${wallet}支付二维码` });
  await expect(code).toBeVisible();
  const link = page.getByRole("link", { name: "在新窗口打开扫码支付页" });
  const scanUrl = (await link.getAttribute("href")) ?? "";
  expect(await code.getAttribute("data-qr-value")).toBe(scanUrl);
  // the trade number and the trade's own secret: only the holder of this QR can open its scan page
  expect(scanUrl).toMatch(/\/sandbox\/pay\/[A-Za-z0-9]+\/[A-Za-z0-9_-]{16,}$/);
  // the QR is drawn (its modules loaded with the encoder)
  await expect(code.locator("path")).toHaveCount(1);
  return scanUrl;
}

test.describe("commerce", () => {
  test("a learner buys a VIP membership: the scan page approves, the QR page turns to success, a paid lecture plays", async ({
    page,
    browser,
  }) => {
    const { token } = await freshLearnerOn(page);
    const course = await paidCourse(page.request, token);
    await page.goto("/vip");
    await expect(page.getByRole("heading", { level: 1, name: "VIP会员" })).toBeVisible();
    await expect(page.getByRole("region", { name: "会员权益" }).getByRole("listitem").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "常见问题" }).getByRole("button").first()).toBeVisible();
    const product = page.getByRole("article", { name: "出口退税专项会员" });
    await expect(product.getByText("¥598.00")).toBeVisible();
    await shot(page, "vip");
    await fitsPhone(page);
    await product.getByRole("link", { name: /立即开通/ }).click();
    await expect(page).toHaveURL(/\/vip\/payment\?vip=4$/);
    await expect(page.getByText("出口退税专项会员")).toBeVisible();
    await shot(page, "vip-payment");
    await fitsPhone(page);
    await page.getByRole("button", { name: "立即支付" }).click();
    await expect(page).toHaveURL(/\/vip\/placeOrder\?tradeNo=/);
    const scanUrl = await qrOf(page, "微信支付");
    await expect(page.getByText("¥298.00")).toBeVisible();
    await expect(page.getByText(/^1[45]:\d\d$/)).toBeVisible();
    // no footer on the QR page (spec §2)
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await shot(page, "vip-place-order");
    await fitsPhone(page);

    await approveOnPhone(browser, scanUrl);
    // nobody touches the QR page: its checks find the payment
    await expect(page).toHaveURL(/\/success\/success\?tradeNo=/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { name: "支付成功" })).toBeVisible();
    await expect(page.getByText("您已成功开通出口退税专项会员，实付金额 ¥298.00")).toBeVisible();
    await shot(page, "purchase-success");
    await page.getByRole("link", { name: "查看会员权益" }).click();
    await expect(page.getByText("您已开通出口退税专项会员")).toBeVisible();

    // the membership opens a paid lecture at once
    await page.goto(`/course/details?id=${course}`);
    await expect(page.getByText("会员畅学")).toBeVisible();
    await expect(page.getByRole("link", { name: "立即购买" })).toHaveCount(0);
    const player = page.getByRole("region", { name: "课程视频播放器" });
    await player.getByRole("button", { name: "播放" }).first().click();
    await expect(player).toHaveAttribute("data-stage", "normal", { timeout: 15_000 });
    await expect
      .poll(() => player.getByTestId("lecture-video").evaluate((v: HTMLVideoElement) => v.currentTime), {
        timeout: 20_000,
      })
      .toBeGreaterThan(1);
  });

  test("a learner buys a course with Alipay from its detail page", async ({ page, browser }) => {
    const { token } = await freshLearnerOn(page);
    const course = await paidCourse(page.request, token);
    await page.goto(`/course/details?id=${course}`);
    await expect(page.getByRole("link", { name: "开通会员免费学" })).toHaveAttribute("href", "/vip");
    await page.getByRole("link", { name: "立即购买" }).click();
    await expect(page).toHaveURL(new RegExp(`/vip/payment\\?course=${course}$`));
    await page.getByRole("radio", { name: "支付宝" }).check({ force: true });
    await page.getByRole("button", { name: "立即支付" }).click();
    const scanUrl = await qrOf(page, "支付宝");
    await approveOnPhone(browser, scanUrl);
    await expect(page.getByRole("heading", { name: "支付成功" })).toBeVisible({ timeout: 30_000 });
    await page.getByRole("link", { name: "开始学习" }).click();
    await expect(page).toHaveURL(new RegExp(`/course/details\\?id=${course}$`));
    await expect(page.getByText("已购买")).toBeVisible();
    await expect(page.getByRole("link", { name: "立即购买" })).toHaveCount(0);

    // buying it again is refused with the server's reason, the choices kept
    await page.goto(`/vip/payment?course=${course}`);
    await expect(page.getByText("您已购买该课程，无需重复购买")).toBeVisible();
  });

  test("an order left unpaid for 15 minutes closes and can be ordered again", async ({ page }) => {
    await freshLearnerOn(page);
    await page.clock.install();
    await page.goto("/vip/payment?vip=1");
    await page.getByRole("button", { name: "立即支付" }).click();
    await qrOf(page, "微信支付");
    const tradeNo = new URL(page.url()).searchParams.get("tradeNo");
    await page.clock.fastForward("15:01");
    await expect(page.getByText("订单已超时关闭")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("img", { name: /支付二维码/ })).toHaveCount(0);
    await shot(page, "vip-place-order-expired");
    await page.getByRole("link", { name: "我的订单" }).click();
    const row = page.getByRole("article", { name: `订单编号 ${tradeNo}` });
    await expect(row.getByText("已关闭")).toBeVisible();
    await page.goto(`/vip/placeOrder?tradeNo=${tradeNo}`);
    await page.getByRole("link", { name: "重新下单" }).click();
    await expect(page).toHaveURL(/\/vip\/payment\?vip=1$/);
  });

  test("a learner cancels an unpaid order in 我的订单", async ({ page }) => {
    await freshLearnerOn(page);
    await page.goto("/vip/payment?vip=2");
    await page.getByRole("button", { name: "立即支付" }).click();
    await qrOf(page, "微信支付");
    const tradeNo = new URL(page.url()).searchParams.get("tradeNo");
    await page.goto("/center/order");
    const row = page.getByRole("article", { name: `订单编号 ${tradeNo}` });
    await expect(row.getByText("待支付")).toBeVisible();
    await expect(row.getByRole("link", { name: /继续支付/ })).toHaveAttribute(
      "href",
      `/vip/placeOrder?tradeNo=${tradeNo}`,
    );
    await shot(page, "center-order");
    await fitsPhone(page);
    await row.getByRole("button", { name: /取消订单/ }).click();
    await page.getByRole("button", { name: "确定" }).click();
    await expect(page.getByText("订单已取消")).toBeVisible();
    await expect(row.getByText("已关闭")).toBeVisible();
    await expect(row.getByRole("button", { name: /取消订单/ })).toHaveCount(0);
  });
});
