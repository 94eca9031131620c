import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";

// Public pages arrive rendered by the server with their data, hydrate without warnings or a second read of the same
// data, and navigate on the client afterwards.

/** Console errors, uncaught exceptions and hydration warnings of a page, from the first byte on. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

test("a policy's detail is in the HTML, hydrates without reading it again, then navigates on the client", async ({
  page,
  request,
}) => {
  const list = await (await request.get("/api/onlineNewsList?page=1&pageSize=10&type=1")).json();
  const id: number = list.data.list[0].id;
  const detail = await (await request.get(`/api/onlineNews/detail/${id}`)).json();
  const title: string = detail.data.title;

  // before any script: the policy's title, text and head are in the HTML
  const html = await (await request.get(`/policy/details?id=${id}`)).text();
  expect(html).toContain(`<title>${title} - 财税学习平台</title>`);
  expect(html).toContain(`<h1`);
  expect(html).toContain('<link rel="canonical"');

  const problems = watchProblems(page);
  const reads: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes("/api/onlineNews/detail/")) reads.push(req.url());
  });
  await page.goto(`/policy/details?id=${id}`);
  await hydrated(page);
  const article = page.getByRole("article", { name: title });
  await expect(article.getByRole("heading", { level: 1, name: title })).toBeVisible();
  expect(reads, "the detail is not read again by the browser").toEqual([]);

  // a client navigation after hydration: no new document, the next screen reads its data itself
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "课程" }).click();
  await expect(page).toHaveURL(/\/course\/list$/);
  await expect(page.getByRole("main").getByRole("link").filter({ hasText: /\S/ }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(page).toHaveTitle(/课程 - 财税学习平台/);
  expect(problems).toEqual([]);
});

test("/home and the course list hydrate from the server's HTML without console errors", async ({ page }) => {
  const problems = watchProblems(page);
  const apiCalls: string[] = [];
  page.on("request", (req) => {
    if (/\/api\/(onlineProducts|onlineNewsList)/.test(req.url())) apiCalls.push(req.url());
  });
  for (const path of ["/home", "/course/list"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByRole("main").getByRole("link").first()).toBeVisible();
  }
  expect(apiCalls, "lists come with the page").toEqual([]);
  // the home page's links work after hydration: the policy list opens on the client and reads its own data
  await page.goto("/home");
  await hydrated(page);
  await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "政策" }).click();
  await expect(page).toHaveURL(/\/policy$/);
  await expect(page.getByRole("region", { name: "政策列表" }).getByRole("listitem").first()).toBeVisible();
  expect(problems).toEqual([]);
});

test("/home paints its priority image before fetching the app's scripts, then hydrates", async ({ page }) => {
  // each event as Chromium reports it, in order: the image's last byte, then the first request of an app chunk
  const events: string[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "image") events.push(`image ${new URL(request.url()).pathname}`);
  });
  page.on("request", (request) => {
    if (/\/assets\/(index|web|home-screen)-[^/]+\.js$/.test(request.url())) events.push("app script");
  });
  const problems = watchProblems(page);
  await page.goto("/home");
  await hydrated(page);
  const priority = await page.locator('img[fetchpriority="high"]').first().getAttribute("src");
  expect(priority).toBeTruthy();
  const imageAt = events.indexOf(`image ${priority}`);
  expect(imageAt, events.join(", ")).toBeGreaterThanOrEqual(0);
  expect(events.indexOf("app script"), events.join(", ")).toBeGreaterThan(imageAt);
  expect(problems).toEqual([]);
});

test("/vip arrives with its 会员权益, hydrates without XState or a second read, and loads the purchase on 立即开通", async ({
  page,
}) => {
  const problems = watchProblems(page);
  const scripts: string[] = [];
  const reads: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
    if (/\/api\/(vipProducts|vipRightsList|faqList)/.test(req.url())) reads.push(req.url());
  });
  await page.goto("/vip");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 2, name: "会员权益" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(reads, "products, rights and questions come with the page").toEqual([]);
  expect(
    scripts.filter((file) => /xstate|route-guard/i.test(file)),
    "no state machine on the first visit",
  ).toEqual([]);
  // buying starts the purchase: its screen (and the machines) load then
  await page.getByRole("link", { name: "立即开通" }).first().click();
  await expect(page).toHaveURL(/\/vip\/payment\?/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404").first()).toBeVisible();
});

test("a course's 问答 threads arrive in the HTML and load their code only when the section nears the screen", async ({
  page,
  request,
}) => {
  // a course with seeded questions
  let courseId = 0;
  for (let id = 1001; id <= 1030 && courseId === 0; id += 1) {
    const questions = await (await request.get(`/api/forum/courseQuestions?productId=${id}&page=1&pageSize=10`)).json();
    if (questions.success && questions.data.list.length > 0) courseId = id;
  }
  expect(courseId, "a seeded course with questions").toBeGreaterThan(0);

  const problems = watchProblems(page);
  const threadCode: string[] = [];
  page.on("request", (req) => {
    if (/\/assets\/(question-thread|course-qa-threads)-/.test(req.url())) threadCode.push(req.url());
  });
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto(`/course/details?id=${courseId}`);
  await hydrated(page);
  const qa = page.getByRole("region", { name: "课程问答" });
  // the threads are the server's HTML: there to read, their code not fetched while the section is far below
  await expect(qa.getByRole("list", { name: "课程问答" }).getByRole("article").first()).toBeAttached();
  await page.waitForLoadState("networkidle");
  expect(threadCode).toEqual([]);

  // near the screen, the code arrives
  await qa.scrollIntoViewIfNeeded();
  await expect.poll(() => threadCode.length).toBeGreaterThan(0);
  const thread = qa.getByRole("list", { name: "课程问答" }).getByRole("article").first();
  // the same thread, now React's: its 登录后回答 takes the visitor to log in and back
  await expect(async () => {
    await thread.getByRole("button", { name: "登录后回答" }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/, { timeout: 1000 });
  }).toPass();
  expect(problems).toEqual([]);
});

test("a learner's 当前课程 arrives drawn for them, hydrates without a second read, and logging out ends it", async ({
  page,
}) => {
  // the login screen leaves the session in storage and its copy in the session cookie
  await page.goto("/login");
  await page.getByPlaceholder(/手机号/).fill("13800000001");
  await page.getByPlaceholder(/密码/).fill("Learner#2026");
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  const stored = await page.evaluate(() => localStorage.getItem("token"));
  const cookieOf = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === "taxlearn_session") ?? null;
  expect(decodeURIComponent((await cookieOf())?.value ?? "")).toBe(stored);
  expect((await cookieOf())?.sameSite).toBe("Lax");

  // before any script: the learner's own list is in the HTML (the request carries the context's cookie)
  const html = await (await page.request.get("/center/course-study")).text();
  const title = /<h2 [^>]*><a [^>]*href="\/course\/details\?id=\d+"[^>]*>([^<]+)<\/a><\/h2>/.exec(html)?.[1];
  expect(title, "a course title in the server's HTML").toBeTruthy();

  const problems = watchProblems(page);
  const reads: string[] = [];
  page.on("request", (req) => {
    if (/\/api\/(study\/classList|userInfo)/.test(req.url())) reads.push(req.url());
  });
  // the server's title element, kept through hydration (a client render would put a new one in its place)
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { drawn: Element | null }).drawn = document.querySelector("main h2 a");
    });
  });
  await page.goto("/center/course-study");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { drawn: Element | null }).drawn?.isConnected)).toBe(true);
  await expect(page.getByRole("region", { name: "学员信息" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(reads, "the list and the profile come with the page").toEqual([]);

  // the page is React's: a menu link navigates on the client
  await page.getByRole("navigation", { name: "学员中心菜单" }).getByRole("link", { name: "已购课程" }).click();
  await expect(page).toHaveURL(/\/center\/course-purchase/);

  // logging out removes the cookie with the stored session: the page is then the browser's, which asks to log in
  await page.getByRole("button", { name: "退出" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click();
  await expect.poll(cookieOf).toBeNull();
  expect(await (await page.request.get("/center/course-study")).text()).toContain('<div id="root"></div>');
  expect(problems).toEqual([]);
});
