import { expect, type Page, test } from "@playwright/test";

// Every screen laid out for a 375 px phone (the WeChat browser): nothing wider than the window, the main nav, search
// and 学员中心 in reach, the side toolbar out of the way. The seeded demo content gives the ids below.

const PHONE = { width: 375, height: 812 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

const mainNav = (page: Page) => page.getByRole("navigation", { name: "主导航" });

/** Each page with a heading that appears once its content has arrived. */
const PAGES: ReadonlyArray<{ path: string; heading: string }> = [
  { path: "/home", heading: "精选课程" },
  { path: "/course/list", heading: "全部课程" },
  { path: "/knowledge?pT=2", heading: "微课" },
  { path: "/policy", heading: "政策法规" },
  { path: "/casebook", heading: "案例库" },
  { path: "/caimiao-custom", heading: "出口退税专题" },
  { path: "/course/details?id=1001", heading: "生产企业免抵退税申报全流程实操" },
  { path: "/policy/details?id=2001", heading: "关于进一步便利出口退税办理 促进外贸平稳发展有关事项的公告" },
  { path: `/search/${encodeURIComponent("出口退税")}`, heading: "“出口退税”的搜索结果" },
  { path: "/login", heading: "账号登录" },
  { path: "/register", heading: "注册账号" },
  { path: "/notice", heading: "平台公告" },
  { path: "/about", heading: "关于我们" },
  { path: "/404", heading: "页面不存在" },
];

/** The elements that reach past the window's right edge, outermost first, for a readable failure. */
const overflowing = (page: Page) =>
  page.evaluate((width) => {
    const wide: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const box = element.getBoundingClientRect();
      const parent = element.parentElement?.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 0.5 && !(parent && parent.right > width + 0.5)) {
        wide.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 20)}"`);
      }
    }
    return wide;
  }, PHONE.width);

for (const { path, heading } of PAGES) {
  test(`${decodeURIComponent(path)} does not scroll sideways at 375 px`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, exact: true }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `wider than the window: ${(await overflowing(page)).join(", ")}`).toBeLessThanOrEqual(
      PHONE.width,
    );
    await page.screenshot({ path: `e2e/screenshots/phone${path.split("?")[0]?.replaceAll("/", "-")}.png` });
  });
}

test("every main-nav link, the search box and 学员中心 are in reach on a phone", async ({ page }) => {
  await page.goto("/home");
  const links = mainNav(page).getByRole("link");
  await expect(links).toHaveText(["首页", "课程", "微课", "政策", "案例", "专题", "VIP会员"]);
  // the menu is a strip that scrolls sideways: each link can be brought fully into the window
  for (const link of await links.all()) {
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeInViewport({ ratio: 1 });
  }
  await expect(page.getByPlaceholder("请输入课程名")).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("link", { name: "学员中心" })).toBeInViewport({ ratio: 1 });

  await mainNav(page).getByRole("link", { name: "专题" }).tap();
  await expect(page).toHaveURL(/\/caimiao-custom$/);
  await expect(page.getByRole("heading", { level: 1, name: "专题" })).toBeVisible();

  await page.getByPlaceholder("请输入课程名").fill("增值税");
  await page.getByPlaceholder("请输入课程名").press("Enter");
  await expect(page).toHaveURL(/\/search\/%E5%A2%9E%E5%80%BC%E7%A8%8E$/);
});

test("the current section's link is scrolled into the nav strip", async ({ page }) => {
  await page.goto("/vip");
  const vip = mainNav(page).getByRole("link", { name: "VIP会员" });
  await expect(vip).toHaveAttribute("aria-current", "page");
  // the last item starts beyond the window's edge; the nav brings it in without a touch
  await expect(vip).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
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
