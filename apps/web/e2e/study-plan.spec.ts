import { expect, type Page } from "@playwright/test";
import { registerFreshLearner } from "./support/learner-accounts";
import { test } from "./support/test";

// A learner's way through study plans against the real server: no plan yet in 学习方案, a goal set on /studyPlan
// gives a plan, its next lecture opens in the player, a stage exam keeps its answers across a reload and ends in a
// score with the analysis. A fresh account, so no seeded learner's plans change.

async function logIn(page: Page, account: string, password: string) {
  await page.goto("/login");
  await page.getByPlaceholder(/手机号/).fill(account);
  await page.getByPlaceholder(/密码/).fill(password);
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test("set a goal → get a plan → open a lecture from it → take a stage exam → see the score", async ({ page }) => {
  const learner = await registerFreshLearner(page.request);
  await logIn(page, learner.account, learner.password);

  await page.goto("/center/plan");
  await expect(page.getByText("暂时还没有学习方案哦~")).toBeVisible();

  await page.goto("/studyPlan");
  await expect(page.getByRole("heading", { level: 1, name: "推荐课单" })).toBeVisible();
  await page.getByLabel("企业会计").check();
  await page.getByLabel("出口退税").check();
  await page.getByLabel("岗位技能提升").check();
  await page.getByLabel("每周可学习（小时）").fill("4");
  await page.getByRole("button", { name: "生成学习方案" }).click();

  await expect(page).toHaveURL(/\/studyPlan\/detail\/\d+$/);
  const planUrl = page.url();
  await expect(page.getByRole("heading", { level: 2, name: "第1阶段 · 出口退税" })).toBeVisible();
  await expect(page.getByText(/2026年\d+月第\d期：计划\d+分钟/).first()).toBeVisible();
  await expect(page.getByText("暂时还没有学习方案哦~")).toHaveCount(0);

  // the next lecture is a real link into the player
  const next = page.getByRole("link", { name: "继续学习" });
  await expect(next).toHaveAttribute("href", /\/course\/details\?id=\d+&lecture=\d+/);
  await next.click();
  await expect(page).toHaveURL(/\/course\/details\?id=\d+&lecture=\d+/);

  await page.goto(planUrl);
  await page.getByRole("button", { name: "参加测验" }).click();
  await expect(page).toHaveURL(/\/studyPlan\/exam\/\d+$/);
  await expect(page.getByRole("timer")).toHaveText(/1[45]:\d\d/);
  const first = page.locator("fieldset").first();
  await first.locator("label").first().click();
  await expect(first.locator("input").first()).toBeChecked();

  // answers survive a reload
  await page.reload();
  await expect(page.locator("fieldset").first().locator("input").first()).toBeChecked();

  await page.getByRole("button", { name: "交卷" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click();
  await expect(page.getByRole("heading", { name: "测验结果" })).toBeVisible();
  await expect(page.getByTestId("exam-score")).toContainText(/\d+/);
  await expect(page.getByText(/解析：/).first()).toBeVisible();

  // the plan shows the exam, and 学习方案 lists the plan
  await page.getByRole("link", { name: "返回学习方案" }).click();
  await expect(page.getByText(/最高\d+分（已考1次）/)).toBeVisible();
  await page.goto("/center/plan");
  await expect(page.getByRole("main").getByRole("link", { name: /出口退税/ })).toBeVisible();
});
