import { type BrowserContext, expect, type Page } from "@playwright/test";
import { ADMIN_SECTIONS } from "@taxlearn/core";
import { registerFreshLearner } from "./support/learner-accounts";
import { ROUTE_SAMPLES } from "./support/route-samples";
import { signIn } from "./support/sign-in";
import { test } from "./support/test";

// Every screen laid out for a 375 px phone (the WeChat browser) and a 768 px tablet: nothing wider than the window on
// any route, the main nav, search and 学员中心 in reach, the side toolbar out of the way. The seeded demo content
// gives the ids (support/route-samples.ts).

const PHONE = { width: 375, height: 812 };
const TABLET = { width: 768, height: 1024 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

const mainNav = (page: Page) => page.getByRole("navigation", { name: "主导航" });

/** The elements that reach past the window's right edge, outermost first, for a readable failure. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const wide: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const box = element.getBoundingClientRect();
      const parent = element.parentElement?.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 0.5 && !(parent && parent.right > width + 0.5)) {
        const name =
          element.className && typeof element.className === "string" ? `.${element.className.split(" ")[0]}` : "";
        wide.push(`${element.tagName.toLowerCase()}${name} "${(element.textContent ?? "").trim().slice(0, 20)}"`);
      }
    }
    return wide;
  });

/** Waits for the page's data: no request for a moment and no loading placeholder left. */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The page is no wider than the window; on failure, names the elements that reach past it. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect
    .soft(scrollWidth, `${what} is ${scrollWidth} px wide: ${(await overflowing(page)).join(", ")}`)
    .toBeLessThanOrEqual(innerWidth);
}

// The sweep: every route of core's table (route-samples.ts) at 375 px (a phone in the WeChat browser) and 768 px (a
// tablet, or a phone held sideways), once its data has arrived; anonymous for the public routes, then logged in for
// every route. A page is loaded once and the window resized, so each width sees the same data.
const WIDTHS = [PHONE.width, TABLET.width] as const;

async function sweep(page: Page, url: string) {
  await page.setViewportSize(PHONE);
  await page.goto(url);
  await settled(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: PHONE.height });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expectNoSidewaysScroll(page, `${url} at ${width} px`);
  }
}

interface SweepSample {
  readonly name: string;
  readonly url: string;
  /** where the page must still be after its data arrived (a page that needs login must not have gone to /login) */
  readonly landsOn?: RegExp;
}

/**
 * One phone context and page per pass, reused from route to route (as the axe sweep does): each route is still a
 * fresh load of its address, and the built files come from the browser's cache after the first.
 */
function sweepPass(title: string, samples: readonly SweepSample[], login?: (context: BrowserContext) => Promise<void>) {
  test.describe(title, () => {
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
      if (login) await login(context);
      page = await context.newPage();
    });
    test.afterAll(async () => {
      await context.close();
    });
    for (const sample of samples) {
      test(sample.name, async () => {
        await sweep(page, sample.url);
        if (sample.landsOn) expect(new URL(page.url()).pathname).toMatch(sample.landsOn);
      });
    }
  });
}

const NOT_LOGIN = /^(?!\/login)/;
const routeSample = (sample: (typeof ROUTE_SAMPLES)[number], loggedIn: boolean): SweepSample => ({
  name: `${sample.route} (${decodeURIComponent(sample.url)})`,
  url: sample.url,
  landsOn: loggedIn && sample.needsLogin ? NOT_LOGIN : undefined,
});

sweepPass(
  "no sideways scroll, anonymous",
  ROUTE_SAMPLES.filter((s) => !s.needsLogin).map((s) => routeSample(s, false)),
);

// a learner of its own: pages opened here record footprints, which no other spec should meet
sweepPass(
  "no sideways scroll, logged in",
  ROUTE_SAMPLES.map((s) => routeSample(s, true)),
  async (context) => {
    const learner = await registerFreshLearner(context.request);
    await signIn(context, learner.account, learner.password);
  },
);

// The operator console (its own tree under /admin, outside core's route table): each section, as the seeded admin.
sweepPass(
  "no sideways scroll, the operator console",
  ["", ...ADMIN_SECTIONS.map((s) => s.key)].map((section) => ({
    name: `/admin/${section}`,
    url: `/admin/${section}`,
    landsOn: /^\/admin/,
  })),
  async (context) => {
    await signIn(context, "13800000010", "Learner#2026");
  },
);

