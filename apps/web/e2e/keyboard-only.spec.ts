import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { registerFreshLearner } from "./support/learner-accounts";
import { test } from "./support/test";

// The site with the keyboard only (page.keyboard: Tab, Shift+Tab, Enter, Space, arrows, Escape; no clicks): log in
// with a password, open a course from the main nav, play a lecture, answer its quiz card, log out through the
// confirm dialog. Along the way it checks where focus goes: into the quiz card when it appears, back to the player
// when the card closes, into the logout confirm, and that the focused element shows the theme's ring.
//
// A learner registered for this run (through the API), so no seeded account's session or progress changes. Every
// seeded lecture has its quiz card at second 20, after five other cards, which the learner closes with Escape.

// bounded: a target that never appears fails the walk below with its message, instead of waiting out the test
const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement, undefined, { timeout: 2_000 }).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 150, back = false } = {}) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    if (await isFocused(target)) return;
  }
  throw new Error(`${max} presses of Tab did not reach ${target}`);
}

/** The link of the first course card on the page whose course has a lecture to play (asked of the API). */
async function firstPlayableCourseLink(page: Page, request: APIRequestContext): Promise<Locator> {
  const links = page.getByRole("heading", { level: 2 }).locator('a[href*="/course/details?id="]');
  await expect(links.first()).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
  for (const href of hrefs) {
    const id = /id=(\d+)/.exec(href)?.[1];
    const body = await (
      await request.get(`/api/onlineProduct/lectures/${id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    if (body.success && body.data.lectures.length > 0) return links.and(page.locator(`[href="${href}"]`));
  }
  throw new Error("no free course with a lecture on the first page of the course list");
}

/** The focused link, button or region draws a visible outline (the theme's ring), not `outline: none`. */
async function expectFocusRing(page: Page) {
  const outline = await page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const style = getComputedStyle(focused);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(outline.style).toBe("solid");
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

test("keyboard only: log in, open a course, answer the lecture's quiz card, log out", async ({ page, request }) => {
  // hundreds of key presses, each checked, on a shared machine
  test.setTimeout(300_000);
  const { account, password } = await registerFreshLearner(request);

  // Log in: Tab to the phone field, type, Tab to the password, type, Enter submits.
  await page.goto("/login");
  const phone = page.getByPlaceholder(/手机号/);
  // (a text field shows focus by its brand border and halo rather than the ring)
  await tabTo(page, phone);
  await page.keyboard.type(account);
  await tabTo(page, page.getByPlaceholder(/密码/), { max: 10 });
  await page.keyboard.type(password);
  await page.keyboard.press("Enter");
  const logout = page.getByRole("button", { name: "退出" });
  await expect(logout).toBeVisible();

  // Open the course list from the main nav, then the course (its card's link).
  const coursesLink = page.getByRole("navigation").getByRole("link", { name: "课程", exact: true }).first();
  await tabTo(page, coursesLink);
  await expectFocusRing(page);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/course\/list/);
  // The price filter 免费, then the first course: its title is the card's link (or button).
  const free = page.getByRole("button", { name: "免费", exact: true });
  await tabTo(page, free);
  await page.keyboard.press("Enter");
  await expect(free).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("免费", { exact: true }).nth(1)).toBeVisible();
  // the first free course with a lecture: other specs publish free courses of their own, some without video
  const firstCourse = await firstPlayableCourseLink(page, request);
  await tabTo(page, firstCourse);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/course\/details\?id=\d+/);

  // The player: Tab to it, Space plays (the opening clip, then the lecture).
  const player = page.getByRole("region", { name: "课程视频播放器" });
  await tabTo(page, player);
  await expectFocusRing(page);
  await page.keyboard.press("Space");
  await expect(player).toHaveAttribute("data-stage", "normal", { timeout: 20_000 });

  // Each card takes focus as it appears; Escape closes it and focus is back on the player. The quiz card (second
  // 20) stays: Tab to the right choice, Enter answers it.
  const card = player.getByTestId("interaction-card");
  for (let shown = 0; shown < 8; shown++) {
    await expect(card).toBeVisible({ timeout: 20_000 });
    if ((await card.getAttribute("aria-label").catch(() => null)) === "随堂测验") break;
    // a short card may close on its own countdown first; the next one is not due for a second or more
    const focused = await expect
      .poll(() => isFocused(card), { timeout: 1_500 })
      .toBe(true)
      .then(() => true)
      .catch(() => false);
    if (focused) await page.keyboard.press("Escape");
    await expect(card).toHaveCount(0, { timeout: 10_000 });
    // back on the player, unless the next card is already up and has taken it
    await expect.poll(async () => (await isFocused(player)) || (await card.count()) > 0).toBe(true);
  }
  await expect(card).toHaveAttribute("aria-label", "随堂测验");
  await expect.poll(() => isFocused(card)).toBe(true);
  const rightChoice = card.getByRole("button", { name: /按国家规定的出口退税率/ });
  await tabTo(page, rightChoice, { max: 6 });
  await expectFocusRing(page);
  await page.keyboard.press("Enter");
  await expect(card.getByRole("status")).toContainText("正确");
  await expect(card.getByRole("status")).toContainText("解析");
  await page.screenshot({ path: "e2e/screenshots/keyboard-quiz-answered.png" });

  // Escape closes the card and focus returns to the player, whose keys work again: ← seeks back 5 s.
  await page.keyboard.press("Escape");
  await expect(card).toHaveCount(0);
  await expect.poll(() => isFocused(player)).toBe(true);
  const lecture = player.getByTestId("lecture-video");
  const before = await lecture.evaluate((video: HTMLVideoElement) => video.currentTime);
  await page.keyboard.press("ArrowLeft");
  expect(await lecture.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeLessThan(before - 3);
  await page.keyboard.press("k");
  await expect.poll(() => lecture.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);

  // Log out: back up to 退出, Enter opens the confirm with focus on 确定, Enter confirms.
  await tabTo(page, logout, { back: true, max: 250 });
  await expectFocusRing(page);
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("您确定退出登录吗？");
  await expect.poll(() => isFocused(confirm.getByRole("button", { name: "确定" }))).toBe(true);
  await page.screenshot({ path: "e2e/screenshots/keyboard-logout-confirm.png" });
  await page.keyboard.press("Enter");
  await expect(page.getByText("登出成功")).toBeVisible();
  await expect(page.getByRole("link", { name: "登录" }).first()).toBeVisible();
});

for (const width of [1366, 375]) {
  test(`at ${width} px: the focus ring on the nav, and the logout confirm holds focus and gives it back`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { account, password } = await registerFreshLearner(request);
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await page.goto("/login");
    await tabTo(page, page.getByPlaceholder(/手机号/));
    await page.keyboard.type(account);
    await tabTo(page, page.getByPlaceholder(/密码/), { max: 10 });
    await page.keyboard.type(password);
    await page.keyboard.press("Enter");
    const logout = page.getByRole("button", { name: "退出" });
    await expect(logout).toBeVisible();

    // On a phone the menu is a drawer behind 菜单: Enter opens it, Escape closes it again.
    const phone = width < 860;
    if (phone) {
      await tabTo(page, page.getByRole("button", { name: "菜单" }));
      await expectFocusRing(page);
      await page.keyboard.press("Enter");
    }
    const coursesLink = page.getByRole("navigation").getByRole("link", { name: "课程", exact: true }).first();
    await tabTo(page, coursesLink);
    await expectFocusRing(page);
    await page.screenshot({ path: `e2e/screenshots/keyboard-focus-ring-${width}.png` });
    if (phone) {
      await page.keyboard.press("Escape");
      await expect(coursesLink).toBeHidden();
    }

    // The confirm: focus on 确定, Tab stays inside, Escape cancels (spec §4) and focus is back on 退出.
    await tabTo(page, logout, { back: true });
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toBeVisible();
    await expect.poll(() => isFocused(confirm.getByRole("button", { name: "确定" }))).toBe(true);
    for (let presses = 0; presses < 4; presses++) {
      await page.keyboard.press("Tab");
      expect(await confirm.evaluate((box) => box.contains(document.activeElement))).toBe(true);
    }
    await expectFocusRing(page);
    await page.screenshot({ path: `e2e/screenshots/keyboard-dialog-${width}.png` });
    await page.keyboard.press("Escape");
    await expect(confirm).toHaveCount(0);
    await expect.poll(() => isFocused(logout)).toBe(true);
    await expect(logout).toBeVisible();
  });
}
