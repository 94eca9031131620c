import { type BrowserContext, expect } from "@playwright/test";
import { storeLogin } from "./support/sign-in";
import { test } from "./support/test";

// Withdrawing (下架) a course in the console, in Chromium against the real server: the editor (seeded 13800000011)
// withdraws the newest seeded course, /course/list no longer shows it and its page says 该课程已下架; the editor
// puts it back on sale (重新上架) in the same test, so the specs after this one see the seed unchanged.

const PASSWORD = "Learner#2026";
const EDITOR = "13800000011";

async function signIn(context: BrowserContext, account: string): Promise<string> {
  const login = await (await context.request.post("/api/app/login", { data: { account, password: PASSWORD } })).json();
  expect(login.success, login.msg).toBe(true);
  await storeLogin(context, login.data.token);
  return login.data.token as string;
}

test("an editor withdraws a course (gone from /course/list, its page says 该课程已下架) and restores it", async ({
  browser,
}) => {
  const visitor = await browser.newPage();
  const newest = await (await visitor.request.get("/api/onlineProducts?page=1&pageSize=10")).json();
  expect(newest.status, newest.msg).toBe(200);
  const course = newest.data.list[0] as { id: number; title: string };
  await visitor.goto("/course/list");
  const card = visitor.getByRole("main").getByRole("link", { name: course.title }).first();
  await expect(card).toBeVisible();

  const editorContext = await browser.newContext();
  const token = await signIn(editorContext, EDITOR);
  const page = await editorContext.newPage();
  try {
    await page.goto("/admin/courses");
    await page.getByRole("textbox", { name: "课程名称" }).fill(course.title);
    await page.getByRole("button", { name: "搜索" }).click();
    const row = page.getByRole("table", { name: "已发布的课程" }).getByRole("row", { name: new RegExp(course.title) });
    await expect(row).toContainText("在售");
    await row.getByRole("button", { name: "下架" }).click();
    const dialog = page.getByRole("alertdialog", { name: "下架课程" });
    await expect(dialog).toContainText("已购买或学习过的学员仍可继续观看");
    await dialog.getByRole("button", { name: "确定" }).click();
    await expect(page.getByText("课程已下架")).toBeVisible();
    await expect(row).toContainText("已下架");
    await expect(row.getByRole("button", { name: "重新上架" })).toBeVisible();
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
        .toBe(true);
      await page.screenshot({ path: `e2e/screenshots/course-withdrawal-console-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1366, height: 900 });

    await visitor.goto("/course/list");
    await expect(visitor.getByRole("main").getByRole("article").first()).toBeVisible();
    await expect(visitor.getByRole("main").getByRole("link", { name: course.title })).toHaveCount(0);
    await visitor.goto(`/course/details?id=${course.id}`);
    await expect(visitor.getByText("该课程已下架")).toBeVisible();

    await row.getByRole("button", { name: "重新上架" }).click();
    await expect(page.getByText("课程已重新上架")).toBeVisible();
    await expect(row).toContainText("在售");
    await visitor.goto("/course/list");
    await expect(visitor.getByRole("main").getByRole("link", { name: course.title }).first()).toBeVisible();
  } finally {
    // whatever failed above, the seeded course goes back on sale (a 409 when it already is)
    await page.request.post(`/api/admin/courses/${course.id}/restore`, {
      headers: { authorization: `Bearer ${token}` },
      data: {},
    });
    await editorContext.close();
    await visitor.close();
  }
});
