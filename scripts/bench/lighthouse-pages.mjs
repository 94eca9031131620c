// Lighthouse's mobile performance audit (its default: a mid-range phone on a slow 4G link, simulated throttling)
// of each page, driving the system Chromium; the median run of several, as Lighthouse's own docs advise.
// Each run also reports when the unthrottled page load actually first painted (Lighthouse's observed first contentful
// paint): Chromium sometimes holds a new page's first frame for about a second (paint holding, docs/performance.md),
// and the simulated figures of such a run are built on that late paint.
// A page may be measured uncached (each run asks a query the server's render cache has not seen, so the server
// renders it) or logged in (a learner's token in localStorage and its session cookie, as the web app keeps them;
// the browser's cache is still emptied before each run, so it is a first visit of the page with a session).
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { SESSION_COOKIE } from "./page-bytes.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** The goals of a first visit (docs/performance.md): score, LCP, CLS, JavaScript transferred. */
export const LIGHTHOUSE_GOALS = { score: 95, lcpMs: 1800, cls: 0.05, jsKiB: 120 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** puppeteer-core as Lighthouse itself resolves it (it is Lighthouse's dependency, not the workspace's). */
async function puppeteerOfLighthouse() {
  const fromLighthouse = createRequire(createRequire(import.meta.url).resolve("lighthouse"));
  return (await import(pathToFileURL(fromLighthouse.resolve("puppeteer-core")).href)).default;
}

/**
 * Puts the token where the web app reads it (and its session cookie), on the page's origin, and empties the
 * browser's HTTP cache.
 */
async function signIn(port, origin, token) {
  const puppeteer = await puppeteerOfLighthouse();
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    // a blank page of the site's origin answered by the browser itself: nothing of the site is fetched or cached
    await page.setRequestInterception(true);
    page.on("request", (request) =>
      request.respond({ status: 200, contentType: "text/html", body: "<!doctype html><title>sign-in</title>" }),
    );
    await page.goto(`${origin}/bench-sign-in`);
    // the token where the web app keeps it, and the session cookie it writes beside it
    await page.evaluate((value) => localStorage.setItem("token", value), token);
    await page.setCookie({ name: SESSION_COOKIE, value: encodeURIComponent(token), url: origin, sameSite: "Lax" });
    const cdp = await page.createCDPSession();
    await cdp.send("Network.clearBrowserCache");
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * @param {string} origin
 * @param {ReadonlyArray<{ name: string, path: string, uncached?: boolean, token?: string }>} pages
 * @param {number} runs
 */
export async function lighthousePages(origin, pages, runs) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const results = [];
    for (const { name, path, uncached, token } of pages) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        if (token) await signIn(chrome.port, origin, token);
        const url = uncached
          ? `${origin}${path}${path.includes("?") ? "&" : "?"}render=${Date.now()}-${run}`
          : origin + path;
        const { lhr } = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
          // storage reset would forget the token; the cache was emptied by signIn instead
          ...(token ? { disableStorageReset: true } : {}),
        });
        const scripts = lhr.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === "script");
        samples.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
          cls: lhr.audits["cumulative-layout-shift"].numericValue,
          tbtMs: lhr.audits["total-blocking-time"].numericValue,
          jsKiB: (scripts?.transferSize ?? 0) / 1024,
          observedPaintMs: lhr.audits.metrics.details.items[0].observedFirstContentfulPaint,
          finalUrl: lhr.finalDisplayedUrl,
        });
      }
      // the run with the median score, so that the figures belong to one real page load
      const middle = median(samples.map((sample) => sample.score));
      results.push({
        name,
        path,
        ...samples.find((sample) => sample.score === middle),
        observedPaintsMs: samples.map((sample) => sample.observedPaintMs),
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
