import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { FRESH_LEARNER_PASSWORD, registerFreshLearner } from "./support/learner-accounts";
import { storeLogin } from "./support/sign-in";
import { test } from "./support/test";

// The learner centre in Chromium against the real server: /center redirects to 当前课程 inside the centre frame
// (panel and menu); the menu expands, collapses and highlights; a course favourited on its detail page is found in
// 收藏的课程 and removed there; 继续学习 opens the course at the lecture studied last; at 375 px nothing scrolls
// sideways and the menu folds under one button.

async function logIn(page: Page, account: string, password: string) {
  await page.goto("/login");
  await page.getByPlaceholder(/手机号/).fill(account);
  await page.getByPlaceholder(/密码/).fill(password);
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function apiToken(request: APIRequestContext, account: string, password: string): Promise<string> {
  const body = await (await request.post("/api/app/login", { data: { account, password } })).json();
  expect(body.success, body.msg).toBe(true);
  return body.data.token as string;
}

/** A free course with at least two lectures, and those lectures. */
async function freeCourse(request: APIRequestContext, token: string) {
  for (let id = 1001; id < 1100; id++) {
    const body = await (
      await request.get(`/api/onlineProduct/lectures/${id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    if (body.success && body.data.entitledVia === "free" && body.data.lectures.length >= 2) {
      return { id, lectures: body.data.lectures as { fileId: number; title: string }[] };
    }
  }
  throw new Error("no free course with two lectures");
}

const menu = (page: Page) => page.getByRole("navigation", { name: "学员中心菜单" });

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("/center opens 当前课程 in the centre frame, whose menu expands, collapses and highlights", async ({ page }) => {
  const learner = await registerFreshLearner(page.request);
  await logIn(page, learner.account, learner.password);
  await page.goto("/center");
  await expect(page).toHaveURL(/\/center\/course-study$/);
  await expect(page.getByRole("heading", { level: 1, name: "当前课程" })).toBeVisible();
  await expect(page.getByText("还没有开始学习的课程")).toBeVisible();
  // the panel: the learner, and 开通会员 for a learner without membership
  await expect(page.getByRole("region", { name: "学员信息" }).getByRole("link", { name: "开通会员" })).toHaveAttribute(
    "href",
    "/vip",
  );

  await expect(menu(page).getByRole("link", { name: "当前课程" })).toHaveAttribute("aria-current", "page");
  const collect = menu(page).getByRole("button", { name: "收藏" });
  await expect(collect).toHaveAttribute("aria-expanded", "false");
  await collect.click();
  await expect(collect).toHaveAttribute("aria-expanded", "true");
  await expect(menu(page).getByRole("link", { name: "政策" })).toBeVisible();
  await collect.click();
  await expect(menu(page).getByRole("link", { name: "政策" })).toBeHidden();

  await menu(page).getByRole("link", { name: "学习足迹" }).click();
  await expect(page).toHaveURL(/\/center\/footprint$/);
  await expect(menu(page).getByRole("link", { name: "学习足迹" })).toHaveAttribute("aria-current", "page");
  await expect(menu(page).getByRole("link", { name: "当前课程" })).not.toHaveAttribute("aria-current", "page");
  await expect(page.getByText("还没有浏览记录")).toBeVisible();
});

test("a course favourited on its detail page is in 收藏的课程 and in the footprints, and can be removed", async ({
  page,
}) => {
  const learner = await registerFreshLearner(page.request);
  const token = await apiToken(page.request, learner.account, FRESH_LEARNER_PASSWORD);
  const course = await freeCourse(page.request, token);
  await logIn(page, learner.account, learner.password);

  await page.goto(`/course/details?id=${course.id}`);
  const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  await page.getByRole("button", { name: "收藏", exact: true }).click();
  await expect(page.getByRole("button", { name: "已收藏" })).toBeVisible();
  await expect(page.getByText("收藏成功")).toBeVisible();

  await page.goto("/center/collect/course");
  await expect(menu(page).getByRole("link", { name: "课程" })).toHaveAttribute("aria-current", "page");
  const link = page.getByRole("link", { name: title });
  await expect(link).toHaveAttribute("href", `/course/details?id=${course.id}`);

  await page.goto("/center/footprint");
  await expect(page.getByRole("heading", { name: "今天" })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toBeVisible();

  await page.goto("/center/collect/course");
  await page.getByRole("button", { name: `取消收藏：${title}` }).click();
  await expect(page.getByText("还没有收藏的课程")).toBeVisible();
  await page.goto(`/course/details?id=${course.id}`);
  await expect(page.getByRole("button", { name: "收藏", exact: true })).toBeVisible();
});

test("继续学习 opens the course at the lecture studied last", async ({ page }) => {
  const learner = await registerFreshLearner(page.request);
  const token = await apiToken(page.request, learner.account, FRESH_LEARNER_PASSWORD);
  const course = await freeCourse(page.request, token);
  const second = course.lectures[1]!;
  const saved = await page.request.post("/api/writeBreakpointRecord", {
    headers: { authorization: `Bearer ${token}` },
    form: { fileId: String(second.fileId), breakpoint: "30" },
  });
  expect((await saved.json()).success).toBe(true);
  await logIn(page, learner.account, learner.password);

  await page.goto("/center/course-study");
  const resume = page.getByRole("link", { name: "继续学习" });
  await expect(resume).toHaveAttribute("href", `/course/details?id=${course.id}&lecture=${second.fileId}`);
  await expect(page.getByText(`${second.title}（0:30）`, { exact: false })).toBeVisible();
  await resume.click();
  await expect(page).toHaveURL(new RegExp(`/course/details\\?id=${course.id}&lecture=${second.fileId}$`));
  const current = page.getByRole("navigation", { name: "课程目录" }).locator("[aria-current=true]");
  await expect(current).toContainText(second.title);
});

test("at 375 px the centre has no sideways scroll and its menu folds under one button", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await logIn(page, "13800000001", "Learner#2026");
  for (const path of ["/center/course-study", "/center/collect/course", "/center/footprint", "/center/kedan"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await noSidewaysScroll(page);
  }
  const fold = menu(page).getByRole("button", { name: "我的课单" });
  await expect(fold).toHaveAttribute("aria-expanded", "false");
  await expect(menu(page).getByRole("link", { name: "学习足迹" })).toBeHidden();
  await fold.click();
  await menu(page).getByRole("link", { name: "学习足迹" }).click();
  await expect(page).toHaveURL(/\/center\/footprint$/);
  await noSidewaysScroll(page);
});

test("the header's 学员中心 opens the centre in a new page outside an organisation's iframe mode", async ({ page }) => {
  await logIn(page, "13800000001", "Learner#2026");
  await page.goto("/home");
  const [centre] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("link", { name: "学员中心" }).click(),
  ]);
  await expect(centre).toHaveURL(/\/center\/course-study$/);
  await expect(centre.getByRole("navigation", { name: "学员中心菜单" })).toBeVisible();
  // the demo learner's seeded courses
  await expect(centre.getByRole("link", { name: "继续学习" }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});

test("a logged-in first visit reads the profile once, starts the list beside it, and loads no state machine", async ({
  page,
}) => {
  const learner = await registerFreshLearner(page.request);
  await storeLogin(page, await apiToken(page.request, learner.account, learner.password));
  const profileReads: string[] = [];
  const scripts: string[] = [];
  let listAsked = false;
  let listAskedBeforeProfile = false;
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    if (new URL(request.url()).pathname === "/api/study/classList") listAsked = true;
  });
  // the profile's answer is held until the list has been asked for (or 10 s have passed): the list must not wait
  // for it
  await page.route("**/api/userInfo", async (route) => {
    profileReads.push(route.request().url());
    const until = Date.now() + 10_000;
    while (!listAsked && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    listAskedBeforeProfile ||= listAsked;
    await route.continue();
  });
  await page.goto("/center/course-study");
  await expect(page.getByRole("heading", { level: 1, name: "当前课程" })).toBeVisible();
  await expect(page.getByText("还没有开始学习的课程")).toBeVisible();
  await expect(page.getByRole("region", { name: "学员信息" }).getByRole("link", { name: "开通会员" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(profileReads, "one /api/userInfo on the first visit").toHaveLength(1);
  expect(listAskedBeforeProfile, "the list is asked for before the profile answers").toBe(true);
  expect(
    scripts.filter((file) => /xstate|route-guard|session-actor|centre-menu-actor/i.test(file)),
    "no state machine on the first visit",
  ).toEqual([]);
  // the menu's machine loads on its first click
  const collect = menu(page).getByRole("button", { name: "收藏" });
  await expect(collect).toHaveAttribute("aria-expanded", "false");
  await collect.click();
  await expect(collect).toHaveAttribute("aria-expanded", "true");
});
