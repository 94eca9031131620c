// Lighthouse's mobile performance audit (its default: a mid-range phone on a slow 4G link, simulated throttling)
// of each page, driving the system Chromium; the median run of several, as Lighthouse's own docs advise.
// Each run also reports when the unthrottled page load actually first painted (Lighthouse's observed first contentful
// paint): Chromium sometimes holds a new page's first frame for about a second (paint holding, docs/performance.md),
// and the simulated figures of such a run are built on that late paint.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * @param {string} origin
 * @param {ReadonlyArray<{ name: string, path: string }>} pages
 * @param {number} runs
 */
export async function lighthousePages(origin, pages, runs) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const results = [];
    for (const { name, path } of pages) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const { lhr } = await lighthouse(origin + path, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
        });
        samples.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
          cls: lhr.audits["cumulative-layout-shift"].numericValue,
          tbtMs: lhr.audits["total-blocking-time"].numericValue,
          observedPaintMs: lhr.audits.metrics.details.items[0].observedFirstContentfulPaint,
        });
      }
      // the run with the median score, so that the four figures belong to one real page load
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
