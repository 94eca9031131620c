import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { registerFreshLearner } from "./support/learner-accounts";
import { signIn } from "./support/sign-in";
import { test } from "./support/test";

// A message left out of hours and its answer, against the real server: a freshly registered learner writes on a
// Saturday (no agent online), the agent (seeded staff 13800000009) answers it from the 客服工作台, and the learner
// finds the answer as a 站内消息 and, following it, in the chat window. The service-hours clock is moved through
// the sandbox route; the left message carries the run's stamp, so the agent answers this run's message.

const STAFF = "13800000009";
const PASSWORD = "Learner#2026";
const SATURDAY_MORNING = "2026-11-28T02:00:00.000Z";
const STAMP = Date.now().toString(36).slice(-5).toUpperCase();
const QUESTION = `周末想确认一下发票抬头能否修改？${STAMP}`;
const ANSWER = `可以，在订单页申请红冲后重新开具即可。${STAMP}`;

test.describe.configure({ mode: "serial" });

async function setServiceClock(request: APIRequestContext, at: string | null) {
  const response = await request.post("/api/dev/support-chat/clock", {
    data: { at },
    headers: { "x-sms-sandbox-token": process.env.SMS_SANDBOX_TOKEN ?? "" },
  });
  const body = await response.json();
  expect(body.success, body.msg).toBe(true);
}

async function shoot(page: Page, name: string) {
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `e2e/screenshots/support-ticket-answer-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test.afterAll(async ({ request }) => {
  await setServiceClock(request, null);
});

test("a learner writes out of hours, the agent answers, the learner sees it in messages and in the chat", async ({
  browser,
  request,
}) => {
  await setServiceClock(request, SATURDAY_MORNING);
  const learner = await registerFreshLearner(request);
  const masked = `${learner.account.slice(0, 3)}****${learner.account.slice(-4)}`;

  const learnerContext = await browser.newContext();
  await signIn(learnerContext, learner.account, learner.password);
  const chat = await learnerContext.newPage();
  await chat.goto("/service/chat");
  await expect(chat.getByText(/当前为非服务时间/)).toBeVisible();
  await chat.getByRole("textbox", { name: "留言" }).fill(QUESTION);
  await chat.getByRole("button", { name: "提交留言" }).click();
  await expect(chat.getByText("留言已提交，我们会在工作时间尽快联系您")).toBeVisible();
  await chat.close();

  const agentContext = await browser.newContext();
  await signIn(agentContext, STAFF, PASSWORD);
  const agent = await agentContext.newPage();
  await agent.goto("/service/agent");
  const ticket = agent.getByRole("list", { name: "留言工单" }).getByRole("listitem").filter({ hasText: QUESTION });
  await expect(ticket).toBeVisible();
  const reply = ticket.getByRole("textbox", { name: `回复 ${masked} 的留言` });
  await ticket.getByRole("button", { name: "发送回复" }).click();
  await expect(ticket.getByText("请输入回复内容")).toBeVisible();
  await reply.fill(ANSWER);
  await shoot(agent, "console");
  await ticket.getByRole("button", { name: "发送回复" }).click();
  await expect(agent.getByText("回复已发送，学员会在站内消息和客服窗口中看到")).toBeVisible();
  await expect(ticket).toContainText(`已回复：${ANSWER}`);
  await expect(ticket.getByRole("textbox")).toHaveCount(0);
  await shoot(agent, "answered");
  await agentContext.close();

  const page = await learnerContext.newPage();
  await page.goto("/center/message");
  const message = page.getByRole("link", { name: "客服已回复您的留言" });
  await expect(message).toBeVisible();
  await expect(page.getByText(ANSWER)).toBeVisible();
  await message.click();
  await expect(page).toHaveURL(/\/service\/chat$/);
  await expect(page.getByText(QUESTION)).toBeVisible();
  await expect(page.getByText(ANSWER)).toBeVisible();
  await shoot(page, "learner-chat");
  await learnerContext.close();
});
