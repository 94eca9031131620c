import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { registerFreshLearner } from "./support/learner-accounts";
import { apiToken, signIn } from "./support/sign-in";
import { test } from "./support/test";

// The operator console (/admin) in Chromium against the real server: a finance operator (seeded 13800000012)
// approves a learner's refund request and the learner sees the order refunded; a learner who opens /admin meets
// 无权访问 and a visitor the login. The learner is registered for the test, so the seeded accounts stay as they were.

const SHOTS = "e2e/screenshots";
const OPERATOR_PASSWORD = "Learner#2026";
const FINANCE = "13800000012";
const ADMIN = "13800000010";

/** A course the learner buys through the sandbox provider, then asks to refund: its order number. */
async function refundRequestedOrder(request: APIRequestContext, token: string): Promise<string> {
  const auth = { authorization: `Bearer ${token}` };
  let courseId = 0;
  for (let id = 1001; id < 1100 && !courseId; id++) {
    const body = await (await request.get(`/api/onlineProduct/lectures/${id}`, { headers: auth })).json();
    if (body.success && body.data.entitled === false && body.data.lectures.length > 0) courseId = id;
  }
  const detail = await (await request.get(`/api/onlineProduct/detail/${courseId}`, { headers: auth })).json();
  const created = await (
    await request.post("/api/order/online/create", {
      headers: auth,
      form: {
        storeId: "0",
        productType: String(detail.data.productType),
        productId: String(courseId),
        cartNum: "1",
        uniqueId: `admin-e2e-${Date.now()}`,
        payType: "1",
      },
    })
  ).json();
  expect(created.success, created.msg).toBe(true);
  const { uni, tradeNo } = created.data as { uni: string; tradeNo: string };
  const pay = await (
    await request.post("/api/order/online/pay", { headers: auth, form: { uni, payType: "1", from: "pc" } })
  ).json();
  expect(pay.success, pay.msg).toBe(true);
  // only the QR's link (with its per-trade secret) opens the scan page: approve through it, on this server
  await request.post(`${new URL(pay.data.codeUrl as string).pathname}/approve`, { maxRedirects: 0 });
  await expect
    .poll(
      async () => (await (await request.get(`/api/order/detail/${tradeNo}`, { headers: auth })).json()).data.status,
      {
        timeout: 20_000,
      },
    )
    .toBe("paid");
  const refund = await (
    await request.post("/api/order/refund", { headers: auth, form: { tradeNo, reason: "课程内容与预期不符" } })
  ).json();
  expect(refund.success, refund.msg).toBe(true);
  return tradeNo;
}

