import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { FRESH_LEARNER_PASSWORD, registerFreshLearner } from "./support/learner-accounts";
import { storeLogin } from "./support/sign-in";
import { test } from "./support/test";

// Lecture video in Chromium against the real server: a learner watches a free lecture (opening clip, cards, an
// interrupting card, the quiz), resumes after a reload, and the VIP demo account plays an encrypted paid lecture a
// non-VIP account cannot; a visitor is sent to log in from the player, and a learner rates the course.
//
// The course detail screen (/course/details?id=) renders the kit's AnchorVideoPlayer (region 课程视频播放器, started
// with its 播放 button) for the current lecture, resumes it from playInfo's breakpoint and saves the position with
// POST /api/writeBreakpointRecord while playing; for a lecture the user may not watch it shows 购买后即可观看 (the
// 403 message of playInfo) with 去购买 / 开通会员 and no player.

const PASSWORD = "Learner#2026";
const LEARNER = "13800000001";
const VIP = "13800000002";

/** Logs in through the API (for arranging data). */
async function apiToken(request: APIRequestContext, account: string, password = PASSWORD): Promise<string> {
  const response = await request.post("/api/app/login", { data: { account, password } });
  const body = await response.json();
  expect(body.success, body.msg).toBe(true);
  return body.data.token as string;
}

