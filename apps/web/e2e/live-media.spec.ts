import { type ChildProcess, spawn } from "node:child_process";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { storeLogin } from "./support/sign-in";
import { test } from "./support/test";

// The live media path end to end: ffmpeg (Debian's) publishes a generated test pattern with a tone to the server's
// RTMP ingest, a learner in Chromium watches /liveDetail go 直播中 and play, the publisher stops, and after the
// reconnect grace (LIVE_RECONNECT_GRACE_MS, set short by playwright.config.ts) the page turns to 回放 by itself and
// the replay plays; the learner's watching, reported while it played, is in 学时档案 once the session ended. The
// lecturer's studio shows the address and key the publisher uses.

const PASSWORD = "Learner#2026";
const LEARNER = "13800000001";
const LECTURER = "13900000101";
/** The seeded upcoming session presented by lecturer 1 (13900000101). */
const SESSION = 7001;

async function apiToken(request: APIRequestContext, account: string): Promise<string> {
  const body = await (await request.post("/api/app/login", { data: { account, password: PASSWORD } })).json();
  expect(body.success, body.msg).toBe(true);
  return body.data.token as string;
}

async function logIn(page: Page, account: string): Promise<string> {
  const token = await apiToken(page.request, account);
  await storeLogin(page, token);
  return token;
}

