import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { apiToken, signIn } from "./support/sign-in";
import { test } from "./support/test";

// The lecture studio end to end, against the real server, its job queue and ffmpeg: an editor (seeded 13800000011)
// publishes a course, uploads its cover, adds a lecture, uploads a 12-second video made by ffmpeg here (tus), waits for the background
// transcode to encrypted HLS, places a two-choice quiz at 00:05 and publishes the lecture; a learner in another
// browser context opens the course and the quiz appears at the fifth second. Titles carry the run's stamp, so the
// specs after this one meet the seed unchanged.

const PASSWORD = "Learner#2026";
const EDITOR = "13800000011";
const LEARNER = "13800000001";
const STAMP = Date.now().toString(36).slice(-5).toUpperCase();
const COURSE_TITLE = `出口退税单证备案实操${STAMP}`;
const QUESTION = `单证备案资料应保存多少年？${STAMP}`;

/** A 12-second H.264/AAC clip with a moving test picture and a tone: what an operator would upload. */
function makeLectureVideo(): string {
  const path = join(mkdtempSync(join(tmpdir(), "lecture-studio-")), "第一讲.mp4");
  execFileSync("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...["-f", "lavfi", "-i", "testsrc2=size=640x360:rate=25", "-f", "lavfi", "-i", "sine=frequency=440"],
    ...["-t", "12", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", path],
  ]);
  return path;
}

/** A 1280×720 JPEG still from ffmpeg's test picture: the course's cover. */
function makeCoverPicture(): string {
  const path = join(mkdtempSync(join(tmpdir(), "lecture-studio-")), "封面.jpg");
  execFileSync("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=1280x720"],
    ...["-frames:v", "1", path],
  ]);
  return path;
}

