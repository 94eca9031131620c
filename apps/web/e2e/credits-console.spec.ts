import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { registerFreshLearner } from "./support/learner-accounts";
import { apiToken, signIn } from "./support/sign-in";
import { test } from "./support/test";

// The operator's side of study hours in Chromium against the real server: an administrator sets a course's 学时类别
// in the course editor, opens a learner's 学时档案 in 用户管理, revokes the learner's 结业证书 with a reason and adds a
// correction; the public verification page then says 已撤销 with the reason, the learner's 学时档案 shows both, and
// the audit log has each change.

const ADMIN = "13800000010";
const OPERATOR_PASSWORD = "Learner#2026";

const shot = (page: Page, name: string) => page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });

/** A free course with a single lecture, as the learner sees it, with that lecture. */
async function oneLectureFreeCourse(request: APIRequestContext, token: string) {
  for (let id = 1001; id < 1200; id++) {
    const response = await request.get(`/api/onlineProduct/lectures/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await response.json();
    if (body.success && body.data.entitledVia === "free" && body.data.lectures.length === 1)
      return { courseId: id, lecture: body.data.lectures[0] as { fileId: number; duration: number } };
  }
  throw new Error("no free course with one lecture in the seed");
}

/**
 * The player's reports of watching the whole lecture in real time: a first report may cover one beat period (30 s),
 * the rest follows when the wall clock allows it. Returns the 结业证书's serial the last report issued.
 */
async function watchByReports(request: APIRequestContext, token: string, fileId: number, duration: number) {
  let serial: string | null = null;
  for (let from = 0; from < duration; from += 30) {
    const to = Math.min(duration, from + 30);
    if (from > 0) await new Promise((resolve) => setTimeout(resolve, (to - from) * 1000 + 1_000));
    const response = await request.post(`/api/credits/lecture/${fileId}/heartbeat`, {
      headers: { authorization: `Bearer ${token}` },
      form: {
        report: JSON.stringify({
          deviceId: "e2e-console-device",
          segments: [{ from, to, rate: 1 }],
          sentAt: Date.now(),
          visible: true,
          playing: true,
        }),
      },
    });
    const body = await response.json();
    expect(body.data.refusal).toBeNull();
    serial = body.data.certificateSerial ?? serial;
  }
  if (!serial) throw new Error("the course was not completed");
  return serial;
}

test.describe("study hours in the console", () => {
  test("an administrator sets a course's 学时类别, revokes a certificate and corrects hours; the verification page says 已撤销", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const learnerContext = await browser.newContext();
    const learner = await registerFreshLearner(learnerContext.request);
    const token = await apiToken(learnerContext.request, learner.account, learner.password);
    const { courseId, lecture } = await oneLectureFreeCourse(learnerContext.request, token);
    const serial = await watchByReports(learnerContext.request, token, lecture.fileId, lecture.duration);

    const adminContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await signIn(adminContext, ADMIN, OPERATOR_PASSWORD);
    const admin = await adminContext.newPage();

    // the course's category, in the course editor
    await admin.goto("/admin/courses");
    const published = admin.getByRole("table", { name: "已发布的课程" });
    await expect(published).toBeVisible();
    const courseTitle = (await (await learnerContext.request.get(`/api/onlineProduct/detail/${courseId}`)).json()).data
      .title as string;
    await admin.getByRole("textbox", { name: "课程名称" }).fill(courseTitle);
    await admin.getByRole("button", { name: "搜索" }).click();
    const row = published.getByRole("row").filter({ hasText: courseTitle });
    await row.getByRole("button", { name: "编辑" }).click();
    const editor = admin.getByRole("form", { name: `编辑课程 ${courseId}` });
    const category = editor.getByRole("combobox", { name: "学时类别" });
    await expect(category).toHaveValue("专业科目");
    await category.selectOption("公需科目");
    await editor.getByRole("button", { name: "保存学时类别" }).click();
    await expect(admin.getByText("学时类别已改为公需科目")).toBeVisible();
    await shot(admin, "console-course-credit-category-1366");
    await admin.reload();
    await admin.getByRole("textbox", { name: "课程名称" }).fill(courseTitle);
    await admin.getByRole("button", { name: "搜索" }).click();
    await admin
      .getByRole("table", { name: "已发布的课程" })
      .getByRole("row")
      .filter({ hasText: courseTitle })
      .getByRole("button", { name: "编辑" })
      .click();
    await expect(admin.getByRole("combobox", { name: "学时类别" })).toHaveValue("公需科目");

    // the learner's 学时档案 in 用户管理: revoke the certificate with a reason
    await admin.goto("/admin/users");
    await admin.getByRole("textbox", { name: "手机号或姓名" }).fill(learner.account);
    await admin.getByRole("button", { name: "筛选" }).click();
    await admin.getByRole("table", { name: "用户列表" }).getByRole("link").first().click();
    const record = admin.getByRole("region", { name: /学时档案/ });
    const certificates = record.getByRole("table", { name: "证书" });
    const certificateRow = certificates.getByRole("row").filter({ hasText: serial });
    await expect(certificateRow).toContainText("有效");
    await certificateRow.getByRole("button", { name: "撤销" }).click();
    const revoke = admin.getByRole("form", { name: `撤销 ${serial}` });
    await revoke.getByRole("textbox", { name: /撤销原因/ }).fill("学习记录存疑，待核实");
    await revoke.getByRole("button", { name: "确认撤销" }).click();
    await expect(admin.getByText(`证书 ${serial} 已撤销`)).toBeVisible();
    await expect(certificateRow).toContainText("已撤销");

    // a correction row with its reason
    const correction = record.getByRole("form", { name: "学时更正" });
    await correction.getByRole("combobox", { name: "类别" }).selectOption("公需科目");
    await correction.getByRole("textbox", { name: /更正学时/ }).fill("2.5");
    await correction.getByRole("textbox", { name: "更正原因" }).fill("补录线下培训");
    await correction.getByRole("button", { name: "添加更正" }).click();
    await expect(admin.getByText("已添加更正 +2.5学时")).toBeVisible();
    await expect(record.getByRole("table", { name: "学时明细" })).toContainText("补录线下培训");
    await shot(admin, "console-learner-credits-1366");

    // anyone can see it revoked, with the reason
    const visitor = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await visitor.goto(`/certificate/verify/${serial}`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("证书核验");
    await expect(visitor.getByText("已撤销")).toBeVisible();
    await expect(visitor.getByText("学习记录存疑，待核实")).toBeVisible();
    await expect(visitor.getByText("有效", { exact: true })).toHaveCount(0);
    await shot(visitor, "certificate-verify-revoked-1366");
    await visitor.close();

    // the learner's own 学时档案 shows both
    const learnerPage = await learnerContext.newPage();
    await signIn(learnerContext, learner.account, learner.password);
    await learnerPage.goto("/center/credits");
    await expect(learnerPage.getByRole("region", { name: "我的证书" })).toContainText("已撤销");
    await expect(learnerPage.getByRole("region", { name: "学时明细" })).toContainText("补录线下培训");

    // every change is in the audit log
    for (const [target, action] of [
      [`course:${courseId}`, "设置学时类别"],
      [`certificate:${serial}`, "撤销证书"],
    ] as const) {
      await admin.goto(`/admin/audit?target=${encodeURIComponent(target)}`);
      await expect(admin.getByRole("table", { name: "操作日志" })).toContainText(action);
    }
    await Promise.all([learnerContext.close(), adminContext.close()]);
  });
});