function publish(url: string): ChildProcess {
  const child = spawn(
    "/usr/bin/ffmpeg",
    [
      ...["-hide_banner", "-loglevel", "error", "-re"],
      ...["-f", "lavfi", "-i", "testsrc=size=640x360:rate=25"],
      ...["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=44100"],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-tune", "zerolatency", "-g", "50", "-pix_fmt", "yuv420p"],
      ...["-c:a", "aac", "-b:a", "64k", "-f", "flv", url],
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGINT");
  await exited;
}

const videoState = (page: Page) =>
  page.locator("video").evaluate((v: HTMLVideoElement) => ({
    playing: !v.paused && v.readyState >= 3,
    time: v.currentTime,
    kind: v.dataset.kind,
  }));

test.describe("live media", () => {
  let publisher: ChildProcess | null = null;
  test.afterEach(async () => {
    if (publisher) await stop(publisher);
  });

  test("a learner watches a session go live from an ffmpeg publish, then its replay", async ({ browser }) => {
    test.setTimeout(120_000);
    // the lecturer's studio: address and key
    const studioPage = await browser.newPage();
    await logIn(studioPage, LECTURER);
    await studioPage.goto(`/live/studio?id=${SESSION}`);
    await expect(studioPage.getByRole("heading", { level: 1 })).toContainText("直播间后台");
    await expect(studioPage.getByTestId("studio-status")).toHaveText("未开播");
    const key = (await studioPage.getByTestId("studio-key").textContent())!;
    const rtmpUrl = (await studioPage.locator("code").first().textContent())!;
    expect(rtmpUrl).toMatch(/^rtmp:\/\/127\.0\.0\.1:\d+\/live$/);

    // the learner opens the page before the stream starts
    const page = await browser.newPage();
    await logIn(page, LEARNER);
    await page.goto(`/liveDetail?id=${SESSION}`);
    await expect(page.getByTestId("live-status")).toHaveText("未开播");
    await expect(page.getByText("直播尚未开始，开播后将在此播放")).toBeVisible();
    await expect(page.getByText("开播时间")).toBeVisible();
    const hlsRequests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes(".m3u8")) hlsRequests.push(r.url());
    });

    publisher = publish(`${rtmpUrl}/${key}`);
    // status events turn the page live without a reload; the video plays while the tag says 直播中
    await expect(page.getByTestId("live-status")).toHaveText("直播中", { timeout: 30_000 });
    await expect.poll(async () => (await videoState(page)).playing, { timeout: 45_000 }).toBe(true);
    await expect(page.getByTestId("live-status")).toHaveText("直播中");
    expect((await videoState(page)).kind).toBe("live");
    expect(hlsRequests.some((u) => u.includes(`/media/live/${SESSION}/live.m3u8`))).toBe(true);
    await page.screenshot({ path: "e2e/screenshots/live-detail-live.png" });
    // the studio counts the open detail page and sees the publisher
    await studioPage.reload();
    await expect(studioPage.getByTestId("studio-status")).toHaveText("直播中");
    await expect(studioPage.getByTestId("studio-viewers")).not.toHaveText("0人");

    // the chat both ways: the learner asks beside the player, the lecturer answers from the studio (highlighted)
    const learnerChat = page.getByRole("region", { name: "直播互动" });
    const studioChat = studioPage.getByRole("region", { name: "直播互动" });
    const question = `老师好，请问留抵退税怎么申请？${Date.now() % 10_000}`;
    await learnerChat.getByRole("textbox").fill(question);
    await learnerChat.getByRole("button", { name: "发送" }).click();
    await expect(studioChat.getByText(question)).toBeVisible({ timeout: 15_000 });
    const answer = `按季度填报退税申请表即可${Date.now() % 10_000}`;
    await studioChat.getByRole("textbox").fill(answer);
    await studioChat.getByRole("button", { name: "发送" }).click();
    const answered = learnerChat.locator("li", { hasText: answer });
    await expect(answered).toBeVisible({ timeout: 15_000 });
    await expect(answered).toHaveAttribute("data-lecturer", "true");
    await expect(answered).toContainText("主讲人");
    // the lecturer may mute the learner from the studio
    await expect(studioChat.getByRole("button", { name: /^禁言 / }).first()).toBeVisible();

    // the signed-in learner's watching is reported (学时): a beat means the server holds a stretch of it
    await page.waitForRequest(
      (r) => r.url().includes(`/api/credits/live/${SESSION}/heartbeat`) && (r.postData() ?? "").includes("kind=beat"),
      { timeout: 30_000 },
    );

    // the publisher stops: after the grace the page turns to 回放 and the replay plays
    await stop(publisher);
    publisher = null;
    await expect(page.getByTestId("live-status")).toHaveText("回放", { timeout: 30_000 });
    // the chat closes with the session: history kept, read-only
    await expect(learnerChat.getByText("直播已结束，聊天记录仅供查看")).toBeVisible({ timeout: 15_000 });
    await expect(learnerChat.getByText(question)).toBeVisible();
    await expect(page.getByRole("button", { name: "查看回放" })).toBeVisible();
    await expect.poll(async () => (await videoState(page)).kind, { timeout: 15_000 }).toBe("replay");
    await page.getByRole("button", { name: "查看回放" }).click();
    await expect.poll(async () => (await videoState(page)).playing, { timeout: 30_000 }).toBe(true);
    await expect.poll(async () => (await videoState(page)).time, { timeout: 15_000 }).toBeGreaterThan(1);
    expect(hlsRequests.some((u) => u.includes(`/media/live/${SESSION}/replay.m3u8`))).toBe(true);
    await page.screenshot({ path: "e2e/screenshots/live-detail-replay.png" });

    // the session's end credited the attended time: 学时档案 lists it as 直播学习, linked to the session
    await page.goto("/center/credits");
    const items = page.getByRole("region", { name: "学时明细" });
    const live = items.getByRole("listitem").filter({ has: page.locator(`a[href="/liveDetail?id=${SESSION}"]`) });
    await expect(live).toContainText("直播学习");
    await expect(live).toContainText("公需科目");
  });

  test("an unknown session shows 直播不存在; a learner cannot open the studio", async ({ page }) => {
    await page.goto("/liveDetail?id=999999");
    await expect(page.getByText("直播不存在")).toBeVisible();
    await expect(page.getByRole("link", { name: "返回直播首页" })).toHaveAttribute("href", "/live");
    await logIn(page, LEARNER);
    await page.goto(`/live/studio?id=${SESSION}`);
    await expect(page.getByText("仅主讲讲师可以进入直播间后台")).toBeVisible();
  });

  test("a visitor is sent to log in for the studio", async ({ page }) => {
    await page.goto(`/live/studio?id=${SESSION}`);
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });
});

test("the detail page and the studio fit 375 px and 1366 px without horizontal scrolling", async ({ browser }) => {
  for (const width of [375, 1366]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await logIn(page, LECTURER);
    for (const [name, path] of [
      ["live-detail-upcoming", `/liveDetail?id=${SESSION}`],
      ["live-detail-seeded-replay", "/liveDetail?id=7007"],
      ["live-studio", `/live/studio?id=${SESSION}`],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} at ${width}px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
    }
    await page.close();
  }
});
