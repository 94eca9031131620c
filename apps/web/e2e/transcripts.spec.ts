import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { registerFreshLearner } from "./support/learner-accounts";
import { storeLogin } from "./support/sign-in";
import { test } from "./support/test";

// Lecture transcripts in Chromium against the real server: the site search finds a phrase spoken in a lecture,
// the hit names the lecture and the second and links to the player opened there; the player's 字幕 button shows
// the lecture's WebVTT captions (fetched with the login, drawn over the hls.js video).
//
// "Open a repealed policy and follow its replacement" is regulation-graph.spec.ts's first test.
//
// The phrase 按期收汇 is said at 00:12 of the first lecture of 生产企业免抵退税申报全流程实操, a paid course: the
// VIP demo account watches it. Its saved position on that lecture is put back afterwards (video.spec.ts plays
// that course as the VIP too).

const PASSWORD = "Learner#2026";
const VIP = "13800000002";

const shot = (page: Page, name: string) => page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });
/** While a video plays, the viewport only (a full-page capture resizes the view, which pauses the player). */
const playingShot = (page: Page, name: string) => page.screenshot({ path: `e2e/screenshots/${name}.png` });

const noHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );

async function apiToken(request: APIRequestContext, account: string): Promise<string> {
  const body = await (await request.post("/api/app/login", { data: { account, password: PASSWORD } })).json();
  expect(body.success, body.msg).toBe(true);
  return body.data.token as string;
}

/** Logs the page in as the login screen leaves it (token and profile in local storage before any script runs). */
async function logIn(page: Page, token: string) {
  await storeLogin(page, token);
}

test("search a phrase spoken in a lecture and land on the player at that second, captions on demand", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, VIP);
  const hits = await (
    await request.post("/api/es/onlineProducts", { data: { keyword: "按期收汇", kind: "lecture" } })
  ).json();
  const { courseId, fileId } = hits.data.list[0].lecture as { courseId: number; fileId: number };
  const lectures = await (
    await request.get(`/api/onlineProduct/lectures/${courseId}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const savedBefore = (lectures.data.lectures as { fileId: number; breakpoint: number }[]).find(
    (l) => l.fileId === fileId,
  )!.breakpoint;

  try {
    await logIn(page, token);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/search/${encodeURIComponent("按期收汇")}`);
    const results = page.getByRole("list", { name: "搜索结果列表" });
    const hit = results.getByRole("listitem").first();
    await expect(hit).toContainText("生产企业免抵退税申报全流程实操 · 第1讲");
    await expect(hit).toContainText("00:12 处讲到");
    await expect(hit.locator("mark")).toHaveText(["按期收汇"]);
    await expect(page.getByRole("tab", { name: "视频讲解（1）" })).toBeVisible();
    await shot(page, "transcripts-search-1366");
    await page.setViewportSize({ width: 375, height: 800 });
    await noHorizontalScroll(page);
    await shot(page, "transcripts-search-375");
    await page.setViewportSize({ width: 1366, height: 900 });

    const link = hit.getByRole("link", { name: "从 00:12 开始播放" });
    await expect(link).toHaveAttribute("href", `/course/details?id=${courseId}&lecture=${fileId}&t=12`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/course/details\\?id=${courseId}&lecture=${fileId}&t=12$`));

    const region = page.getByRole("region", { name: "课程视频播放器" });
    const video = region.getByTestId("lecture-video");
    const captionsButton = region.getByRole("button", { name: "字幕" });
    await expect(captionsButton).toHaveAttribute("aria-pressed", "false");
    await region.getByRole("button", { name: "播放" }).first().click();
    // the opening clip first, then the lecture from the second of the hit
    await expect(region).toHaveAttribute("data-stage", "normal", { timeout: 20_000 });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(11.5);
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    const at = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    expect(at).toBeGreaterThanOrEqual(11.5);
    expect(at).toBeLessThan(15);
    await expect(region.getByTestId("lecture-caption")).toHaveCount(0);

    await captionsButton.click();
    await expect(captionsButton).toHaveAttribute("aria-pressed", "true");
    const caption = region.getByTestId("lecture-caption");
    await expect(caption).toBeVisible();
    await expect(caption).toContainText("没有按期收汇的，还要视同内销缴纳增值税。");
    await playingShot(page, "transcripts-player-captions-1366");
    await page.setViewportSize({ width: 375, height: 800 });
    await region.scrollIntoViewIfNeeded();
    await expect(caption).toBeVisible();
    await noHorizontalScroll(page);
    await playingShot(page, "transcripts-player-captions-375");

    await captionsButton.click();
    await expect(caption).toHaveCount(0);
  } finally {
    // the VIP's saved position on this lecture as it was before
    await request.post("/api/writeBreakpointRecord", {
      headers: { authorization: `Bearer ${token}` },
      data: { fileId, breakpoint: savedBefore },
    });
  }
});

test("a learner who may not watch a lecture gets no captions of it either", async ({ request }) => {
  // a new learner owns no course (the demo learner has bought course 1001)
  const { account, password } = await registerFreshLearner(request);
  const login = await (await request.post("/api/app/login", { data: { account, password } })).json();
  const token = login.data.token as string;
  const hits = await (
    await request.post("/api/es/onlineProducts", { data: { keyword: "按期收汇", kind: "lecture" } })
  ).json();
  const { fileId } = hits.data.list[0].lecture as { fileId: number };
  const locked = await request.get(`/api/lecture/captions/${fileId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(locked.status()).toBe(403);
  expect(await locked.text()).not.toContain("WEBVTT");
  const vip = await request.get(`/api/lecture/captions/${fileId}`, {
    headers: { authorization: `Bearer ${await apiToken(request, VIP)}` },
  });
  expect(vip.status()).toBe(200);
  expect(vip.headers()["content-type"]).toBe("text/vtt; charset=utf-8");
  expect(await vip.text()).toContain("00:00:12.000 --> 00:00:24.000\n过了次年4月30日还没有申报的");
});
