import { expect, type Page } from "@playwright/test";
import { registerFreshLearner } from "./support/learner-accounts";
import { signIn } from "./support/sign-in";
import { test } from "./support/test";

// 专题与课单 in Chromium against the real server: an editor (seeded 13800000011) publishes a theme into the seeded
// 出口退税专题 group and a course list at the end of the 课单 order; a visitor reads the theme and a learner opens
// the course list. Titles carry the run's stamp; the theme joins an existing group and the list sorts last, so the
// specs after this one meet the seeded pages as they were (one more item, as any run may add).

const SHOTS = "e2e/screenshots";
const EDITOR = "13800000011";
const PASSWORD = "Learner#2026";
const STAMP = Date.now().toString(36).slice(-5).toUpperCase();
const THEME_TITLE = `数电发票红冲指引${STAMP}`;
const KEDAN_TITLE = `办税员入门课单${STAMP}`;

async function shoot(page: Page, name: string) {
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/collections-console-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The id in the learner link of the row titled `title`. */
async function idOf(page: Page, title: string): Promise<string> {
  const href = (await page.getByRole("link", { name: title }).getAttribute("href")) ?? "";
  return /(\d+)$/.exec(href)?.[1] ?? "";
}

test("an editor publishes a theme and a course list; a visitor reads the theme, a learner opens the list", async ({
  browser,
}) => {
  const editorContext = await browser.newContext();
  await signIn(editorContext, EDITOR, PASSWORD);
  const page = await editorContext.newPage();

  await page.goto("/admin/collections");
  await expect(page.getByRole("link", { name: "专题与课单" })).toBeVisible();
  await expect(page.getByRole("table", { name: "专题" })).toBeVisible();
  await shoot(page, "list");

  // a theme: a missing body is refused with the field named, then it is published
  await page.getByRole("button", { name: "新建专题" }).click();
  const form = page.getByRole("form", { name: "新建专题" });
  await form.getByRole("textbox", { name: "标题", exact: true }).fill(THEME_TITLE);
  await form.getByRole("combobox", { name: "所属专题（如 出口退税专题）" }).fill("出口退税专题");
  await form.getByRole("textbox", { name: "课程编号（逗号分隔，按顺序）" }).fill("1001,1002");
  await form.getByLabel("摘要", { exact: true }).fill("数电发票开具红字发票的步骤与注意事项。");
  await form.getByRole("button", { name: "保存并发布" }).click();
  await expect(form.getByRole("alert")).toHaveText("正文：请填写内容");
  await form.getByRole("textbox", { name: "正文" }).click();
  await page.keyboard.type("开具红字发票前，先确认购买方是否已用途确认。");
  await shoot(page, "theme-form");
  await form.getByRole("button", { name: "保存并发布" }).click();
  await expect(page.getByText("专题已发布")).toBeVisible();
  const themeId = await idOf(page, THEME_TITLE);
  expect(themeId).not.toBe("");

  // a course list, last in the 课单 order
  await page.getByLabel("类别", { exact: true }).selectOption("kedan");
  await page.getByRole("button", { name: "搜索" }).click();
  await expect(page.getByRole("table", { name: "课单" })).toBeVisible();
  await page.getByRole("button", { name: "新建课单" }).click();
  const kedanForm = page.getByRole("form", { name: "新建课单" });
  await kedanForm.getByRole("textbox", { name: "标题", exact: true }).fill(KEDAN_TITLE);
  await kedanForm.getByRole("textbox", { name: "适合人群" }).fill("新入职办税员");
  await kedanForm.getByRole("spinbutton", { name: "排序（0–999，小的在前）" }).fill("999");
  await kedanForm.getByRole("textbox", { name: "课程编号（逗号分隔，按顺序）" }).fill("1003, 1001");
  await kedanForm.getByLabel("课单介绍", { exact: true }).fill("从申报到退税的入门课程。");
  await shoot(page, "kedan-form");
  await kedanForm.getByRole("button", { name: "保存并发布" }).click();
  await expect(page.getByText("课单已发布")).toBeVisible();
  await page.getByRole("textbox", { name: "标题", exact: true }).fill(STAMP);
  await page.getByRole("button", { name: "搜索" }).click();
  const kedanId = await idOf(page, KEDAN_TITLE);
  expect(kedanId).not.toBe("");
  await editorContext.close();

  // a visitor reads the theme with its body and courses
  const visitor = await browser.newPage();
  await visitor.goto(`/caimiao-custom/details?id=${themeId}`);
  await expect(visitor.getByRole("heading", { level: 1, name: THEME_TITLE })).toBeVisible();
  await expect(visitor.getByTestId("rich-text")).toContainText("开具红字发票前");
  await expect(visitor.getByRole("region", { name: "专题课程" }).getByRole("article")).toHaveCount(2);
  await visitor.close();

  // a learner opens the course list (login required), its courses in the order given
  const learnerContext = await browser.newContext();
  const learner = await registerFreshLearner(learnerContext.request);
  await signIn(learnerContext, learner.account, learner.password);
  const learnerPage = await learnerContext.newPage();
  await learnerPage.goto(`/kedan/detail/${kedanId}`);
  await expect(learnerPage.getByRole("heading", { level: 1, name: KEDAN_TITLE })).toBeVisible();
  await expect(learnerPage.getByText("新入职办税员")).toBeVisible();
  await learnerContext.close();
});
