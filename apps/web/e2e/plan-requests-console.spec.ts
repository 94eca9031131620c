import { expect, type Page } from "@playwright/test";
import { registerFreshLearner } from "./support/learner-accounts";
import { apiToken, signIn } from "./support/sign-in";
import { test } from "./support/test";

// 人工定制课单 from the console against the real server: a freshly registered learner asks for a hand-made course
// list, a support operator (seeded 13800000013) finds the request in 定制课单, picks on-sale courses and fulfils it,
// and the learner finds the 站内消息 and opens the plan from it. The request's goal carries the run's stamp, so the
// operator picks this run's request whatever other specs add.

const SHOTS = "e2e/screenshots";
const SUPPORT = "13800000013";
const PASSWORD = "Learner#2026";
const STAMP = Date.now().toString(36).slice(-5).toUpperCase();
const GOAL = `出口退税岗位入门${STAMP}`;
const PLAN_TITLE = `出口退税定制课单${STAMP}`;

async function shoot(page: Page, name: string) {
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/plan-requests-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test("an operator fulfils a 人工定制课单 request; the learner gets the message and opens the plan", async ({
  browser,
  request,
}) => {
  const learner = await registerFreshLearner(request);
  const token = await apiToken(request, learner.account, learner.password);
  const asked = await (
    await request.post("/api/studyPlan/custom", {
      form: { goal: GOAL, note: "每周能学五小时，偏重申报实务" },
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  expect(asked.success, asked.msg).toBe(true);

  const operatorContext = await browser.newContext();
  await signIn(operatorContext, SUPPORT, PASSWORD);
  const console_ = await operatorContext.newPage();
  await console_.goto("/admin/plan-requests");
  await expect(console_.getByRole("heading", { name: "定制课单" })).toBeVisible();
  const row = console_.getByRole("row").filter({ hasText: GOAL });
  await expect(row).toContainText("待处理");
  await expect(row).toContainText(`${learner.account.slice(0, 3)}****${learner.account.slice(-4)}`);
  await shoot(console_, "list");
  await row.getByRole("link", { name: /处理/ }).click();
  await expect(console_).toHaveURL(/\/admin\/plan-requests\/\d+$/);
  await expect(console_.getByText("每周能学五小时，偏重申报实务")).toBeVisible();

  // pick two on-sale courses found by title, the second one first
  const results = console_.getByRole("list", { name: "搜索结果" });
  await expect(results.getByRole("listitem").first()).toBeVisible();
  await console_.getByRole("textbox", { name: "搜索在售课程" }).fill("增值税");
  await console_.getByRole("button", { name: "搜索", exact: true }).click();
  // the list now holds only courses titled with the keyword
  await expect(results.getByRole("listitem").filter({ hasNotText: "增值税" })).toHaveCount(0);
  const adds = results.getByRole("button", { name: /^加入 / });
  await expect(adds.nth(1)).toBeVisible();
  const first = ((await adds.nth(0).getAttribute("aria-label")) ?? "").replace(/^加入 /, "");
  const second = ((await adds.nth(1).getAttribute("aria-label")) ?? "").replace(/^加入 /, "");
  await adds.nth(0).click();
  await results.getByRole("button", { name: `加入 ${second}` }).click();
  await console_.getByRole("button", { name: `上移 ${second}` }).click();
  await console_.getByLabel(/课单名称/).fill(PLAN_TITLE);
  await console_.getByLabel(/每周学习时间/).fill("5");
  await shoot(console_, "detail");
  await console_.getByRole("button", { name: "生成课单并通知学员" }).click();
  await console_.getByRole("alertdialog").getByRole("button", { name: "确定" }).click();
  await expect(console_.getByText("已生成定制课单，并已通知学员")).toBeVisible();
  const made = console_.getByRole("region", { name: "已生成的课单" });
  await expect(made).toContainText(PLAN_TITLE);
  await expect(made).toContainText(first);
  await expect(made).toContainText(second);
  await shoot(console_, "fulfilled");
  await operatorContext.close();

  const learnerContext = await browser.newContext();
  await signIn(learnerContext, learner.account, learner.password);
  const page = await learnerContext.newPage();
  await page.goto("/center/message");
  const message = page.getByRole("link", { name: "人工定制课单已完成" });
  await expect(message).toBeVisible();
  await expect(page.getByText(`您申请的人工定制课单「${PLAN_TITLE}」已为您准备好`)).toBeVisible();
  await message.click();
  await expect(page).toHaveURL(/\/studyPlan\/detail\/\d+$/);
  await expect(page.getByText(PLAN_TITLE).first()).toBeVisible();
  await expect(page.getByText(first).first()).toBeVisible();
  await learnerContext.close();
});
