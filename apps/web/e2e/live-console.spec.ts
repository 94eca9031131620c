import { expect, type Page } from "@playwright/test";
import { registerFreshLearner } from "./support/learner-accounts";
import { signIn } from "./support/sign-in";
import { test } from "./support/test";

// 直播管理 in Chromium against the real server: an editor (seeded 13800000011) schedules a session for tomorrow and
// reads its stream key; a learner registered for the test finds it on /liveList and books it; the editor moves it
// and the learner has a 直播时间调整 message. The session's title carries the run's stamp and no seeded session is
// touched, so the specs after this one meet the seed as it was (one more upcoming session, as any run may add).

const SHOTS = "e2e/screenshots";
const EDITOR = "13800000011";
const PASSWORD = "Learner#2026";
const STAMP = Date.now().toString(36).slice(-5).toUpperCase();
const TITLE = `控制台直播：个税汇算答疑${STAMP}`;

/** The Beijing date `days` from today, as the form's YYYY-MM-DD. */
const beijingDay = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function shoot(page: Page, name: string) {
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/live-console-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test("an editor schedules a live session and sees its key; a learner books it; a move reaches the learner", async ({
  browser,
}) => {
  const editorContext = await browser.newContext();
  await signIn(editorContext, EDITOR, PASSWORD);
  const page = await editorContext.newPage();

  await page.goto("/admin/lives");
  await expect(page.getByRole("link", { name: "直播管理" })).toBeVisible();
  await expect(page.getByRole("table", { name: "直播场次" })).toBeVisible();
  await shoot(page, "list");

  // a new session: an end before the start is refused with the field named, then it is created
  await page.getByRole("button", { name: "新建直播" }).click();
  const form = page.getByRole("form", { name: "新建直播" });
  await form.getByRole("textbox", { name: "直播标题", exact: true }).fill(TITLE);
  await form.getByLabel("主讲人", { exact: true }).selectOption({ index: 1 });
  await form.getByLabel("开始时间（北京时间）").fill(`${beijingDay(1)}T20:00`);
  await form.getByLabel("结束时间（北京时间）").fill(`${beijingDay(1)}T19:00`);
  await form.getByLabel("直播简介", { exact: true }).fill("逐条解答年度汇算中的常见问题。");
  await form.getByRole("button", { name: "创建直播" }).click();
  await expect(form.getByRole("alert")).toHaveText("结束时间：须晚于开始时间");
  await form.getByLabel("结束时间（北京时间）").fill(`${beijingDay(1)}T21:00`);
  await form.getByLabel("封面", { exact: true }).selectOption({ index: 2 });
  await expect(form.getByRole("img", { name: "封面预览" })).toHaveAttribute("src", /^\/media\/lives\/\d+\.svg$/);
  await shoot(page, "form");
  await form.getByRole("button", { name: "创建直播" }).click();

  // the key panel of the new session
  const keyPanel = page.getByRole("region", { name: "推流信息" });
  await expect(keyPanel.getByRole("heading", { name: `推流信息：${TITLE}` })).toBeVisible();
  const key = (await keyPanel.getByTestId("stream-key").textContent()) ?? "";
  expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
  await expect(keyPanel.getByText(/^rtmp:\/\//)).toBeVisible();
  await shoot(page, "key");
  await keyPanel.getByRole("button", { name: "返回直播列表" }).click();
  const row = page.getByRole("table", { name: "直播场次" }).getByRole("row", { name: new RegExp(TITLE) });
  await expect(row).toContainText("未开始");
  await expect(row).toContainText(`${beijingDay(1)} 20:00`);
  const liveId = Number((await row.getByRole("link", { name: TITLE }).getAttribute("href"))!.split("=")[1]);

  // a learner finds it on the list of upcoming sessions and books it; the key is nowhere in what they get
  const learnerContext = await browser.newContext();
  const learner = await registerFreshLearner(learnerContext.request);
  await signIn(learnerContext, learner.account, learner.password);
  const learnerPage = await learnerContext.newPage();
  const learnerBodies: string[] = [];
  learnerPage.on("response", async (response) => {
    if (response.url().includes("/api/")) learnerBodies.push(await response.text().catch(() => ""));
  });
  await learnerPage.goto("/liveList?status=0&pageSize=50");
  const cell = learnerPage
    .getByRole("article")
    .filter({ has: learnerPage.getByRole("heading", { name: TITLE, exact: true }) });
  await cell.getByRole("button", { name: "报名预约" }).click();
  await expect(cell.getByRole("button", { name: "已预约" })).toBeDisabled();
  await learnerPage.goto(`/liveDetail?id=${liveId}`);
  await expect(learnerPage.getByRole("heading", { name: TITLE })).toBeVisible();
  expect(learnerBodies.length).toBeGreaterThan(0);
  for (const body of learnerBodies) expect(body).not.toContain(key);

  // the editor finds it by title with its booking, and moves it a day later
  await page.getByRole("form", { name: "搜索" }).getByRole("textbox", { name: "直播标题" }).fill(TITLE);
  await page.getByRole("button", { name: "搜索" }).click();
  await expect(page.getByRole("table", { name: "直播场次" }).getByRole("row")).toHaveCount(2);
  await expect(row.getByRole("cell").nth(5)).toHaveText("1");
  await row.getByRole("button", { name: "编辑" }).click();
  const edit = page.getByRole("form", { name: `编辑直播 ${liveId}` });
  await expect(edit.getByText("已有 1 位学员预约")).toBeVisible();
  await edit.getByLabel("开始时间（北京时间）").fill(`${beijingDay(2)}T20:00`);
  await edit.getByLabel("结束时间（北京时间）").fill(`${beijingDay(2)}T21:30`);
  await edit.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("已保存，已通知 1 位预约学员新的开播时间")).toBeVisible();
  await expect(row).toContainText(`${beijingDay(2)} 20:00`);

  // the learner's messages hold the change
  await learnerPage.goto("/center/message");
  const message = learnerPage.getByText(
    new RegExp(`您预约的直播「${TITLE}」开播时间由 .+ 调整为 ${beijingDay(2)} 20:00`),
  );
  await expect(message).toBeVisible();
  await shoot(learnerPage, "learner-message");

  await learnerContext.close();
  await editorContext.close();
});