/** A free course and a paid course, as the learner sees them. */
async function findCourses(request: APIRequestContext, token: string) {
  const found: { free?: number; paid?: number } = {};
  for (let id = 1001; id < 1100 && (!found.free || !found.paid); id++) {
    const response = await request.get(`/api/onlineProduct/lectures/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await response.json();
    if (!body.success || body.data.lectures.length === 0) continue;
    if (body.data.entitledVia === "free") found.free ??= id;
    if (body.data.entitled === false) found.paid ??= id;
  }
  expect(found.free, "a free course").toBeDefined();
  expect(found.paid, "a paid course").toBeDefined();
  return found as { free: number; paid: number };
}

async function firstLecture(request: APIRequestContext, token: string, courseId: number) {
  const body = await (
    await request.get(`/api/onlineProduct/lectures/${courseId}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  return body.data.lectures[0] as { fileId: number; breakpoint: number };
}

/** The player as the page shows it. */
const player = (page: Page) => {
  const region = page.getByRole("region", { name: "课程视频播放器" });
  return {
    region,
    stage: () => region.getAttribute("data-stage"),
    lecture: region.getByTestId("lecture-video"),
    card: region.getByTestId("interaction-card"),
    start: () => region.getByRole("button", { name: "播放" }).first().click(),
    time: () => region.getByTestId("lecture-video").evaluate((v: HTMLVideoElement) => v.currentTime),
    paused: () => region.getByTestId("lecture-video").evaluate((v: HTMLVideoElement) => v.paused),
  };
};

/**
 * Logs the page in the way the login screen leaves it: the token of POST /api/app/login and the profile of
 * GET /api/userInfo in local storage (keys `token`, `userInfo`), set before any page script runs so the session
 * starts logged in.
 */
async function logIn(page: Page, account: string, password = PASSWORD) {
  const token = await apiToken(page.request, account, password);
  await storeLogin(page, token);
  return token;
}

async function newLoggedInPage(browser: Browser, account: string) {
  const page = await browser.newPage();
  await logIn(page, account);
  return page;
}

/** Closes each card that shows (by its own close button) until the card named `name` is up. */
async function closeCardsUntil(video: ReturnType<typeof player>, name: string) {
  const deadline = Date.now() + 25_000;
  while (Date.now() < deadline) {
    await expect(video.card.first()).toBeVisible({ timeout: 15_000 });
    const label = await video.card.first().getAttribute("aria-label");
    if (label === name) return;
    await video.region
      .locator(`[data-testid=interaction-card][aria-label="${label}"]`)
      .getByRole("button", { name: "关闭" })
      .click({ timeout: 2_000 })
      .catch(() => {});
  }
  throw new Error(`the ${name} card did not show`);
}

/** Records each card's countdown as it changes, as `<card>:<seconds left>@<whole lecture second>`. */
async function recordCards(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __cards: string[] }).__cards = seen;
    new MutationObserver(() => {
      const video = document.querySelector<HTMLVideoElement>("[data-testid=lecture-video]");
      for (const card of document.querySelectorAll("[data-testid=interaction-card]")) {
        const left = /(\d+)秒后关闭/.exec(card.textContent ?? "")?.[1];
        const entry = `${card.getAttribute("aria-label")}:${left}@${Math.floor(video?.currentTime ?? -1)}`;
        if (left && !seen.some((e) => e.startsWith(`${card.getAttribute("aria-label")}:${left}@`))) seen.push(entry);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const shot = (page: Page, name: string) => page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });
/**
 * While a video plays, only the viewport: a full-page capture resizes the view for a moment, which the player takes
 * for leaving the screen (it pauses and shows its resume mask, spec §2).
 */
const playingShot = (page: Page, name: string) => page.screenshot({ path: `e2e/screenshots/${name}.png` });

test.describe("lecture video", () => {
  test("a visitor sees the course and its lectures, and the player sends them to log in", async ({ page, request }) => {
    const token = await apiToken(request, LEARNER);
    const { free } = await findCourses(request, token);
    await page.goto(`/course/details?id=${free}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "课程目录" })).toBeVisible();
    await expect(page.getByText("登录后即可观看")).toBeVisible();
    await expect(page.getByText("免费", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "相关政策" })).toBeVisible();
    await expect(page.getByTestId("lecture-video")).toHaveCount(0);
    await shot(page, "course-detail-logged-out");

    await page.getByRole("button", { name: "登录后观看课程" }).first().click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get("redirect") ?? "")).toBe(
      `/course/details?id=${free}`,
    );
  });

  test("a learner watches a free lecture: opening clip, cards, an interrupting card, the quiz", async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, LEARNER);
    const { free } = await findCourses(request, token);
    const lecture = await firstLecture(request, token, free);
    await request.post("/api/writeBreakpointRecord", {
      headers: { authorization: `Bearer ${token}` },
      data: { fileId: lecture.fileId, breakpoint: 0 },
    });

    await logIn(page, LEARNER);
    await page.goto(`/course/details?id=${free}`);
    const video = player(page);
    // A new course starts at its first lecture.
    await expect(page.getByRole("navigation", { name: "课程目录" }).locator("[aria-current=true]")).toContainText(
      "第1讲",
    );
    await recordCards(page);
    await video.start();

    // The opening clip plays, then the lecture follows.
    await expect(video.region).toHaveAttribute("data-stage", "startVideo");
    await expect(video.region.getByTestId("opening-clip")).toBeVisible();
    await expect(video.region).toHaveAttribute("data-stage", "normal", { timeout: 15_000 });
    await playingShot(page, "course-detail-playing");

    // The image card appears at its second (3) and counts down (every countdown text is recorded as it changes).
    await expect(video.card).toBeVisible({ timeout: 10_000 });
    await playingShot(page, "course-detail-card");
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __cards: string[] }).__cards), { timeout: 5_000 })
      .toEqual(expect.arrayContaining(["重点提示:2@3", expect.stringMatching(/^重点提示:1@\d+$/)]));

    // The question card at second 9 interrupts: the lecture pauses one second past it. (The learner closes the
    // cards before it, as a card showing holds back the next one.)
    await closeCardsUntil(video, "提问");
    await expect.poll(() => video.paused()).toBe(true);
    expect(await video.time()).toBeGreaterThanOrEqual(10);
    await video.card.getByRole("button", { name: "关闭" }).click();
    await expect.poll(() => video.paused()).toBe(false);

    // The quiz at second 20: a wrong answer shows 错误 and the analysis.
    await closeCardsUntil(video, "随堂测验");
    await video.card.getByRole("button", { name: /企业自行选择/ }).click();
    await expect(video.card.getByRole("status")).toContainText("错误");
    await expect(video.card.getByRole("status")).toContainText("解析");
    await playingShot(page, "course-detail-quiz-wrong");
  });

  test("the lecture downloads no segment before play; a started lecture resumes without its opening clip", async ({
    page,
    request,
  }) => {
    const learner = await registerFreshLearner(request);
    const token = await apiToken(request, learner.account, FRESH_LEARNER_PASSWORD);
    const { free } = await findCourses(request, token);
    const lecture = await firstLecture(request, token, free);
    const segments: string[] = [];
    const hlsScripts: string[] = [];
    page.on("request", (sent) => {
      if (/\/video\/lectures\/.+\.(ts|m4s)(\?|$)/.test(sent.url())) segments.push(sent.url());
      if (sent.resourceType() === "script" && /\/assets\/hls[.-]/.test(sent.url())) hlsScripts.push(sent.url());
    });

    // a first visit: nothing of the lecture but its playlists until 播放, then the opening clip
    await logIn(page, learner.account, FRESH_LEARNER_PASSWORD);
    await page.goto(`/course/details?id=${free}&lecture=${lecture.fileId}`);
    const video = player(page);
    await expect(video.lecture).toHaveAttribute("preload", "metadata");
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1_000);
    expect(segments, "segments fetched before play").toEqual([]);
    expect(hlsScripts, "hls.js is loaded when 播放 is pressed, not with the page").toEqual([]);
    await video.start();
    await expect(video.region).toHaveAttribute("data-stage", "startVideo");
    await expect.poll(() => hlsScripts.join(" ")).toMatch(/hls\.light/);
    // the lecture buffers while the opening clip plays
    await expect.poll(() => segments.length, { timeout: 15_000 }).toBeGreaterThan(0);

    // once started (a saved position), the lecture resumes at once: no opening clip again
    await request.post("/api/writeBreakpointRecord", {
      headers: { authorization: `Bearer ${token}` },
      data: { fileId: lecture.fileId, breakpoint: 12 },
    });
    // leave the playing page first, so that none of its requests is counted for the next one
    await page.goto("about:blank");
    segments.length = 0;
    await page.goto(`/course/details?id=${free}&lecture=${lecture.fileId}`);
    await page.waitForLoadState("networkidle");
    expect(segments, "segments fetched before play on resuming").toEqual([]);
    await video.start();
    await expect(video.region).toHaveAttribute("data-stage", "normal");
    await expect(video.region.getByTestId("opening-clip")).toHaveCount(0);
    await expect.poll(() => video.time(), { timeout: 20_000 }).toBeGreaterThanOrEqual(11);
  });

  test("the right quiz answer shows 正确, and a reload resumes near the saved position", async ({ page, request }) => {
    const token = await apiToken(request, LEARNER);
    const { free } = await findCourses(request, token);
    const lecture = await firstLecture(request, token, free);
    await request.post("/api/writeBreakpointRecord", {
      headers: { authorization: `Bearer ${token}` },
      data: { fileId: lecture.fileId, breakpoint: 18 },
    });

    await logIn(page, LEARNER);
    await page.goto(`/course/details?id=${free}&lecture=${lecture.fileId}`);
    const video = player(page);
    await video.start();
    await expect(video.region).toHaveAttribute("data-stage", "normal", { timeout: 15_000 });
    await expect(video.card).toContainText("随堂测验", { timeout: 15_000 });
    await video.card.getByRole("button", { name: /按国家规定的出口退税率/ }).click();
    await expect(video.card.getByRole("status")).toContainText("正确");
    await playingShot(page, "course-detail-quiz-right");
    await video.card.getByRole("button", { name: "关闭" }).click();

    // Play on a few seconds, let the page save the position, then reload.
    await expect.poll(() => video.time(), { timeout: 15_000 }).toBeGreaterThan(25);
    await expect
      .poll(async () => (await firstLecture(request, token, free)).breakpoint, { timeout: 15_000 })
      .toBeGreaterThan(22);
    const saved = (await firstLecture(request, token, free)).breakpoint;
    // The lecture list shows the saved position too.
    await expect(page.getByRole("navigation", { name: "课程目录" }).getByText(/上次看到 00:2\d/)).toBeVisible();
    await page.reload();
    await video.start();
    await expect(video.region).toHaveAttribute("data-stage", "normal", { timeout: 15_000 });
    await expect.poll(() => video.time(), { timeout: 20_000 }).toBeGreaterThanOrEqual(saved - 1);
  });

  test("the VIP demo account plays an encrypted paid lecture that a non-VIP account cannot", async ({
    browser,
    request,
  }) => {
    const learnerToken = await apiToken(request, LEARNER);
    const { paid } = await findCourses(request, learnerToken);

    const learnerPage = await newLoggedInPage(browser, LEARNER);
    await learnerPage.goto(`/course/details?id=${paid}`);
    await expect(learnerPage.getByText("购买后即可观看").first()).toBeVisible();
    await expect(learnerPage.getByRole("link", { name: "开通会员", exact: true })).toBeVisible();
    await expect(learnerPage.getByRole("link", { name: "去购买" })).toBeVisible();
    await expect(learnerPage.getByTestId("lecture-video")).toHaveCount(0);
    await shot(learnerPage, "course-detail-locked");
    await learnerPage.getByRole("link", { name: "开通会员", exact: true }).click();
    await expect(learnerPage).toHaveURL(/\/vip$/);
    await learnerPage.close();

    const vipPage = await newLoggedInPage(browser, VIP);
    const keys: number[] = [];
    vipPage.on("response", (response) => {
      if (response.url().includes("/api/aliVod/hls/key/")) keys.push(response.status());
    });
    await vipPage.goto(`/course/details?id=${paid}`);
    await expect(vipPage.getByText("会员畅学")).toBeVisible();
    const video = player(vipPage);
    await video.start();
    await expect(video.region).toHaveAttribute("data-stage", "normal", { timeout: 15_000 });
    // Decrypted segments play: the position moves on, and the key came from the key endpoint.
    await expect.poll(() => video.time(), { timeout: 20_000 }).toBeGreaterThan(2);
    expect(keys).toContain(200);
    await playingShot(vipPage, "course-detail-vip-encrypted");
    await vipPage.close();
  });

  test("a learner rates the course and can change the rating", async ({ page, request }) => {
    // A rating stays on the server for the whole run: a learner registered for this attempt has none yet, so a
    // retry sees the first rating again instead of the earlier attempt's.
    const { account, password } = await registerFreshLearner(request);
    const token = await apiToken(request, account, password);
    const { free } = await findCourses(request, token);
    const savedRating = async () =>
      (
        await (
          await request.post(`/api/feedback/getInfo/${free}`, { headers: { authorization: `Bearer ${token}` } })
        ).json()
      ).data;
    await logIn(page, account, password);
    await page.goto(`/course/details?id=${free}`);
    const rating = page.getByRole("region", { name: "课程评价" });

    // the first rating: stars are required, then 提交评价 stores it
    await rating.getByRole("button", { name: "提交评价" }).click();
    await expect(rating.getByRole("alert")).toHaveText("请先选择评分");
    await rating.getByRole("radio", { name: "满意" }).check({ force: true });
    await rating.getByLabel("评价内容").fill("案例讲得很清楚");
    await rating.getByRole("button", { name: "提交评价" }).click();
    await expect(page.getByText("评价成功，感谢你的反馈")).toBeVisible();
    await expect(rating.getByRole("button", { name: "修改评价" })).toBeVisible();
    expect(await savedRating()).toMatchObject({ star: 4, content: "案例讲得很清楚", productId: free });

    // the change replaces it
    await rating.getByRole("radio", { name: "惊喜" }).check({ force: true });
    await rating.getByLabel("评价内容").fill("案例讲得很清楚，练习也很实用");
    await rating.getByRole("button", { name: "修改评价" }).click();
    await expect(page.getByText("评价已更新")).toBeVisible();

    await page.reload();
    const reloaded = page.getByRole("region", { name: "课程评价" });
    await expect(reloaded.getByRole("radio", { name: "惊喜" })).toBeChecked();
    await expect(reloaded.getByLabel("评价内容")).toHaveValue("案例讲得很清楚，练习也很实用");
    await expect(reloaded.getByRole("button", { name: "修改评价" })).toBeVisible();
    expect(await savedRating()).toMatchObject({ star: 5, content: "案例讲得很清楚，练习也很实用", productId: free });
  });
});
