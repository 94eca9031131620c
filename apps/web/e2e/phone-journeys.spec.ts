import { expect, type Locator, type Page } from "@playwright/test";
import { registerFreshLearner } from "./support/learner-accounts";
import { apiToken, storeLogin } from "./support/sign-in";
import { test } from "./support/test";

// A learner's journeys on a phone, end to end, at 375 × 812 in iPhone Safari (and once inside WeChat): browse, buy
// with each mobile flow of the sandbox (WeChat Pay H5, Alipay WAP, WeChat's wallet through JSAPI), come back, watch
// the lecture (its timed card, its resume after a reload), buy VIP, apply for an invoice, the learner centre, book a
// live session and watch a replay. Every step is checked the way a thumb meets it: nothing wider than the window, the
// step's controls at least 44 px high, no text cut off, nothing fixed lying over what is being used, and the field
// being typed in inside the visual viewport.

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const WECHAT = `${IPHONE} MicroMessenger/8.0.49(0x18003130) NetType/WIFI Language/zh_CN`;
// seed: course 1001 (¥199): its first lecture file 100101 plays its own video, with an image card at second 3
const PAID_COURSE = 1001;
const PAID_LECTURE = 100101;
const TOUCH = 44;

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, userAgent: IPHONE });

interface StepProblems {
  sideways: string | null;
  small: string[];
  cut: string[];
  covered: string[];
}

/**
 * What is wrong with one step on the phone: the page wider than the window, controls under 44 px, text cut off in
 * its headings and controls, and controls lying under a fixed or sticky bar once scrolled into view.
 */
async function problemsOf(page: Page, controls: Locator[], headings: Locator[]): Promise<StepProblems> {
  const sideways = await page.evaluate(() => {
    const scrolling = document.scrollingElement ?? document.documentElement;
    return scrolling.scrollWidth > window.innerWidth ? `${scrolling.scrollWidth} px > ${window.innerWidth} px` : null;
  });
  const problems: StepProblems = { sideways, small: [], cut: [], covered: [] };
  for (const control of controls) {
    await expect(control).toBeVisible();
    const found = await control.evaluate((element: HTMLElement) => {
      element.scrollIntoView({ block: "center", inline: "nearest" });
      const name = (element.getAttribute("aria-label") || element.textContent || element.tagName).trim().slice(0, 24);
      const box = element.getBoundingClientRect();
      const bars = [...document.querySelectorAll<HTMLElement>("body *")].filter((other) => {
        if (other === element || other.contains(element) || element.contains(other)) return false;
        const position = getComputedStyle(other).position;
        if (position !== "fixed" && position !== "sticky") return false;
        const style = getComputedStyle(other);
        return style.visibility !== "hidden" && style.display !== "none" && Number(style.opacity) > 0;
      });
      const under = bars.find((bar) => {
        const b = bar.getBoundingClientRect();
        return (
          b.width > 0 &&
          b.height > 0 &&
          b.left < box.right &&
          b.right > box.left &&
          b.top < box.bottom &&
          b.bottom > box.top
        );
      });
      return {
        name,
        height: box.height,
        cut: element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== "visible",
        under: under ? `${under.tagName.toLowerCase()}.${String(under.className).split(" ")[0]}` : null,
      };
    });
    if (found.height < TOUCH) problems.small.push(`${found.name} (${Math.round(found.height)} px)`);
    if (found.cut) problems.cut.push(found.name);
    if (found.under) problems.covered.push(`${found.name} under ${found.under}`);
  }
  for (const heading of headings) {
    await expect(heading).toBeVisible();
    // a heading only for screen readers (clipped to 1 px on purpose) is not cut off text
    const cut = await heading.evaluate((element: HTMLElement) =>
      element.getBoundingClientRect().width > 1 && element.scrollWidth > element.clientWidth + 1
        ? (element.textContent ?? "").trim().slice(0, 24)
        : null,
    );
    if (cut) problems.cut.push(cut);
  }
  return problems;
}

