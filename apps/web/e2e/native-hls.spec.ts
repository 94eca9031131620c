import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { apiToken, storeLogin } from "./support/sign-in";
import { test } from "./support/test";

// A paid lecture plays from its play info URL alone (apps/server/src/features/video/README.md): the playlists are
// signed for the learner and the key URIs in them carry their own token. Here the web player runs the way a phone's
// native player does: without Media Source Extensions hls.js is not supported, so the kit's fallback hands the
// signed master URL to the video element (`video.src = url`) and Chromium's own HLS player fetches the playlists,
// the key and the segments, with no login header and no token added by any script. The same lecture through hls.js
// sends no header either. Timed cards and resuming work as with hls.js.

const VIP = "13800000002";
const PASSWORD = "Learner#2026";
// seed: course 1001 (¥199) is paid; its first lecture file 100101 plays its own encrypted video sample-100101
const PAID_COURSE = 1001;
const PAID_LECTURE = 100101;

interface MediaRequest {
  readonly url: string;
  readonly authorization: string | undefined;
  status?: number;
}

/** Every request for the lecture's playlists, key and segments, with its login header and answer. */
function recordMedia(page: Page): MediaRequest[] {
  const seen: MediaRequest[] = [];
  const byRequest = new Map<object, MediaRequest>();
  page.on("request", (request) => {
    const url = request.url();
    if (!/\/api\/aliVod\/hls\/(play|key)\/|\/media\/video\/lectures\/sample-100101\//.test(url)) return;
    const entry: MediaRequest = { url, authorization: request.headers().authorization };
    byRequest.set(request, entry);
    seen.push(entry);
  });
  page.on("response", (response) => {
    const entry = byRequest.get(response.request());
    if (entry) entry.status = response.status();
  });
  return seen;
}

const player = (page: Page) => {
  const region = page.getByRole("region", { name: "课程视频播放器" });
  const lecture = region.getByTestId("lecture-video");
  return {
    region,
    lecture,
    card: region.getByTestId("interaction-card"),
    start: () => region.getByRole("button", { name: "播放" }).first().click(),
    time: () => lecture.evaluate((v: HTMLVideoElement) => v.currentTime),
    source: () => lecture.evaluate((v: HTMLVideoElement) => v.currentSrc),
  };
};

const breakpointOf = async (request: APIRequestContext, token: string) => {
  const body = await (
    await request.get(`/api/onlineProduct/lectures/${PAID_COURSE}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  return (body.data.lectures as { fileId: number; breakpoint: number }[]).find((l) => l.fileId === PAID_LECTURE)!
    .breakpoint;
};

/** Checks the recorded requests: playlists, key and segments all fetched, all answered 200, none with a login. */
function expectSelfSufficient(requests: MediaRequest[]) {
  const keys = requests.filter((r) => r.url.includes("/api/aliVod/hls/key/"));
  const playlists = requests.filter((r) => r.url.includes("/api/aliVod/hls/play/"));
  const segments = requests.filter((r) => /\.ts(\?|$)/.test(r.url));
  expect(keys.length, "key requests").toBeGreaterThan(0);
  expect(playlists.length, "signed playlist requests").toBeGreaterThan(1);
  expect(segments.length, "segment requests").toBeGreaterThan(0);
  for (const request of [...keys, ...playlists, ...segments]) {
    expect(request.authorization, request.url).toBeUndefined();
    if (request.status !== undefined) expect([200, 206], request.url).toContain(request.status);
  }
  expect(keys.every((r) => r.url.includes("MtsHlsUriToken="))).toBe(true);
  expect(keys.some((r) => r.status === 200)).toBe(true);
}

test.describe("a paid lecture's signed URL is all a player needs", () => {
  test("the native player path (no Media Source Extensions) plays it, shows the timed card and resumes", async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, VIP, PASSWORD);
    // a started lecture: it resumes at the saved second without the opening clip
    await request.post("/api/writeBreakpointRecord", {
      headers: { authorization: `Bearer ${token}` },
      data: { fileId: PAID_LECTURE, breakpoint: 1 },
    });
    // as on iOS Safari: no MSE, so hls.js is unsupported and the kit's fallback sets video.src to the playlist
    await page.addInitScript(() => {
      for (const name of ["MediaSource", "ManagedMediaSource", "WebKitMediaSource"]) {
        Object.defineProperty(window, name, { value: undefined, configurable: true });
      }
    });
    await storeLogin(page, token);
    const requests = recordMedia(page);
    await page.goto(`/course/details?id=${PAID_COURSE}&lecture=${PAID_LECTURE}`);
    const video = player(page);
    await video.start();
    await expect(video.region).toHaveAttribute("data-stage", "normal", { timeout: 15_000 });
    // the element plays the signed master playlist itself (hls.js would feed it from a blob: URL), set once the stage
    // is normal (not necessarily before)
    await expect
      .poll(() => video.source(), { timeout: 15_000 })
      .toMatch(new RegExp(`/api/aliVod/hls/play/${PAID_LECTURE}/master\\.m3u8\\?MtsHlsUriToken=`));
    // the image card at second 3 shows as it does with hls.js
    await expect(video.region.locator('[data-testid="interaction-card"][aria-label="重点提示"]')).toBeVisible({
      timeout: 15_000,
    });
    await expect.poll(() => video.time(), { timeout: 20_000 }).toBeGreaterThan(5);
    expectSelfSufficient(requests);

    // the position is saved while playing; a reload resumes there
    await expect.poll(() => breakpointOf(request, token), { timeout: 15_000 }).toBeGreaterThan(4);
    const saved = await breakpointOf(request, token);
    await page.reload();
    await video.start();
    await expect(video.region).toHaveAttribute("data-stage", "normal", { timeout: 15_000 });
    await expect.poll(() => video.time(), { timeout: 20_000 }).toBeGreaterThanOrEqual(saved - 1);
  });

  test("hls.js plays the same signed URL with no login header on its key requests", async ({ page, request }) => {
    const token = await apiToken(request, VIP, PASSWORD);
    await storeLogin(page, token);
    const requests = recordMedia(page);
    await page.goto(`/course/details?id=${PAID_COURSE}&lecture=${PAID_LECTURE}`);
    const video = player(page);
    await video.start();
    await expect(video.region).toHaveAttribute("data-stage", "normal", { timeout: 15_000 });
    await expect.poll(() => video.source(), { timeout: 15_000 }).toMatch(/^blob:/);
    const from = await video.time();
    await expect.poll(() => video.time(), { timeout: 20_000 }).toBeGreaterThan(from + 2);
    expectSelfSufficient(requests);
  });
});