async function shot(page: Page, name: string) {
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(300);
    if (width === 375) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SHOTS}/admin-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe("the operator console", () => {
  test("a finance operator approves a refund and the learner sees the order refunded", async ({ browser }) => {
    const learnerContext = await browser.newContext();
    const { account, password } = await registerFreshLearner(learnerContext.request);
    const learnerToken = await signIn(learnerContext, account, password);
    const tradeNo = await refundRequestedOrder(learnerContext.request, learnerToken);

    const financeContext = await browser.newContext();
    await signIn(financeContext, FINANCE, OPERATOR_PASSWORD);
    const page = await financeContext.newPage();
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const menu = page.getByRole("navigation", { name: "运营后台" });
    await expect(menu.getByRole("link")).toHaveText(["数据概览", "订单与退款", "发票", "会员商品"]);
    await menu.getByRole("link", { name: "订单与退款" }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await page.getByLabel("状态").selectOption("refunding");
    await page.getByLabel("手机号").fill(account);
    await page.getByRole("button", { name: "筛选" }).click();
    const table = page.getByRole("table", { name: "订单号" });
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table).toContainText("退款中");
    await shot(page, "orders");
    await table.getByRole("link", { name: tradeNo }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${tradeNo}$`));
    await expect(page.getByText("课程内容与预期不符").first()).toBeVisible();
    await shot(page, "order-detail");
    await page.getByRole("button", { name: "批准退款" }).click();
    const dialog = page.getByRole("alertdialog", { name: "批准退款" });
    await expect(dialog).toContainText("款项将原路退回");
    await dialog.getByRole("button", { name: "确定" }).click();
    await expect(page.getByText("退款已批准，款项已原路退回")).toBeVisible();
    await expect(page.getByRole("region", { name: "详情" })).toContainText("已退款");
    await expect(page.getByRole("button", { name: "批准退款" })).toHaveCount(0);

    // the learner, in their own browser, sees it refunded
    const learnerPage = await learnerContext.newPage();
    await learnerPage.goto("/center/order");
    const row = learnerPage.getByRole("article", { name: `订单编号 ${tradeNo}` });
    await expect(row.getByText("已退款")).toBeVisible();

    // the approval is in the audit log, for admins
    const adminContext = await browser.newContext();
    await signIn(adminContext, ADMIN, OPERATOR_PASSWORD);
    const adminPage = await adminContext.newPage();
    await adminPage.goto(`/admin/audit?target=order:${tradeNo}`);
    const audit = adminPage.getByRole("table", { name: "操作日志" });
    await expect(audit).toContainText("退款审核");
    await expect(audit).toContainText("财务专员（138****0012）");
    await shot(adminPage, "audit");
    await Promise.all([learnerContext.close(), financeContext.close(), adminContext.close()]);
  });

  test("a finance operator puts a VIP product and a question on /vip, then takes both away", async ({ browser }) => {
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    const name = `双月会员${stamp}`;
    const question = `会员到期后学习记录会保留吗？${stamp}`;
    const financeContext = await browser.newContext();
    await signIn(financeContext, FINANCE, OPERATOR_PASSWORD);
    const page = await financeContext.newPage();
    await page.goto("/admin/vip");
    await page.getByRole("button", { name: "新建会员商品" }).click();
    const form = page.getByRole("form", { name: "新建会员商品" });
    await form.getByRole("textbox", { name: "名称", exact: true }).fill(name);
    await form.getByRole("textbox", { name: "价格（元）", exact: true }).fill("0");
    await form.getByLabel("会员权益（每行一项）", { exact: true }).fill("全部会员课程畅学\n政策解读每周更新");
    await form.getByRole("button", { name: "保存" }).click();
    await expect(form.getByRole("alert")).toHaveText("价格：全站会员商品不能免费，仅机构专属商品可填 0");
    await form.getByRole("textbox", { name: "价格（元）", exact: true }).fill("58");
    await form.getByLabel("原价（元）", { exact: true }).fill("78");
    await form.getByLabel("有效天数", { exact: true }).fill("60");
    await form.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("会员商品已创建")).toBeVisible();
    const products = page.getByRole("table", { name: "会员商品" });
    await expect(products.getByRole("row", { name: new RegExp(name) })).toContainText("在售");

    const faqs = page.getByRole("region", { name: "常见问题" });
    await faqs.getByRole("button", { name: "新建问题" }).click();
    await faqs.getByRole("textbox", { name: "问题", exact: true }).fill(question);
    await faqs.getByLabel("回答", { exact: true }).fill("会保留。续费后可继续学习。");
    await faqs.getByRole("button", { name: "保存问题" }).click();
    await expect(faqs.getByRole("table", { name: "常见问题" })).toContainText(question);
    await shot(page, "vip");

    // a visitor's /vip shows both
    const visitor = await browser.newPage();
    await visitor.goto("/vip");
    await expect(visitor.getByRole("article", { name })).toContainText("¥58.00");
    await expect(visitor.getByText(question)).toBeVisible();

    // off sale, and the question deleted: gone from /vip
    await products
      .getByRole("row", { name: new RegExp(name) })
      .getByRole("button", { name: "编辑" })
      .click();
    const edit = page.getByRole("form", { name: /^编辑会员商品/ });
    await edit.getByLabel("状态", { exact: true }).selectOption("0");
    await edit.getByRole("button", { name: "保存" }).click();
    await expect(products.getByRole("row", { name: new RegExp(name) })).toContainText("已下架");
    await faqs
      .getByRole("row", { name: new RegExp(question) })
      .getByRole("button", { name: "删除" })
      .click();
    await page.getByRole("alertdialog", { name: "删除问题" }).getByRole("button", { name: "确定" }).click();
    await expect(faqs.getByRole("table", { name: "常见问题" })).not.toContainText(question);
    await visitor.reload();
    await expect(visitor.getByRole("heading", { level: 1, name: "VIP会员" })).toBeVisible();
    await expect(visitor.getByRole("article", { name })).toHaveCount(0);
    await expect(visitor.getByText(question)).toHaveCount(0);
    await Promise.all([financeContext.close(), visitor.close()]);
  });

  test("a learner meets 无权访问, a visitor the login, and the learner's pages never load the console", async ({
    browser,
  }) => {
    const visitor = await browser.newPage();
    await visitor.goto("/admin/orders");
    await expect(visitor).toHaveURL(/\/login\?redirect=%2Fadmin%2Forders$/);
    await visitor.close();

    const context = await browser.newContext();
    const { account, password } = await registerFreshLearner(context.request);
    await signIn(context, account, password);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/home");
    await expect(page.getByRole("searchbox").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((url) => /admin-console|orders-section|AdminShell/.test(url))).toEqual([]);
    await page.goto("/admin");
    await expect(page.getByRole("region", { name: "无权访问" })).toBeVisible();
    await expect(page.getByText("运营后台仅对运营人员开放")).toBeVisible();
    await shot(page, "forbidden");
    // the server refuses the learner too, whatever the page shows
    const token = await page.evaluate(() => window.localStorage.getItem("token"));
    const list = await (
      await context.request.get("/api/admin/orders", { headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(list).toMatchObject({ status: 403, msg: "无权访问：该操作需要财务 或 管理员角色" });
    await context.close();
  });

  test("an admin creates an organisation and its sealed login link works for a learner", async ({ browser }) => {
    const context = await browser.newContext();
    await signIn(context, ADMIN, OPERATOR_PASSWORD);
    const page = await context.newPage();
    await page.goto("/admin/orgs");
    await page.getByRole("button", { name: "新建机构" }).click();
    const form = page.getByRole("form", { name: "机构配置" });
    const name = `测试机构${Date.now() % 100000}`;
    await form.getByLabel("机构名称").fill(name);
    await form.getByLabel("平台代码").fill("E2E_ORG");
    await form.getByRole("checkbox", { name: "显示侧边栏" }).uncheck();
    await form.getByRole("checkbox", { name: "微课" }).uncheck();
    const preview = form.getByRole("figure", { name: "品牌预览" });
    await expect(preview).not.toContainText("微课");
    await expect(preview).not.toContainText("侧边栏");
    await shot(page, "org-form");
    await form.getByRole("button", { name: "保存" }).click();
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: "生成登录链接" }).click();
    const link = await row.getByRole("link").getAttribute("href");
    expect(link).toMatch(/\/orgLogin\?orgId=\d+&content=/);
    await shot(page, "orgs");

    // a learner with no account opens the link in their own browser and lands signed in to the organisation
    const learner = await browser.newPage();
    await learner.goto(new URL(link ?? "").pathname + new URL(link ?? "").search);
    await expect(learner).not.toHaveURL(/orgLogin/, { timeout: 20_000 });
    await expect.poll(() => learner.evaluate(() => window.localStorage.getItem("token"))).not.toBeNull();
    await learner.close();
    await context.close();
  });

  test("an admin reads the dashboard, disables a learner, resets their password and makes them an editor", async ({
    browser,
  }) => {
    const learnerContext = await browser.newContext();
    const { account, password } = await registerFreshLearner(learnerContext.request);
    const context = await browser.newContext();
    await signIn(context, ADMIN, OPERATOR_PASSWORD);
    const page = await context.newPage();
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const today = page.getByRole("region", { name: /^今日概览/ });
    await expect(today).toContainText("新增学员");
    await expect(today).toContainText("直播在线");
    await expect(page.locator("canvas")).toBeVisible();
    await page.getByText("查看数据表").click();
    await expect(page.getByRole("table", { name: "近 30 天趋势" }).getByRole("row")).toHaveCount(31);
    await shot(page, "dashboard");

    await page.getByRole("navigation", { name: "运营后台" }).getByRole("link", { name: "用户管理" }).click();
    await page.getByLabel("手机号或姓名").fill(account);
    await page.getByRole("button", { name: "筛选" }).click();
    const table = page.getByRole("table", { name: "用户列表" });
    await expect(table.getByRole("row")).toHaveCount(2);
    await shot(page, "users");
    await table.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/admin\/users\/\d+$/);

    // disabled: the learner can no longer log in
    await page.getByRole("button", { name: "禁用账号" }).click();
    const prompt = page.getByRole("alertdialog", { name: "禁用账号" });
    await prompt.getByRole("textbox").fill("测试禁用");
    await prompt.getByRole("button", { name: "确定" }).click();
    await expect(page.getByText("已禁用该账号，其登录已全部失效")).toBeVisible();
    await expect(page.getByRole("region", { name: "详情" })).toContainText("原因：测试禁用");
    const refused = await (await learnerContext.request.post("/api/app/login", { data: { account, password } })).json();
    expect(refused.success).toBe(false);
    await page.getByRole("button", { name: "启用账号" }).click();
    await page.getByRole("alertdialog", { name: "启用账号" }).getByRole("button", { name: "确定" }).click();
    await expect(page.getByText("已启用该账号")).toBeVisible();

    // a temporary password, shown once, replaces the old one
    await page.getByRole("button", { name: "重置密码" }).click();
    await page.getByRole("alertdialog", { name: "重置密码" }).getByRole("button", { name: "确定" }).click();
    const temporary = (await page.locator("code").textContent()) ?? "";
    expect(temporary).toMatch(/^[A-Za-z0-9]{12}$/);
    await apiToken(learnerContext.request, account, temporary);

    // roles: an editor sees the dashboard in the console
    await page.getByRole("checkbox", { name: "内容编辑" }).check();
    await page.getByRole("button", { name: "保存角色" }).click();
    await expect(page.getByText("角色已保存")).toBeVisible();
    await shot(page, "user-detail");
    const editor = await browser.newContext();
    await signIn(editor, account, temporary);
    const editorPage = await editor.newPage();
    await editorPage.goto("/admin");
    await expect(editorPage).toHaveURL(/\/admin\/dashboard$/);
    await Promise.all([learnerContext.close(), context.close(), editor.close()]);
  });
});
