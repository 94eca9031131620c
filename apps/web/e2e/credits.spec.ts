import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { registerFreshLearner } from "./support/learner-accounts";
import { signIn } from "./support/sign-in";
import { test } from "./support/test";

// Study hours in Chromium against the real server: a new learner watches a free one-lecture course to its end in
// the player (the seed's samples are seconds long); the heartbeats credit it, the course's 结业证书 is issued, and
// /center/credits (学时档案) shows the hours and the certificate; its 在线核验 link opens the public verification page,
// which says 有效 without a login. Screenshots at 1366 and 375 px.

/** A free course with a single lecture, as the learner sees it. */
async function oneLectureFreeCourse(request: APIRequestContext, token: string) {
  for (let id = 1001; id < 1200; id++) {
    const response = await request.get(`/api/onlineProduct/lectures/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await response.json();
    if (body.success && body.data.entitledVia === "free" && body.data.lectures.length === 1) return id;
  }
  throw new Error("no free course with one lecture in the seed");
}

/** Closes whatever interaction card shows until the lecture has ended (the player's stage leaves "normal"). */
async function watchToTheEnd(page: Page) {
  const region = page.getByRole("region", { name: "课程视频播放器" });
  const deadline = Date.now() + 100_000;
  await expect(region).toHaveAttribute("data-stage", "normal", { timeout: 20_000 });
  while (Date.now() < deadline) {
    const stage = await region.getAttribute("data-stage");
    if (stage !== "normal" && stage !== "startVideo") return;
    const close = region.getByTestId("interaction-card").getByRole("button", { name: "关闭" });
    if (await close.first().isVisible())
      await close
        .first()
        .click({ timeout: 2_000 })
        .catch(() => {});
    // a quiz waits for an answer: any option will do
    const option = region.getByTestId("interaction-card").getByRole("button").first();
    if ((await option.isVisible()) && !(await close.first().isVisible()))
      await option.click({ timeout: 2_000 }).catch(() => {});
    await page.waitForTimeout(500);
  }
  throw new Error("the lecture did not end");
}

const shot = (page: Page, name: string) => page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });

test.describe("study hours", () => {
  test("a learner watches a lecture to its end, sees the hours and the certificate, and anyone can verify it", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const learner = await registerFreshLearner(page.request);
    const token = await signIn(page, learner.account, learner.password);
    const courseId = await oneLectureFreeCourse(page.request, token);

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/course/details?id=${courseId}`);
    await page.getByRole("region", { name: "课程视频播放器" }).getByRole("button", { name: "播放" }).first().click();
    await watchToTheEnd(page);

    // the last report goes out at the end; the certificate follows it
    await expect
      .poll(
        async () => {
          const body = await (
            await page.request.get("/api/credits/summary", { headers: { authorization: `Bearer ${token}` } })
          ).json();
          return body.data.certificates.length as number;
        },
        { timeout: 20_000 },
      )
      .toBe(1);

    await page.goto("/center/credits");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("学时档案");
    await expect(page.getByRole("progressbar", { name: "专业科目" })).toBeVisible();
    const items = page.getByRole("region", { name: "学时明细" });
    await expect(items.getByRole("listitem")).toHaveCount(1);
    await expect(items.getByRole("listitem")).toContainText("课程学习");
    const certificates = page.getByRole("region", { name: "我的证书" });
    await expect(certificates.getByRole("listitem")).toContainText("结业证书");
    await shot(page, "credits-1366");

    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(page.getByRole("region", { name: "我的证书" }).getByRole("listitem")).toContainText("结业证书");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, "credits-375");

    // the verification page is public: a new context without the login
    const verifyHref = await page
      .getByRole("region", { name: "我的证书" })
      .getByRole("link", { name: "在线核验" })
      .getAttribute("href");
    const visitor = await page
      .context()
      .browser()!
      .newPage({ viewport: { width: 1366, height: 900 } });
    await visitor.goto(verifyHref!);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("证书核验");
    await expect(visitor.getByText("有效")).toBeVisible();
    await expect(visitor.getByText("结业证书")).toBeVisible();
    await shot(visitor, "certificate-verify-1366");
    await visitor.setViewportSize({ width: 375, height: 800 });
    await shot(visitor, "certificate-verify-375");
    await visitor.goto("/certificate/verify/JY-2026-00000000000000000000000000");
    await expect(visitor.getByText("未找到该编号的证书")).toBeVisible();
    await visitor.close();
  });
});
