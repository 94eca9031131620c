import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { workerServer } from "./support/e2e-servers";
import { registerFreshLearner } from "./support/learner-accounts";
import { test } from "./support/test";

// Invoices in Chromium against the real server: a fresh learner buys a VIP membership through the sandbox payment
// provider (API, as the VIP pages do), adds a company invoice title, applies for a 专用发票 for that paid order from
// /center/invoice-apply?tradeNo=…, the operator issues it with the real command (pnpm … invoice:issue), and the
// learner downloads the PDF from /center/invoice-record. Screenshots of the three screens at 1366 and 375 px.

const serverDir = fileURLToPath(new URL("../../server/", import.meta.url));
const COMPANY = {
  name: "北京鑫税通财务咨询有限公司",
  taxNo: "91110000600037341L",
  address: "北京市朝阳区建国路1号",
  phone: "010-12345678",
  bank: "中国工商银行北京分行",
  account: "0200001234567890",
};

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function apiToken(request: APIRequestContext, account: string, password: string): Promise<string> {
  const body = await (await request.post("/api/app/login", { data: { account, password } })).json();
  expect(body.success, body.msg).toBe(true);
  return body.data.token as string;
}

/** A VIP order paid through the sandbox provider: create, pay (QR), approve on the scan page, wait for the notify. */
async function paidVipOrder(request: APIRequestContext, token: string): Promise<{ tradeNo: string; amount: string }> {
  const products = await (await request.get("/api/vipProducts", { headers: auth(token) })).json();
  expect(products.success, products.msg).toBe(true);
  const product = products.data[0];
  const created = await (
    await request.post("/api/order/online/create", {
      headers: auth(token),
      form: {
        storeId: "0",
        productType: "99",
        productId: String(product.id),
        cartNum: "1",
        uniqueId: `e2e-${Date.now()}`,
        payType: "1",
      },
    })
  ).json();
  expect(created.success, created.msg).toBe(true);
  const paying = await (
    await request.post("/api/order/online/pay", {
      headers: auth(token),
      form: { uni: created.data.uni, payType: "1", from: "pc" },
    })
  ).json();
  expect(paying.success, paying.msg).toBe(true);
  const tradeNo = paying.data.tradeNo as string;
  // only the QR's link (with its per-trade secret) opens the scan page: approve through it, on this server
  const scanPage = new URL(paying.data.codeUrl as string).pathname;
  const approved = await request.post(`${scanPage}/approve`, { maxRedirects: 0 });
  expect(approved.status()).toBe(303);
  await expect
    .poll(async () => {
      const verify = await (
        await request.post("/api/order/verifyStatus", {
          headers: auth(token),
          form: { productId: String(product.id), productType: "99", tradeNo, userId: "1" },
        })
      ).json();
      return verify.data?.status;
    })
    .toBe("paid");
  return { tradeNo, amount: paying.data.amount as string };
}

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
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    // no sideways scrolling on a phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("add a company title, apply for a 专用发票 for a paid order, issue it with the command, download the PDF", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const learner = await registerFreshLearner(request);
  const token = await apiToken(request, learner.account, learner.password);
  const order = await paidVipOrder(request, token);

  // 1. the title
  await logIn(page, learner.account, learner.password, "/center/invoice-title");
  await expect(page.getByText("还没有发票抬头")).toBeVisible();
  await page.getByRole("button", { name: "新增抬头" }).last().click();
  await page.getByLabel("单位名称").fill(COMPANY.name);
  await page.getByLabel("统一社会信用代码").fill("91110000600037341X");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("统一社会信用代码不正确，请核对18位代码（校验位不符）")).toBeVisible();
  await page.getByLabel("统一社会信用代码").fill(COMPANY.taxNo.toLowerCase());
  await page.getByLabel(/注册地址/).fill(COMPANY.address);
  await page.getByLabel(/注册电话/).fill(COMPANY.phone);
  await page.getByLabel(/开户银行/).fill(COMPANY.bank);
  await page.getByLabel(/银行账号/).fill(COMPANY.account);
  await page.getByRole("button", { name: "保存" }).click();
  const card = page.getByRole("article", { name: `发票抬头 ${COMPANY.name}` });
  await expect(card).toBeVisible();
  await expect(card.getByText(COMPANY.taxNo)).toBeVisible();
  await expect(card.getByText("默认")).toBeVisible();
  await expect(card.getByText("可开专票")).toBeVisible();
  await screenshots(page, "/center/invoice-title", "invoice-title");

  // 2. the application, reached from the order list's link
  await page.goto(`/center/invoice-apply?tradeNo=${order.tradeNo}`);
  const option = page.getByRole("checkbox", { name: new RegExp(order.tradeNo) });
  await expect(option).toBeChecked();
  await expect(page.getByTestId("invoice-total")).toHaveText(`¥${order.amount}`);
  await page.getByRole("button", { name: "专用发票" }).click();
  await page.getByLabel("接收邮箱").fill("caiwu@example");
  await page.getByRole("button", { name: "提交申请" }).click();
  await expect(page.getByText("电子邮箱格式不正确")).toBeVisible();
  await page.getByLabel("接收邮箱").fill("caiwu@example.cn");
  await screenshots(page, `/center/invoice-apply?tradeNo=${order.tradeNo}`, "invoice-apply");
  await page.getByRole("button", { name: "专用发票" }).click();
  await page.getByLabel("接收邮箱").fill("caiwu@example.cn");
  await page.getByRole("button", { name: "提交申请" }).click();
  await expect(page.getByRole("status")).toHaveText("发票申请已提交，开具后将发送至您的邮箱");
  await page.getByRole("link", { name: "查看开票记录" }).click();
  await expect(page).toHaveURL(/\/center\/invoice-record$/);
  const record = page.getByRole("article", { name: `发票申请 ${COMPANY.name}` });
  await expect(record.getByText("申请中")).toBeVisible();

  // the order is no longer offered
  await page.goto("/center/invoice-apply");
  await expect(page.getByText("暂无可开票的订单")).toBeVisible();

  // 3. the operator issues it with the command, through the running server
  const list = await (await request.get("/api/invoice/application/list", { headers: auth(token) })).json();
  const applicationId = list.data.list[0].id as number;
  const output = execFileSync("pnpm", ["--silent", "invoice:issue", String(applicationId)], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(workerServer().port), DATA_DIR: workerServer().dataDir },
    encoding: "utf8",
  });
  expect(output).toContain(`申请 ${applicationId} 已开具`);

  // 4. download
  await page.goto("/center/invoice-record");
  await expect(record.getByText("已开具")).toBeVisible();
  const downloading = page.waitForEvent("download");
  await record.getByRole("button", { name: "下载 PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^发票-\d{20}\.pdf$/);
  const file = readFileSync(await download.path());
  expect(file.subarray(0, 5).toString()).toBe("%PDF-");
  expect(file.length).toBeGreaterThan(10_000);
  await screenshots(page, "/center/invoice-record", "invoice-record");

  // another learner gets nothing of it
  const other = await registerFreshLearner(request);
  const otherToken = await apiToken(request, other.account, other.password);
  const foreign = await request.get(`/api/invoice/pdf/${applicationId}`, { headers: auth(otherToken) });
  expect(foreign.status()).toBe(404);
});
