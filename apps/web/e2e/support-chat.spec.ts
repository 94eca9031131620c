import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { registerFreshLearner } from "./support/learner-accounts";
import { test } from "./support/test";

// Live customer service (在线客服) against the real server: the side toolbar opens the chat in a new window (login
// first), a learner and an agent chat in two browser contexts (queue, claim, typing, read marks, history after a
// reload, close), and outside the service hours the window shows the hotline and a form whose message the console
// lists. The service-hours clock is moved through the sandbox route (the server's own clock is untouched).

const STAFF = "13800000009";
const PASSWORD = "Learner#2026";
/** Monday 10:00 and Saturday 10:00 in Beijing. */
const MONDAY_MORNING = "2026-11-23T02:00:00.000Z";
const SATURDAY_MORNING = "2026-11-28T02:00:00.000Z";

test.describe.configure({ mode: "serial" });

async function setServiceClock(request: APIRequestContext, at: string | null) {
  const response = await request.post("/api/dev/support-chat/clock", {
    data: { at },
    headers: { "x-sms-sandbox-token": process.env.SMS_SANDBOX_TOKEN ?? "" },
  });
  const body = await response.json();
  expect(body.success, body.msg).toBe(true);
}

async function logIn(page: Page, account: string, password: string) {
  await page.getByPlaceholder(/手机号/).fill(account);
  await page.getByPlaceholder(/密码/).fill(password);
  await page.getByRole("button", { name: "登录", exact: true }).click();
}

async function openAs(browser: Browser, path: string, account: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await logIn(page, account, password);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  return { context, page };
}