/** One step of a journey checked on the phone; the failure names the step and what is wrong. */
async function checkStep(page: Page, step: string, controls: Locator[], headings: Locator[] = []) {
  const problems = await problemsOf(page, controls, headings);
  await page.screenshot({ path: `/tmp/shots/${test.info().title.slice(0, 12)}-${step.replaceAll("/", "_")}.png` });
  expect(problems, step).toEqual({ sideways: null, small: [], cut: [], covered: [] });
}

/** Types into a field the way a thumb does and checks the field stays inside the visual viewport. */
async function typeInto(field: Locator, text: string) {
  await field.tap();
  await field.fill(text);
  const inView = await field.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const view = window.visualViewport;
    const top = view ? view.offsetTop : 0;
    const height = view ? view.height : window.innerHeight;
    return box.top >= top && box.bottom <= top + height;
  });
  expect(inView, "the field being typed in is in the visual viewport").toBe(true);
}

async function freshLearnerOn(page: Page): Promise<string> {
  const { account, password } = await registerFreshLearner(page.request);
  const token = await apiToken(page.request, account, password);
  await storeLogin(page, token);
  return token;
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

/** Home → 课程 → the list → a course's detail, by tapping. */
async function browse(page: Page) {
  await page.goto("/home");
  // on a phone the main nav is in the 菜单 drawer
  const menu = page.getByRole("button", { name: "菜单" });
  await checkStep(page, "home", [menu]);
  await menu.tap();
  const courses = page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "课程", exact: true });
  await checkStep(page, "menu", [courses]);
  await courses.tap();
  await expect(page).toHaveURL(/\/course\/list/);
  // the address changes first; the home page's course cards stay until the list's screen has loaded
  await expect(page.getByRole("heading", { level: 1, name: "全部课程" })).toBeVisible();
  // the whole card is its title link's hit area. A course with lectures, found by its link: a worker's server also
  // lists the courses earlier tests published (some with none yet, and newest first, so they may fill the first
  // page), and the list may be drawn again meanwhile; the next page is tapped until one is found
  const cards = page.locator("main article").filter({ has: page.locator('a[href*="/course/details?id="]') });
  let courseId: string | null = null;
  for (let listPage = 1; courseId === null && listPage <= 5; listPage++) {
    if (listPage > 1) {
      await page.getByRole("link", { name: "下一页" }).tap();
      await expect(page).toHaveURL(new RegExp(`[?&]page=${listPage}(&|$)`));
    }
    await expect(cards.first()).toBeVisible();
    courseId = await firstWithLectures(page, cards);
  }
  expect(courseId, "a course with lectures on the list's first five pages").not.toBeNull();
  const card = cards.filter({ has: page.locator(`a[href$="/course/details?id=${courseId}"]`) }).first();
  await checkStep(page, "course list", [card], [heading(page)]);
  await card.getByRole("link").first().tap();
  await expect(page).toHaveURL(new RegExp(`/course/details\\?id=${courseId}(&|$)`));
  const firstLecture = page.getByRole("navigation", { name: "课程目录" }).getByRole("button").first();
  await checkStep(page, "course detail", [firstLecture], [heading(page)]);
}

/** The id of the first listed course that has lectures, or null. */
async function firstWithLectures(page: Page, cards: Locator): Promise<string | null> {
  const hrefs = await cards.evaluateAll((articles) =>
    articles.map((article) => article.querySelector('a[href*="/course/details?id="]')!.getAttribute("href")!),
  );
  for (const href of hrefs) {
    const id = new URL(href, "http://site").searchParams.get("id");
    const lectures = await (await page.request.get(`/api/onlineProduct/lectures/${id}`)).json();
    if (lectures.data?.lectures?.length > 0) return id;
  }
  return null;
}

/** The paid course's detail → 立即购买 → the payment page with the chosen wallet → 立即支付. */
async function order(page: Page, wallet: "微信支付" | "支付宝") {
  await page.goto(`/course/details?id=${PAID_COURSE}`);
  const buy = page.getByRole("link", { name: "立即购买" });
  await checkStep(page, "course to buy", [buy], [heading(page)]);
  await buy.tap();
  await expect(page).toHaveURL(new RegExp(`/vip/payment\\?course=${PAID_COURSE}$`));
  const method = page.getByRole("radio", { name: wallet });
  const pay = page.getByRole("button", { name: "立即支付" });
  // the radio's label is what a thumb taps
  await checkStep(page, "payment", [page.locator("label").filter({ has: method }), pay]);
  if (wallet === "支付宝") await method.check({ force: true });
  await pay.tap();
}