/** A published course to hang the lecture on (the course form itself is walked by content-console.spec). */
async function publishCourse(request: APIRequestContext, token: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const options = await (await request.get("/api/admin/content/options", { headers })).json();
  expect(options.success, options.msg).toBe(true);
  const draft = await (
    await request.post("/api/admin/courses/save", {
      headers,
      data: {
        title: COURSE_TITLE,
        productInfo: "备案资料的种类、保存期限与抽查应对。",
        price: "99",
        otPrice: "199",
        categoryId: options.data.courseCategories[0].id,
        keyword: "出口退税,单证备案",
      },
    })
  ).json();
  expect(draft.success, draft.msg).toBe(true);
  const published = await (
    await request.post(`/api/admin/courses/drafts/${draft.data.draftId}/publish`, { headers, data: {} })
  ).json();
  expect(published.success, published.msg).toBe(true);
  return published.data.courseId as number;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e/screenshots/lecture-studio-${name}.png`, fullPage: true });

test("an editor uploads a lecture, places a quiz at 00:05 and publishes; a learner meets the quiz at 5 s", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const video = makeLectureVideo();
  const courseId = await publishCourse(request, await apiToken(request, EDITOR, PASSWORD));

  const editorContext = await browser.newContext();
  await signIn(editorContext, EDITOR, PASSWORD);
  const page = await editorContext.newPage();

  // the cover: a picture that is not one is refused in Chinese, the JPEG is stored as a 16:9 WebP
  await page.goto("/admin/courses");
  await page.getByLabel("课程名称", { exact: true }).first().fill(COURSE_TITLE);
  await page.getByRole("button", { name: "搜索" }).click();
  await page
    .getByRole("table", { name: "已发布的课程" })
    .getByRole("row", { name: new RegExp(COURSE_TITLE) })
    .getByRole("button", { name: "编辑" })
    .click();
  const courseForm = page.getByRole("form", { name: `编辑课程 ${courseId}` });
  await expect(courseForm.getByText("暂无封面")).toBeVisible();
  const picker = courseForm.getByLabel(/上传封面/);
  await picker.setInputFiles({ name: "封面.jpg", mimeType: "image/jpeg", buffer: Buffer.from("不是图片") });
  await expect(courseForm.getByRole("alert")).toHaveText("封面：请上传 5 MB 以内的 JPG、PNG 或 WebP 图片");
  await picker.setInputFiles(makeCoverPicture());
  await expect(page.getByText("封面已更新")).toBeVisible();
  const cover = courseForm.getByTestId("course-cover");
  await expect(cover).toHaveAttribute("src", /^\/uploads\/covers\/[0-9a-f]{32}\.webp$/);
  const coverUrl = (await cover.getAttribute("src"))!;
  await shot(page, "cover");

  await page.goto(`/admin/lectures?course=${courseId}`);
  const newLecture = page.getByRole("form", { name: "新建讲次" });
  await newLecture.getByLabel("讲次标题", { exact: true }).fill("备案资料的保存");
  await newLecture.getByLabel("章节", { exact: true }).fill("第一章");
  await newLecture.getByLabel("免费试看").check();
  await newLecture.getByRole("button", { name: "新建讲次" }).click();
  await page
    .getByRole("table", { name: "讲次" })
    .getByRole("link", { name: /备案资料的保存/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/lectures\?lecture=\d+$/);
  const state = page.getByTestId("lecture-state");
  await expect(state).toContainText("草稿 · 未上传视频");
  await expect(page.getByRole("button", { name: "发布讲次" })).toBeDisabled();

  // upload (tus), then the queue's transcode with its progress, until the video is ready
  await page.getByLabel(/上传视频/).setInputFiles(video);
  await expect(state).toContainText(/排队转码|转码中|视频就绪/, { timeout: 30_000 });
  await expect(state).toContainText("视频就绪", { timeout: 150_000 });
  await expect(state).toContainText(/时长 1[12] 秒/);

  // the quiz at 00:05
  await page.getByRole("button", { name: "添加二选一测验" }).click();
  const card = page.getByRole("form", { name: "卡片内容" });
  await card.getByLabel("出现时间（秒）", { exact: true }).fill("5");
  await card.getByLabel("题目", { exact: true }).fill(QUESTION);
  await card.getByLabel("选项一", { exact: true }).fill("5 年");
  await card.getByLabel("选项二", { exact: true }).fill("10 年");
  await card.getByRole("combobox", { name: /^正确答案/ }).selectOption("0");
  await card.getByLabel("解析", { exact: true }).fill("备案单证应自申报退税之日起保存 5 年。");
  await card.getByRole("button", { name: "保存卡片" }).click();
  await expect(page.getByRole("list", { name: "卡片列表" })).toContainText("00:05");
  await page.getByRole("button", { name: "发布讲次" }).click();
  await expect(state).toContainText("已发布 · 视频就绪");
  await shot(page, "editor");
  // a paid course goes on sale only once a lecture plays: the editor puts it on sale now
  await page.goto("/admin/courses");
  await page.getByLabel("课程名称", { exact: true }).first().fill(COURSE_TITLE);
  await page.getByRole("button", { name: "搜索" }).click();
  await page
    .getByRole("table", { name: "已发布的课程" })
    .getByRole("row", { name: new RegExp(COURSE_TITLE) })
    .getByRole("button", { name: "重新上架" })
    .click();
  await expect(page.getByText("课程已重新上架")).toBeVisible();
  await editorContext.close();

  // a learner in another browser: the course plays the uploaded lecture and the quiz shows at the fifth second
  const learnerContext = await browser.newContext();
  await signIn(learnerContext, LEARNER, PASSWORD);
  const learner = await learnerContext.newPage();
  // the newest course leads the course list, with its cover
  await learner.goto("/course/list");
  await expect(learner.locator(`img[src="${coverUrl}"]`).first()).toBeVisible();
  await learner.goto(`/course/details?id=${courseId}`);
  await expect(learner.getByRole("heading", { name: COURSE_TITLE })).toBeVisible();
  const player = learner.getByRole("region", { name: "课程视频播放器" });
  await player.getByRole("button", { name: "播放" }).first().click();
  const quiz = player.getByTestId("interaction-card").filter({ hasText: QUESTION });
  await expect(quiz).toBeVisible({ timeout: 30_000 });
  const second = await player.getByTestId("lecture-video").evaluate((v: HTMLVideoElement) => v.currentTime);
  expect(second).toBeGreaterThanOrEqual(4.5);
  expect(second).toBeLessThan(7.5);
  await expect(quiz.getByRole("button", { name: /5 年/ })).toBeVisible();
  await shot(learner, "learner-quiz");
  await learnerContext.close();
});
