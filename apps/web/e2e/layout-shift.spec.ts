import { expect, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";
import { test } from "./support/test";

// Cumulative layout shift of the pages a visitor lands on, measured in the browser as Core Web Vitals defines it
// (layout-shift entries without recent input, grouped in session windows of at most 5 s with gaps under 1 s; the
// largest window counts). The pages load on a slowed phone (4× CPU, 150 ms round trips), so that skeletons are on
// screen long enough for a shift to show: lists and images must reserve their space before their data arrives and
// the footer must never jump. Goal: ≤ 0.05 on each, at phone and desktop widths.

const PAGES = [
  { name: "首页", path: "/home" },
  { name: "课程列表", path: "/course/list" },
  { name: "课程详情", path: "/course/details?id=1001" },
  { name: "政策详情", path: "/policy/details?id=2001" },
  // the server's HTML is an anonymous visitor's: a learner's session, known in the browser, must not move the page
  { name: "VIP（已登录）", path: "/vip", account: "13800000001" },
  { name: "VIP（会员）", path: "/vip", account: "13800000002" },
] as const satisfies ReadonlyArray<{ name: string; path: string; account?: string }>;

/** the demo learners' password (the seed's) */
const DEMO_PASSWORD = "Learner#2026";

const VIEWPORTS = [
  // a phone lays the page out as phones do (isMobile: the meta viewport, and zooming out to content wider than it)
  { name: "phone", width: 375, height: 812, isMobile: true },
  { name: "desktop", width: 1366, height: 768, isMobile: false },
] as const;

/** A slowed phone: 4× CPU, 150 ms round trips, 4 Mbit/s down. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (4 * 1024 * 1024) / 8,
    uploadThroughput: (1024 * 1024) / 8,
  });
}

/** Starts recording layout shifts before any script of the page runs. */
const recordShifts = () => {
  const shifts: Array<{ value: number; startTime: number; sources: string[] }> = [];
  (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }
    >) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map((source) => {
        const node = source.node;
        if (!(node instanceof Element)) return node?.nodeName ?? "?";
        const name = typeof node.className === "string" ? node.className.split(" ")[0] : "";
        return `${node.tagName.toLowerCase()}${name ? `.${name}` : ""} "${(node.textContent ?? "").trim().slice(0, 16)}"`;
      });
      shifts.push({ value: entry.value, startTime: entry.startTime, sources });
    }
  }).observe({ type: "layout-shift", buffered: true });
};

/** The page's CLS (largest session window) and the shifts that made it, for a readable failure. */
const cumulativeLayoutShift = (page: Page) =>
  page.evaluate(() => {
    const shifts = (window as unknown as { __shifts: Array<{ value: number; startTime: number; sources: string[] }> })
      .__shifts;
    let best = 0;
    let current = 0;
    let first = 0;
    let last = 0;
    for (const shift of shifts) {
      if (current > 0 && shift.startTime - last < 1000 && shift.startTime - first < 5000) {
        current += shift.value;
      } else {
        current = shift.value;
        first = shift.startTime;
      }
      last = shift.startTime;
      best = Math.max(best, current);
    }
    return { cls: best, shifts };
  });

for (const viewport of VIEWPORTS) {
  test.describe(`layout shift at ${viewport.width} px`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      isMobile: viewport.isMobile,
      hasTouch: viewport.isMobile,
    });
    for (const entry of PAGES) {
      const { name, path } = entry;
      test(`${name} (${path}) shifts by at most 0.05`, async ({ page }) => {
        if ("account" in entry) await signIn(page, entry.account, DEMO_PASSWORD);
        // a learner's page loads at full speed: its re-reads once the session is known then settle a few frames
        // after hydration, so a page that moves while they run shows it (a slowed CPU can run both in one frame)
        if (!("account" in entry)) await slowPhone(page);
        await page.addInitScript(recordShifts);
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        // late shifts (images decoding, fonts) have a moment to happen
        await page.waitForTimeout(1000);
        const { cls, shifts } = await cumulativeLayoutShift(page);
        const detail = shifts.map(
          (s) => `${s.value.toFixed(3)} @${Math.round(s.startTime)}ms ${s.sources.join(" | ")}`,
        );
        expect(cls, `CLS of ${path}: ${detail.join("; ")}`).toBeLessThanOrEqual(0.05);
      });
    }
  });
}