async function shoot(page: Page, name: string) {
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // a page opened on a phone starts with the toolbar collapsed; this one was opened wide, so collapse it by hand
    const collapse = page.getByRole("button", { name: "收起" });
    if (width === 375 && (await collapse.count()) > 0) await collapse.click();
    // no horizontal scroll at either width
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `e2e/screenshots/support-chat-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test.afterAll(async ({ request }) => {
  await setServiceClock(request, null);
});

test("在线客服 in the side toolbar opens the chat in a new window, through the login for a visitor", async ({
  page,
  request,
}) => {
  await setServiceClock(request, MONDAY_MORNING);
  await page.goto("/home");
  const link = page.getByRole("link", { name: "在线客服" });
  await expect(link).toHaveAttribute("target", "_blank");
  const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
  await expect(popup).toHaveURL(/\/login\?redirect=%2Fservice%2Fchat$/);
  await logIn(popup, "13800000001", PASSWORD);
  await expect(popup).toHaveURL(/\/service\/chat$/);
  await expect(popup.getByRole("heading", { name: "在线客服" })).toBeVisible();
  await expect(popup.getByText("您好，请描述您的问题，客服将尽快为您解答")).toBeVisible();
});

test("a learner and an agent chat: queue, claim, typing, read marks, history after a reload, close", async ({
  browser,
  request,
}) => {
  await setServiceClock(request, MONDAY_MORNING);
  const account = await registerFreshLearner(request);
  const learner = await openAs(browser, "/service/chat", account.account, account.password);
  const agent = await openAs(browser, "/service/agent", STAFF, PASSWORD);
  const chat = learner.page;
  const console_ = agent.page;
  const masked = `${account.account.slice(0, 3)}****${account.account.slice(-4)}`;

  await expect(console_.getByRole("heading", { name: "客服工作台" })).toBeVisible();
  await chat.getByRole("textbox").fill("请问<b>发票</b>怎么开？");
  await chat.getByRole("button", { name: "发送" }).click();
  await expect(chat.getByText("请问<b>发票</b>怎么开？")).toBeVisible();
  await expect(chat.getByText("正在为您转接客服，请稍候…")).toBeVisible();

  // the queue shows it at once; the agent takes it
  const queue = console_.getByRole("list", { name: "排队中的会话" });
  const item = queue.getByRole("listitem").filter({ hasText: masked });
  await expect(item).toContainText("请问<b>发票</b>怎么开？");
  await item.getByRole("button", { name: "接待" }).click();
  await expect(chat.getByText("客服小税 为您服务", { exact: true })).toBeVisible();
  await expect(chat.getByText("您好，客服小税为您服务")).toBeVisible();
  // the agent has the conversation on screen, so the learner's message is read
  await expect(chat.getByText(/· 已读$/)).toBeVisible();

  // typing shows on the other side, then the reply
  await console_.getByRole("textbox").pressSequentially("您好", { delay: 20 });
  await expect(chat.getByText("客服正在输入…")).toBeVisible();
  await console_.getByRole("textbox").fill("您好，请在学员中心的订单里申请开票。");
  await console_.getByRole("textbox").press("Enter");
  await expect(chat.getByText("您好，请在学员中心的订单里申请开票。")).toBeVisible();
  await expect(chat.getByText("客服正在输入…")).toHaveCount(0);
  // the learner's window is in view: the reply is read
  await expect(console_.getByText(/· 已读$/)).toBeVisible();
  await chat.getByRole("textbox").pressSequentially("好的", { delay: 20 });
  await expect(console_.getByText("学员正在输入…")).toBeVisible();
  await shoot(chat, "window");
  await shoot(console_, "agent");

  // a reload connects again and gets the whole history from the server
  await chat.reload();
  await expect(chat.getByText("请问<b>发票</b>怎么开？")).toBeVisible();
  await expect(chat.getByText("您好，请在学员中心的订单里申请开票。")).toBeVisible();
  await expect(chat.getByText("客服小税 为您服务", { exact: true })).toBeVisible();
  await chat.getByRole("textbox").fill("谢谢");
  await chat.getByRole("textbox").press("Enter");
  await expect(console_.getByText("谢谢", { exact: true })).toBeVisible();

  await console_.getByRole("button", { name: "结束会话" }).click();
  await expect(chat.getByText("本次会话已结束，如有问题可以继续发送消息")).toBeVisible();
  await expect(console_.getByText("从左侧选择一个会话开始接待")).toBeVisible();
  await learner.context.close();
  await agent.context.close();
});

test("outside the service hours: the hotline and a message form whose message the console lists", async ({
  browser,
  request,
}) => {
  await setServiceClock(request, SATURDAY_MORNING);
  const account = await registerFreshLearner(request);
  const learner = await openAs(browser, "/service/chat", account.account, account.password);
  const chat = learner.page;
  await expect(chat.getByText(/当前为非服务时间/)).toBeVisible();
  await expect(chat.getByRole("form", { name: "留言" }).getByText("400-000-0000")).toBeVisible();
  await expect(chat.getByRole("button", { name: "发送" })).toHaveCount(0);
  await chat.getByRole("button", { name: "提交留言" }).click();
  await expect(chat.getByText("请输入留言内容")).toBeVisible();
  await chat.getByRole("textbox", { name: "留言" }).fill("周六想咨询一下团购课程的价格，请回电。");
  await chat.getByLabel("联系电话").fill("123");
  await chat.getByRole("button", { name: "提交留言" }).click();
  await expect(chat.getByText("请输入正确的手机号，或留空")).toBeVisible();
  await chat.getByLabel("联系电话").fill("13911112222");
  await shoot(chat, "offline");
  await chat.getByRole("button", { name: "提交留言" }).click();
  await expect(chat.getByText("留言已提交，我们会在工作时间尽快联系您")).toBeVisible();

  const agent = await openAs(browser, "/service/agent", STAFF, PASSWORD);
  const tickets = agent.page.getByRole("list", { name: "留言工单" });
  const ticket = tickets.getByRole("listitem").filter({ hasText: "周六想咨询一下团购课程的价格，请回电。" });
  await expect(ticket).toContainText("联系电话：13911112222");
  await ticket.getByRole("button", { name: "标记已处理" }).click();
  await expect(ticket).toContainText("已处理");
  await learner.context.close();
  await agent.context.close();
});

test("a learner account cannot open the agent console", async ({ browser, request }) => {
  await setServiceClock(request, MONDAY_MORNING);
  const learner = await openAs(browser, "/service/agent", "13800000002", PASSWORD);
  await expect(learner.page.getByText("仅客服人员可以使用客服工作台").first()).toBeVisible();
  await expect(learner.page.getByRole("button", { name: "接待" })).toHaveCount(0);
  await learner.context.close();
});
