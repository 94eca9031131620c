import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import { registerFreshLearner } from "./support/learner-accounts";
import { ROUTE_SAMPLES } from "./support/route-samples";
import { storeLogin } from "./support/sign-in";
import { test } from "./support/test";

// axe-core in Chromium on every route of the route table (support/route-samples.ts), anonymous and logged in (a
// fresh learner, so nothing seeded changes), at 1366 and 375 px: any serious or critical violation fails, printed
// with its rule, its targets and the route. The same pass counts the page's h1 (exactly one per screen). One
// context and one page per state and width, reused from route to route, keeps the run short.

const WIDTHS = [
  { name: "1366", viewport: { width: 1366, height: 900 } },
  { name: "375", viewport: { width: 375, height: 812 } },
] as const;

/** WCAG 2.1 A and AA, the rules a Chinese public-sector site is held to (GB/T 37668 follows WCAG 2.0 AA). */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

// a failed route restarts the worker: no trace or screenshot to write keeps that cheap (the printed findings say it all)
test.use({ trace: "off", screenshot: "off" });

interface Finding {
  readonly url: string;
  readonly text: string;
}

async function loggedInContext(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const learner = await registerFreshLearner(context.request);
  const login = await (await context.request.post("/api/app/login", { data: learner })).json();
  expect(login.success, login.msg).toBe(true);
  const token = login.data.token as string;
  await storeLogin(context, token);
  return context;
}

/** Opens `url` and waits until its data has arrived (the unread poll and the live socket never stop, hence the cap). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle", { timeout: 2_500 }).catch(() => undefined);
  await page.locator("main, [role='main']").first().waitFor({ timeout: 10_000 });
}

async function audit(page: Page, url: string): Promise<Finding[]> {
  await open(page, url);
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const findings: Finding[] = result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      url,
      text: `${v.impact} ${v.id} (${v.help}) at ${v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(" "))
        .join(" | ")}`,
    }));
  const headings = await page.locator("h1").count();
  if (headings !== 1) findings.push({ url, text: `${headings} h1 elements (one per page expected)` });
  return findings;
}

for (const state of ["anonymous", "logged in"] as const) {
  for (const width of WIDTHS) {
    test.describe(`axe, ${state}, ${width.name} px`, () => {
      let context: BrowserContext;
      let page: Page;
      test.beforeAll(async ({ browser }) => {
        context =
          state === "anonymous"
            ? await browser.newContext({ viewport: width.viewport })
            : await loggedInContext(browser, width.viewport);
        page = await context.newPage();
      });
      test.afterAll(async () => {
        await context.close();
      });
      // a visitor is sent to /login from a route that needs login: only the logged-in pass audits those
      for (const sample of ROUTE_SAMPLES.filter((s) => state === "logged in" || !s.needsLogin)) {
        test(`${sample.route} (${sample.url}) has no serious or critical violation and one h1`, async () => {
          const report = (await audit(page, sample.url)).map((f) => `${f.url}: ${f.text}`);
          if (report.length > 0) console.log(`[axe ${state} ${width.name}px]\n${report.join("\n")}`);
          expect(report).toEqual([]);
        });
      }
    });
  }
}