/** On the sandbox provider's page (H5 or WAP) 确认支付 → back on the site's success page. */
async function approveOnProviderPage(page: Page, kind: "h5" | "wap") {
  await page.waitForURL(new RegExp(`/sandbox/pay/[A-Za-z0-9]+/[A-Za-z0-9_-]{16,}/${kind}\\?`));
  await page.getByRole("button", { name: "确认支付" }).tap();
}

async function successThenStudy(page: Page) {
  await expect(page).toHaveURL(/\/success\/success\?tradeNo=/, { timeout: 30_000 });
  const study = page.getByRole("link", { name: "开始学习" });
  await checkStep(page, "payment success", [study], [page.getByRole("heading", { name: "支付成功" })]);
  await study.tap();
  await expect(page.getByText("已购买")).toBeVisible();
}

const player = (page: Page) => {
  const region = page.getByRole("region", { name: "课程视频播放器" });
  const lecture = region.getByTestId("lecture-video");
  return {
    region,
    time: () => lecture.evaluate((v: HTMLVideoElement) => v.currentTime),
    source: () => lecture.evaluate((v: HTMLVideoElement) => v.currentSrc),
    start: region.getByRole("button", { name: "播放" }).first(),
  };
};

const breakpointOf = async (page: Page, token: string) => {
  const body = await (
    await page.request.get(`/api/onlineProduct/lectures/${PAID_COURSE}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  return (body.data.lectures as { fileId: number; breakpoint: number }[]).find((l) => l.fileId === PAID_LECTURE)!
    .breakpoint;
};

/** The bought lecture plays, its timed card shows, and after a reload it resumes at the saved second. */
async function watchAndResume(page: Page, token: string) {
  await page.goto(`/course/details?id=${PAID_COURSE}&lecture=${PAID_LECTURE}`);
  const video = player(page);
  await checkStep(page, "lecture", [video.start], [heading(page)]);
  await video.start.tap();
  // a first visit plays the opening clip before the lecture
  await expect(video.region).toHaveAttribute("data-stage", "normal", { timeout: 30_000 });
  const card = video.region.locator('[data-testid="interaction-card"][aria-label="重点提示"]');
  await expect(card).toBeVisible({ timeout: 20_000 });
  await checkStep(page, "timed card", []);
  await expect.poll(() => breakpointOf(page, token), { timeout: 20_000 }).toBeGreaterThan(4);
  const saved = await breakpointOf(page, token);
  await page.reload();
  await video.start.tap();
  await expect(video.region).toHaveAttribute("data-stage", "normal", { timeout: 15_000 });
  await expect.poll(() => video.time(), { timeout: 20_000 }).toBeGreaterThanOrEqual(saved - 1);
}

test.describe("phone journeys", () => {
  test("iPhone Safari: browse, buy the course on WeChat Pay's H5 page, the lecture plays natively, its card, resume", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // as on iOS Safari: no Media Source Extensions, so the player hands the signed playlist to the video element
    await page.addInitScript(() => {
      for (const name of ["MediaSource", "ManagedMediaSource", "WebKitMediaSource"]) {
        Object.defineProperty(window, name, { value: undefined, configurable: true });
      }
    });
    const token = await freshLearnerOn(page);
    await browse(page);
    await order(page, "微信支付");
    await approveOnProviderPage(page, "h5");
    await successThenStudy(page);
    await watchAndResume(page, token);
    await expect
      .poll(() => player(page).source(), { timeout: 15_000 })
      .toMatch(new RegExp(`/api/aliVod/hls/play/${PAID_LECTURE}/master\\.m3u8\\?`));
  });

  test("iPhone Safari: buy the course in Alipay's WAP cashier, come back, the lecture plays and resumes", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const token = await freshLearnerOn(page);
    await order(page, "支付宝");
    await approveOnProviderPage(page, "wap");
    await successThenStudy(page);
    await watchAndResume(page, token);
  });

  test.describe("inside WeChat", () => {
    test.use({ userAgent: WECHAT });

    test("buy the course in WeChat's wallet (JSAPI), come back, the lecture plays with its card and resumes", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const bridge = await (await page.request.get("/sandbox/wechat/jsbridge.js")).text();
      await page.addInitScript({ content: bridge });
      page.on("dialog", (dialog) => void dialog.accept());
      const token = await freshLearnerOn(page);
      await browse(page);
      await order(page, "微信支付");
      await successThenStudy(page);
      await watchAndResume(page, token);
    });
  });

  test("VIP on the phone, then an invoice for that order", async ({ page }) => {
    test.setTimeout(90_000);
    await freshLearnerOn(page);
    await page.goto("/vip");
    const product = page.getByRole("article", { name: "出口退税专项会员" });
    const open = product.getByRole("link", { name: /立即开通/ });
    await checkStep(page, "vip", [open], [heading(page)]);
    await open.tap();
    await expect(page).toHaveURL(/\/vip\/payment\?vip=\d+$/);
    const pay = page.getByRole("button", { name: "立即支付" });
    await checkStep(page, "vip payment", [pay]);
    await pay.tap();
    await approveOnProviderPage(page, "h5");
    await expect(page).toHaveURL(/\/success\/success\?tradeNo=/, { timeout: 30_000 });
    const tradeNo = new URL(page.url()).searchParams.get("tradeNo")!;
    await checkStep(
      page,
      "vip success",
      [page.getByRole("link", { name: "查看会员权益" })],
      [page.getByRole("heading", { name: "支付成功" })],
    );

    // the invoice title, typed on the phone
    await page.goto("/center/invoice-title");
    const add = page.getByRole("button", { name: "新增抬头" }).last();
    await checkStep(page, "invoice titles", [add]);
    await add.tap();
    await typeInto(page.getByLabel("单位名称"), "北京鑫税通财务咨询有限公司");
    await typeInto(page.getByLabel("统一社会信用代码"), "91110000600037341L");
    const save = page.getByRole("button", { name: "保存" });
    await checkStep(page, "invoice title form", [save]);
    await save.tap();
    await expect(page.getByRole("article", { name: "发票抬头 北京鑫税通财务咨询有限公司" })).toBeVisible();

    // the application for the VIP order
    await page.goto(`/center/invoice-apply?tradeNo=${tradeNo}`);
    await expect(page.getByRole("checkbox", { name: new RegExp(tradeNo) })).toBeChecked();
    await typeInto(page.getByLabel("接收邮箱"), "caiwu@example.cn");
    const submit = page.getByRole("button", { name: "提交申请" });
    await checkStep(page, "invoice apply", [submit], [heading(page)]);
    await submit.tap();
    await expect(page.getByRole("status")).toHaveText("发票申请已提交，开具后将发送至您的邮箱");
  });

  test("the learner centre's pages", async ({ page }) => {
    await freshLearnerOn(page);
    await page.goto("/center");
    const menu = page.getByRole("navigation", { name: "学员中心菜单" });
    // folded under one button named after the page open
    const fold = menu.getByRole("button").first();
    await checkStep(page, "centre", [fold]);
    for (const path of ["/center/course-purchase", "/center/footprint", "/center/order", "/center/invoice-record"]) {
      await page.goto(path);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await checkStep(page, path, [fold]);
    }
  });

  test("book a live session, then watch a replay", async ({ page }) => {
    await freshLearnerOn(page);
    await page.goto("/liveList?status=0");
    const session = page.getByRole("article").first();
    const book = session.getByRole("button", { name: "报名预约" });
    await checkStep(page, "live list", [book]);
    await book.tap();
    await expect(session.getByRole("button", { name: "已预约" })).toBeDisabled();

    await page.goto("/live");
    const replay = page.getByRole("region", { name: "精彩回放" }).getByRole("article").first().getByRole("link", {
      name: "查看回放",
    });
    await checkStep(page, "live", [replay]);
    await replay.tap();
    await expect(page).toHaveURL(/\/liveDetail\?id=\d+/);
    const watch = page.getByRole("button", { name: "查看回放" });
    await checkStep(page, "live replay", [watch], [heading(page)]);
    await watch.tap();
    await expect
      .poll(() => page.locator("video").evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(1);
  });
});
