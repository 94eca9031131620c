import { type BrowserContext, expect, type Page } from "@playwright/test";
import { pressEditorTool } from "./support/rich-text";
import { storeLogin } from "./support/sign-in";
import { test } from "./support/test";

// The console's help-centre and hearing editing in Chromium against the real server: a support account (seeded
// 13800000013) writes a help article with the rich-text editor (a script typed into it never reaches the learner)
// and a learner finds it with the help centre's search and opens it; an editor (13800000011) writes a hearing and a
// visitor opens it. Titles carry the run's stamp and the hearing is dated in the past (off /hearing's first page),
// so nothing seeded changes for the specs after this one.

const SHOTS = "e2e/screenshots";
const PASSWORD = "Learner#2026";
const SUPPORT = "13800000013";
const EDITOR = "13800000011";
const LEARNER = "13800000001";
const STAMP = Date.now().toString(36).slice(-5).toUpperCase();
const HELP_TITLE = `如何申请开具电子发票${STAMP}`;
const HEARING_TITLE = `跨境电商出口退税听证会${STAMP}`;

async function signIn(context: BrowserContext, account: string): Promise<void> {
  const login = await (await context.request.post("/api/app/login", { data: { account, password: PASSWORD } })).json();
  expect(login.success, login.msg).toBe(true);
  await storeLogin(context, login.data.token as string);
}

async function shoot(page: Page, name: string) {
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/help-console-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test("support writes a help article; a learner finds it in the help centre and opens it", async ({ browser }) => {
  const supportContext = await browser.newContext();
  await signIn(supportContext, SUPPORT);
  const page = await supportContext.newPage();
  await page.goto("/admin/help");
  const menu = page.getByRole("navigation", { name: "运营后台" });
  await expect(menu.getByRole("link")).toHaveText(["数据概览", "定制课单", "帮助中心"]);
  await expect(page.getByRole("table", { name: "帮助文章" })).toBeVisible();
  await shoot(page, "list");

  await page.getByRole("button", { name: "新建帮助文章" }).click();
  const form = page.getByRole("form", { name: "新建帮助文章" });
  await form.getByLabel("分类", { exact: true }).selectOption({ label: "发票与报销" });
  await form.getByRole("textbox", { name: "标题", exact: true }).fill("票");
  const editor = form.getByRole("textbox", { name: "正文" });
  await editor.click();
  await page.keyboard.type("在“我的订单”中点击");
  await pressEditorTool(form, editor, "加粗");
  await page.keyboard.type("申请开票");
  await pressEditorTool(form, editor, "加粗");
  await page.keyboard.type("，填写抬头与税号即可。<script>window.hacked=1</script>");
  await form.getByRole("button", { name: "发布", exact: true }).click();
  // the server's refusal names the field; every typed value stays
  await expect(form.getByRole("alert")).toContainText("标题：");
  await form.getByRole("textbox", { name: "标题", exact: true }).fill(HELP_TITLE);
  await form.getByLabel("排序（小的在前）", { exact: true }).fill("99");
  await shoot(page, "form");
  await form.getByRole("button", { name: "发布", exact: true }).click();
  await expect(page.getByText("帮助文章已发布")).toBeVisible();
  await page.getByLabel("标题", { exact: true }).fill(STAMP);
  await page.getByRole("button", { name: "搜索" }).click();
  const row = page.getByRole("table", { name: "帮助文章" }).getByRole("row", { name: new RegExp(HELP_TITLE) });
  await expect(row.getByRole("link", { name: HELP_TITLE })).toBeVisible();
  await expect(row).toContainText("发票与报销");

  // a learner in another browser: the help centre's search finds the new text, and the article opens
  const learnerContext = await browser.newContext();
  await signIn(learnerContext, LEARNER);
  const learner = await learnerContext.newPage();
  await learner.goto("/help/index");
  await learner.getByRole("searchbox", { name: "搜索帮助文章" }).fill("填写抬头与税号");
  await learner.getByRole("searchbox", { name: "搜索帮助文章" }).press("Enter");
  await expect(learner).toHaveURL(/\/problem\/index\?keyword=/);
  await learner.getByRole("link", { name: HELP_TITLE }).click();
  await expect(learner).toHaveURL(/\/problem\/detail\?id=\d+/);
  await expect(learner.getByRole("heading", { name: HELP_TITLE })).toBeVisible();
  await expect(learner.locator("strong", { hasText: "申请开票" })).toBeVisible();
  expect(await learner.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  await shoot(learner, "learner-article");

  // hidden: the help centre answers 已下线 (the stamped article stays hidden; nothing seeded changed)
  await row.getByRole("button", { name: "隐藏" }).click();
  await expect(row).toContainText("已隐藏");
  await learner.reload();
  await expect(learner.getByText("帮助文章不存在或已下线")).toBeVisible();

  await learnerContext.close();
  await supportContext.close();
});

test("an editor writes a hearing; a visitor opens it", async ({ browser }) => {
  const editorContext = await browser.newContext();
  await signIn(editorContext, EDITOR);
  const page = await editorContext.newPage();
  await page.goto("/admin/hearings");
  await expect(page.getByRole("table", { name: "政策听证" })).toBeVisible();
  const menu = page.getByRole("navigation", { name: "运营后台" });
  await expect(menu.getByRole("link", { name: "政策听证" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "帮助中心" })).toHaveCount(0);
  await page.getByRole("button", { name: "新建听证会" }).click();
  const form = page.getByRole("form", { name: "新建听证会" });
  await form.getByRole("textbox", { name: "标题", exact: true }).fill(HEARING_TITLE);
  await form.getByRole("textbox", { name: "主讲人", exact: true }).fill("李老师");
  await form.getByRole("textbox", { name: "举行时间（北京）", exact: true }).fill("2020-01-06T14:30");
  await form.getByLabel("封面图片地址（可留空）", { exact: true }).fill("javascript:alert(1)");
  await form.getByLabel("摘要", { exact: true }).fill("听取跨境电商企业对出口退税办理的意见。");
  await form.getByRole("textbox", { name: "正文" }).click();
  await page.keyboard.type("议题：跨境电商出口退税的单证要求。");
  await form.getByRole("button", { name: "发布", exact: true }).click();
  await expect(form.getByRole("alert")).toContainText("封面图片地址：");
  await form.getByLabel("封面图片地址（可留空）", { exact: true }).fill("");
  await shoot(page, "hearing-form");
  await form.getByRole("button", { name: "发布", exact: true }).click();
  await expect(page.getByText("听证会已发布")).toBeVisible();
  await page.getByLabel("标题", { exact: true }).fill(STAMP);
  await page.getByRole("button", { name: "搜索" }).click();
  const link = page.getByRole("table", { name: "政策听证" }).getByRole("link", { name: HEARING_TITLE });
  await expect(link).toBeVisible();
  await shoot(page, "hearings");
  const href = (await link.getAttribute("href"))!;

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(href);
  await expect(visitor.getByRole("heading", { name: HEARING_TITLE })).toBeVisible();
  await expect(visitor.getByText("跨境电商出口退税的单证要求")).toBeVisible();
  await expect(visitor.getByText("李老师")).toBeVisible();
  await visitorContext.close();
  await editorContext.close();
});
