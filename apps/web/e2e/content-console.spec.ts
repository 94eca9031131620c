import { type BrowserContext, expect, type Page } from "@playwright/test";
import { pressEditorTool } from "./support/rich-text";
import { storeLogin } from "./support/sign-in";
import { test } from "./support/test";

// The console's content editing in Chromium against the real server: an editor (seeded 13800000011) creates and
// publishes a course and a policy article written with the rich-text editor (a script typed into it never reaches
// the learner); a learner in another browser context finds the policy by search and opens both. Titles carry the
// run's stamp, so nothing seeded changes for the specs after this one.

const SHOTS = "e2e/screenshots";
const PASSWORD = "Learner#2026";
const EDITOR = "13800000011";
const LEARNER = "13800000001";
const STAMP = Date.now().toString(36).slice(-5).toUpperCase();
const COURSE_TITLE = `留抵退税实务精讲${STAMP}`;
const POLICY_TITLE = `关于控制台发布留抵退税新规的公告${STAMP}`;

/** Logs `account` in on every page of the context, the way the login screen leaves storage. */
async function signIn(context: BrowserContext, account: string): Promise<void> {
  const login = await (await context.request.post("/api/app/login", { data: { account, password: PASSWORD } })).json();
  expect(login.success, login.msg).toBe(true);
  const token = login.data.token as string;
  await storeLogin(context, token);
}

