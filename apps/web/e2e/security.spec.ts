import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page } from "@playwright/test";
import { orgLoginPath } from "./support/org-link";
import { test } from "./support/test";

// The server's Content-Security-Policy against the real built app: nothing the app needs is refused, and only this
// origin (plus an organisation's partner origins on its pages) may frame the site.

/** Collects CSP violations of the page and its frames (the event, and Chromium's console line). */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`Refused to load (CSP ${event.violatedDirective}): ${event.blockedURI}`),
    ),
  );
});

test("the home page and a course page render with no CSP violation", async ({ page }) => {
  const violations = watchViolations(page);
  const home = await page.goto("/home");
  expect(home?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(page.getByRole("navigation", { name: "主导航" })).toBeVisible();
  await page.goto("/course/details?id=1001");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
});

test("an organisation link embedded by the demo partner portal works under the policy", async ({ page, baseURL }) => {
  const violations = watchViolations(page);
  const link = orgLoginPath(12, `e2e-csp-${Date.now()}`, "李会计");
  const orgPage = page.waitForResponse((response) => response.url().includes("/orgLogin?orgId=12"));
  await page.goto(`/embed-demo.html?link=${encodeURIComponent(link)}`);
  // org 12's seeded partner origins (this server's port under both local names) may frame its pages
  const { port } = new URL(baseURL!);
  expect((await orgPage).headers()["content-security-policy"]).toContain(
    `frame-ancestors 'self' http://localhost:${port} http://127.0.0.1:${port}`,
  );
  const site = page.frameLocator('iframe[title="财税学习平台"]');
  await expect(site.getByRole("navigation", { name: "主导航" })).toBeVisible();
  expect(violations).toEqual([]);
});

test.describe("a site that is not a partner", () => {
  let foreign: Server;
  let foreignOrigin: string;
  test.beforeAll(async ({ baseURL }) => {
    // a page on another origin that tries to frame the site
    foreign = createServer((request, response) => {
      const target = new URL(request.url ?? "/", "http://x").searchParams.get("target") ?? "/home";
      response.setHeader("content-type", "text/html; charset=utf-8");
      response.end(`<!doctype html><iframe title="framed" src="${baseURL}${target}"></iframe>`);
    });
    await new Promise<void>((resolve) => foreign.listen(0, "127.0.0.1", resolve));
    foreignOrigin = `http://localhost:${(foreign.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => foreign.close(() => resolve())));

  for (const target of ["/home", "/orgLogin?orgId=12&content=x&secret=y"]) {
    test(`cannot frame ${target}`, async ({ page }) => {
      const refused = page.waitForEvent("console", (message) => /frame-ancestors/.test(message.text()));
      await page.goto(`${foreignOrigin}/?target=${encodeURIComponent(target)}`);
      await refused;
      await expect(page.frameLocator('iframe[title="framed"]').getByRole("navigation", { name: "主导航" })).toHaveCount(
        0,
      );
    });
  }
});