test("a compact header: every main-nav link in the 菜单 drawer, the search box and 学员中心 in reach", async ({
  page,
}) => {
  await page.goto("/home");
  const header = await page
    .locator("header")
    .filter({ has: page.getByRole("button", { name: "菜单" }) })
    .boundingBox();
  // two rows: 菜单, logo and 学员中心, then the search box
  expect(header!.height).toBeLessThanOrEqual(PHONE.height / 6);
  await expect(page.getByPlaceholder("请输入课程名")).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("link", { name: "学员中心" })).toBeInViewport({ ratio: 1 });
  await expect(mainNav(page)).toBeHidden();

  const toggle = page.getByRole("button", { name: "菜单" });
  const heading = page.getByRole("heading", { name: "精选课程", exact: true }).first();
  const before = await heading.boundingBox();
  await toggle.tap();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const links = mainNav(page).getByRole("link");
  await expect(links).toHaveText(["首页", "课程", "微课", "政策", "案例", "专题", "VIP会员"]);
  for (const link of await links.all()) {
    await expect(link).toBeInViewport({ ratio: 1 });
    // a touch target: the rows are the theme's large control, the VIP pill its small one
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(28);
  }
  // the drawer opens over the page: nothing under it moves
  expect((await heading.boundingBox())!.y).toBe(before!.y);
  await expectNoSidewaysScroll(page, "/home with the menu open");

  await mainNav(page).getByRole("link", { name: "专题" }).tap();
  await expect(page).toHaveURL(/\/caimiao-custom$/);
  await expect(page.getByRole("heading", { level: 1, name: "专题" })).toBeVisible();
  await expect(mainNav(page)).toBeHidden();

  await page.getByPlaceholder("请输入课程名").fill("增值税");
  await page.getByPlaceholder("请输入课程名").press("Enter");
  await expect(page).toHaveURL(/\/search\/%E5%A2%9E%E5%80%BC%E7%A8%8E$/);
});

test("the 菜单 drawer marks the current section and closes on Escape", async ({ page }) => {
  await page.goto("/vip");
  const toggle = page.getByRole("button", { name: "菜单" });
  await toggle.tap();
  await expect(mainNav(page).getByRole("link", { name: "VIP会员" })).toHaveAttribute("aria-current", "page");
  await page.keyboard.press("Escape");
  await expect(mainNav(page)).toBeHidden();
  await expect(toggle).toBeFocused();
});

test("the side toolbar is a small tab on the right edge until tapped", async ({ page }) => {
  await page.goto("/about");
  const toolbar = page.getByRole("complementary", { name: "侧边工具栏" });
  const expand = toolbar.getByRole("button", { name: "展开" });
  await expect(expand).toBeVisible();
  await expect(toolbar.getByRole("link", { name: /我的消息/ })).toHaveCount(0);
  const tab = await expand.boundingBox();
  expect(tab).not.toBeNull();
  expect(tab!.width).toBeLessThanOrEqual(PHONE.width / 8);
  expect(Math.round(tab!.x + tab!.width)).toBe(PHONE.width);

  await expand.tap();
  await expect(toolbar.getByRole("link", { name: /我的消息/ })).toBeVisible();
  await toolbar.getByRole("button", { name: "收起" }).tap();
  await expect(toolbar.getByRole("link", { name: /我的消息/ })).toHaveCount(0);
});

test("course detail: the player and the lecture list one under the other, the footer stacked", async ({ page }) => {
  await page.goto("/course/details?id=1001");
  const learning = page.getByRole("region", { name: "课程学习" });
  const lectures = learning.getByRole("navigation", { name: "课程目录" });
  await expect(lectures).toBeVisible();
  const stage = await learning.getByText("登录后即可观看").boundingBox();
  const list = await lectures.boundingBox();
  expect(stage && list).toBeTruthy();
  expect(list!.y).toBeGreaterThan(stage!.y + stage!.height);
  expect(list!.width).toBeGreaterThan(PHONE.width / 2);

  const footer = page.getByRole("contentinfo");
  const codes = ["APP", "公众号", "企业微信", "小程序"];
  const boxes = await Promise.all(codes.map((name) => footer.getByRole("img", { name }).boundingBox()));
  for (const box of boxes) expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  // two a row
  expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y);
});