async function shoot(page: Page, name: string) {
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/content-console-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test("an editor publishes a course and a rich-text policy; a learner finds the policy and opens both", async ({
  browser,
}) => {
  const editorContext = await browser.newContext();
  await signIn(editorContext, EDITOR);
  const page = await editorContext.newPage();
  // the console's forms and editor add no inline style the site's policy would refuse (each refusal is logged)
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/.test(message.text())) violations.push(message.text());
  });

  // the course: refused with the field named, then saved as a draft and published
  await page.goto("/admin/courses");
  await expect(page.getByRole("link", { name: "课程管理" })).toBeVisible();
  await expect(page.getByRole("link", { name: "机构管理" })).toHaveCount(0);
  await page.getByRole("button", { name: "新建课程" }).click();
  const courseForm = page.getByRole("form", { name: "新建课程" });
  await courseForm.getByRole("textbox", { name: "课程名称", exact: true }).fill(COURSE_TITLE);
  await courseForm.getByLabel("价格（元）", { exact: true }).fill("199.999");
  await courseForm.getByRole("combobox", { name: "分类", exact: true }).selectOption({ index: 1 });
  await courseForm.getByRole("button", { name: "保存草稿" }).click();
  await expect(courseForm.getByRole("alert")).toContainText("价格");
  // free: a paid course would be published 未上架 until a lecture plays (course-withdrawal covers that rule)
  await courseForm.getByLabel("价格（元）", { exact: true }).fill("0");
  await courseForm.getByLabel("原价（元）", { exact: true }).fill("299");
  await courseForm.getByLabel("角标", { exact: true }).selectOption("上新");
  await courseForm.getByLabel("关键词（逗号分隔，最多 6 个）", { exact: true }).fill("留抵退税,增值税");
  await courseForm.getByLabel("课程简介", { exact: true }).fill("从申请条件到退税款核算，讲清增量留抵退税的办理要点。");
  await courseForm.locator("input[type=checkbox]").first().check();
  await shoot(page, "course-form");
  await courseForm.getByRole("button", { name: "保存草稿" }).click();
  const draftRow = page.getByRole("table", { name: "课程草稿" }).getByRole("row", { name: new RegExp(COURSE_TITLE) });
  await expect(draftRow).toBeVisible();
  await draftRow.getByRole("button", { name: "发布" }).click();
  // 发布 says what the course still lacks before it goes out
  const confirm = page.getByRole("alertdialog", { name: "发布课程" });
  await expect(confirm).toContainText("讲次");
  await expect(confirm).toContainText("价格（当前为免费）");
  await confirm.getByRole("button", { name: "确定" }).click();
  await expect(page.getByText("课程已发布")).toBeVisible();
  await page
    .getByRole("searchbox")
    .or(page.getByLabel("课程名称", { exact: true }))
    .first()
    .fill(COURSE_TITLE);
  await page.getByRole("button", { name: "搜索" }).click();
  const courseLink = page.getByRole("table", { name: "已发布的课程" }).getByRole("link", { name: COURSE_TITLE });
  await expect(courseLink).toBeVisible();
  const coursePath = (await courseLink.getAttribute("href"))!;
  // the search is in the address: a reload (or a shared link) shows the same list
  await expect(page).toHaveURL(new RegExp(`/admin/courses\\?keyword=${encodeURIComponent(COURSE_TITLE)}$`));
  await page.reload();
  await expect(courseLink).toBeVisible();
  await shoot(page, "courses");

  // the policy: rich text typed in the editor, with a script that the sanitiser removes on save
  await page.goto("/admin/articles");
  await page.getByRole("button", { name: "新建文章" }).click();
  const articleForm = page.getByRole("form", { name: "新建文章" });
  await articleForm.getByLabel("所属专题", { exact: true }).selectOption({ index: 1 });
  await articleForm.getByRole("textbox", { name: "标题", exact: true }).fill(POLICY_TITLE);
  await articleForm.getByLabel("文号", { exact: true }).fill(`国家税务总局公告2026年第${STAMP}号`);
  await articleForm.getByRole("textbox", { name: "发文机关", exact: true }).fill("国家税务总局");
  await articleForm.getByLabel("地区", { exact: true }).selectOption("浙江省");
  await articleForm.getByLabel("发布日期", { exact: true }).fill("2026-11-01");
  await articleForm.getByLabel("施行日期", { exact: true }).fill("2026-12-01");
  await articleForm.getByLabel("摘要", { exact: true }).fill("明确增量留抵退税的申请条件。");
  const editor = articleForm.getByRole("textbox", { name: "正文" });
  await editor.click();
  await pressEditorTool(articleForm, editor, "二级标题");
  await page.keyboard.type("一、适用范围");
  await page.keyboard.press("Enter");
  await pressEditorTool(articleForm, editor, "加粗");
  await page.keyboard.type("符合条件的纳税人");
  await pressEditorTool(articleForm, editor, "加粗");
  await page.keyboard.type("可申请退还增量留抵税额。<script>window.hacked=1</script>");
  await expect(editor.locator("h2")).toHaveText("一、适用范围");
  await expect(editor.locator("strong")).toHaveText("符合条件的纳税人");
  await shoot(page, "article-form");
  expect(violations).toEqual([]);
  await articleForm.getByRole("button", { name: "保存草稿" }).click();
  const articleRow = page
    .getByRole("table", { name: "政策与案例" })
    .getByRole("row", { name: new RegExp(POLICY_TITLE) });
  await expect(articleRow).toContainText("草稿");
  await articleRow.getByRole("button", { name: "立即发布" }).click();
  await expect(articleRow.getByRole("link", { name: POLICY_TITLE })).toBeVisible();
  await expect(articleRow).toContainText("已发布");
  await shoot(page, "articles");

  // a learner in another browser: the search box finds the policy; the policy and the course open
  const learnerContext = await browser.newContext();
  await signIn(learnerContext, LEARNER);
  const learner = await learnerContext.newPage();
  await learner.goto("/home");
  await learner.getByPlaceholder("请输入课程名").first().fill(POLICY_TITLE);
  await learner.getByPlaceholder("请输入课程名").first().press("Enter");
  await expect(learner).toHaveURL(/\/search\//);
  await learner
    .getByRole("link", { name: new RegExp(POLICY_TITLE) })
    .first()
    .click();
  await expect(learner).toHaveURL(/\/policy\/details\?id=\d+/);
  await expect(learner.getByRole("heading", { level: 1, name: POLICY_TITLE, exact: true })).toBeVisible();
  await expect(learner.locator("strong", { hasText: "符合条件的纳税人" })).toBeVisible();
  await expect(learner.getByText("window.hacked=1", { exact: false })).toBeVisible();
  expect(await learner.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  await learner.goto(coursePath);
  await expect(learner.getByRole("heading", { name: COURSE_TITLE })).toBeVisible();
  await expect(learner.getByText("免费").first()).toBeVisible();

  await learnerContext.close();
  await editorContext.close();
});
