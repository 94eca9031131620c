import { readFile } from "node:fs/promises";
import { type Download, expect, type Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { apiToken, signIn } from "./support/sign-in";
import { test } from "./support/test";

// The organisation manager's reports in Chromium against the real server and its seed (db/seed/org-reports.seed.ts):
// organisation 12's manager opens 机构学习报告 from 学时档案, sees its three members with this year's hours, searches,
// exports CSV and XLSX (the files are read back), and assigns a course to a member, who gets the message; organisation
// 11's manager sees only its own organisation and is refused organisation 12's report and exports. Screenshots at
// 1366 and 375 px.

const PASSWORD = "Learner#2026";
const MANAGER_12 = "13800000021";
const MANAGER_11 = "13800000031";
const MEMBER = "13800000022";

const shot = (page: Page, name: string) => page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });

const savedBytes = async (download: Download) => new Uint8Array(await readFile((await download.path())!));

/** No sideways scroll: the page is as wide as the window. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

test.describe("organisation reports", () => {
  test("the seeded manager sees the report, exports CSV and XLSX, and assigns a course", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, MANAGER_12, PASSWORD);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/center/credits");
    await page.getByTestId("org-reports-link").click();
    await expect(page).toHaveURL(/\/org\/reports$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("机构学习报告");
    const rows = page.getByTestId("org-report-member");
    // the seeded members (other specs may have joined learners to this organisation by now)
    const seeded = rows.filter({ hasText: /张会计|李出纳|王税务/ });
    await expect(seeded).toHaveCount(3);
    for (const name of ["张会计", "李出纳", "王税务"]) await expect(rows.filter({ hasText: name })).toHaveCount(1);
    await expect(page.getByTestId("org-report-requirement")).toContainText("90.0学时");
    const zhang = rows.filter({ hasText: "张会计" });
    await expect(zhang).toContainText("138****0022");
    await expect(zhang).toContainText("公需科目");
    await expect(rows.filter({ hasText: "王税务" })).toContainText("尚无学习记录");
    await shot(page, "org-reports-1366");
    expect(await fitsWidth(page)).toBe(true);

    // search narrows the list, and the export follows the filters
    const search = page.getByRole("searchbox", { name: "搜索学员" });
    await search.fill("张");
    await search.press("Enter");
    await expect(rows).toHaveCount(1);
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "导出 CSV" }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const csvBytes = await savedBytes(csv);
    expect([...csvBytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csvLines = new TextDecoder().decode(csvBytes).trimEnd().split("\r\n");
    expect(csvLines[0]).toContain("学员,手机号,公司编号");
    expect(csvLines).toHaveLength(2);
    expect(csvLines[1]).toMatch(/^张会计,138\*\*\*\*0022,C-1201,/);

    await search.fill("");
    await search.press("Enter");
    await expect(seeded).toHaveCount(3);
    const members = await rows.count();
    const [xlsx] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "导出 Excel" }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await savedBytes(xlsx)).buffer as ArrayBuffer);
    const sheet = workbook.getWorksheet("学时报告")!;
    expect(sheet.rowCount).toBe(members + 1);
    const names = Array.from({ length: members }, (_, i) => String(sheet.getRow(i + 2).getCell(1).value));
    expect(names).toEqual(expect.arrayContaining(["张会计", "李出纳", "王税务"]));
    const required = sheet.getRow(2).getCell(7).value;
    expect(required).toBe(90);

    // assign a course on sale to 张会计 with the default deadline
    const courses = await (await page.request.get("/api/onlineProducts?productType=1&pageSize=10")).json();
    const course = courses.data.list[0] as { id: number; title: string };
    await rows.filter({ hasText: "张会计" }).getByRole("checkbox").check();
    await expect(page.getByTestId("org-assign-selected")).toContainText("已选1名学员");
    await page.getByRole("textbox", { name: "课程编号" }).fill(String(course.id));
    await page.getByRole("button", { name: "布置任务" }).click();
    await expect(page.getByText("已给1名学员布置任务")).toBeVisible();
    await expect(page.getByTestId("org-assignments")).toContainText("1名学员");
    await expect(page.getByTestId("org-assignments").getByRole("link").first()).toHaveAttribute(
      "href",
      `/course/details?id=${course.id}`,
    );
    // the member got the message
    const memberToken = await apiToken(page.request, MEMBER, PASSWORD);
    const inbox = await (
      await page.request.post("/api/getMessagesList", {
        headers: { authorization: `Bearer ${memberToken}` },
        form: { page: "1", limit: "10" },
      })
    ).json();
    expect(inbox.data.list.map((m: { title: string }) => m.title)).toContain("新的学习任务");

    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await expect(seeded).toHaveCount(3);
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, "org-reports-375");
  });

  test("another organisation's manager sees only its own organisation and is refused this one", async ({ page }) => {
    const token = await signIn(page, MANAGER_11, PASSWORD);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/org/reports?org=12");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("机构学习报告");
    const rows = page.getByTestId("org-report-member");
    // its own seeded member (other specs may have joined learners to it), none of organisation 12's
    await expect(rows.filter({ hasText: "赵审计" })).toHaveCount(1);
    for (const name of ["张会计", "李出纳", "王税务"]) await expect(page.getByText(name)).toHaveCount(0);
    // its own requirement (seeded 72 = 48 + 24)
    await expect(page.getByTestId("org-report-requirement")).toContainText("72.0学时");

    const headers = { authorization: `Bearer ${token}` };
    const report = await (await page.request.get("/api/org/manage/12/report", { headers })).json();
    expect(report).toMatchObject({ status: 403, success: false });
    expect(report.msg).toContain("无权查看该机构的学习报告");
    for (const format of ["csv", "xlsx"]) {
      const refused = await page.request.get(`/api/org/manage/12/report.${format}`, { headers });
      expect(refused.status()).toBe(403);
      const text = await refused.text();
      expect(text).toContain("无权查看该机构的学习报告");
      expect(text).not.toContain("张会计");
    }

    // a learner who manages nothing is told so
    await signIn(page, "13800000001", PASSWORD);
    await page.goto("/org/reports");
    await expect(page.getByText("您不是任何机构的管理员")).toBeVisible();
  });
});
