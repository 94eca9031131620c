// What a browser actually transfers for a page, as DevTools' "transferred" column counts it (compressed bodies and
// their headers) from Chromium's network events, grouped into JavaScript and CSS, until the network is idle.
import { chromium } from "playwright-core";

/** The session cookie the web app writes beside the stored token (core's SESSION_COOKIE). */
export const SESSION_COOKIE = "taxlearn_session";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** A phone the way Lighthouse's mobile preset describes one (Moto G Power), for the byte counts. */
export const MOBILE_VIEWPORT = { width: 412, height: 823 };

/**
 * @param {string} origin
 * @param {ReadonlyArray<{ name: string, path: string, token?: string }>} pages a page with a token is visited logged in
 *   (the token in localStorage, where the web app keeps it, before the page's first script runs, and in the session
 *   cookie the app writes beside it)
 * @returns {Promise<Array<{ name: string, path: string, jsBytes: number, cssBytes: number, totalBytes: number, requests: number }>>}
 */
export async function measurePageBytes(origin, pages) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  try {
    const results = [];
    for (const { name, path, token } of pages) {
      // a fresh context per page: an empty cache, as a first visit meets it
      const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, locale: "zh-CN" });
      if (token) {
        await context.addInitScript((value) => window.localStorage.setItem("token", value), token);
        // the session cookie the app keeps beside the stored token (web app's session-cookie.ts)
        await context.addCookies([{ name: SESSION_COOKIE, value: encodeURIComponent(token), url: origin }]);
      }
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      const types = new Map();
      const sizes = new Map();
      cdp.on("Network.responseReceived", (event) => types.set(event.requestId, event.type));
      cdp.on("Network.loadingFinished", (event) => sizes.set(event.requestId, event.encodedDataLength));
      await page.goto(origin + path, { waitUntil: "networkidle" });
      let jsBytes = 0;
      let cssBytes = 0;
      let totalBytes = 0;
      for (const [requestId, bytes] of sizes) {
        totalBytes += bytes;
        const type = types.get(requestId);
        if (type === "Script") jsBytes += bytes;
        if (type === "Stylesheet") cssBytes += bytes;
      }
      results.push({ name, path, jsBytes, cssBytes, totalBytes, requests: sizes.size });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
