import { test as base, type Page } from "@playwright/test";

/**
 * A server-rendered page shows its buttons before its scripts have run; a click then does nothing (links still work:
 * the browser follows them). After every navigation the specs wait until such a page is interactive, as a person
 * would wait for a tap to answer; client-rendered pages have nothing to click before the scripts run.
 */
async function untilInteractive(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => !document.getElementById("ssr-data") || document.documentElement.dataset.hydrated === "true",
      null,
      { timeout: 15_000 },
    )
    // a spec that stops the scripts on purpose (a failed chunk) asserts on what the page shows instead
    .catch(() => undefined);
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page["goto"]>) => {
      const response = await goto(...args);
      await untilInteractive(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page["reload"]>) => {
      const response = await reload(...args);
      await untilInteractive(page);
      return response;
    };
    await use(page);
  },
});
