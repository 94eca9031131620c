import type { OrgReportData } from "@taxlearn/api";
import type { AdminOrgManager } from "@taxlearn/api/admin";
import type { CreditsSummary } from "@taxlearn/core";
import { and, asc, eq, isNull, ne } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminAuditLog,
  courses,
  lectureFiles,
  messages,
  orgAssignmentLearners,
  studyPlans,
  users,
} from "../../db/schema";
import { call, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { sendAssignmentReminders } from "./org-assignments";
import { ORG_REPORTS_MESSAGES } from "./org-reports.messages";

// the seed's partner organisations (db/seed/org-reports.seed.ts)
const MANAGER_12 = "13800000021";
const MANAGER_11 = "13800000031";
const MEMBER_12 = "13800000022";
const MEMBER_11 = "13800000032";

let t: TestServer;
let manager12: string;
let manager11: string;
let member12: string;
let member11: string;
let courseId: number;
/** A recorded course with lectures (a study plan lays out its lectures; a series cannot be planned). */
let planCourseId: number;

const userIdOf = async (mobile: string) =>
  (await t.server.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)))[0]!.id;

// biome-ignore lint/suspicious/noExplicitAny: envelopes of many shapes, checked by the assertions
const api = <D = any>(token: string, method: "GET" | "POST", path: string, form?: Record<string, string>) =>
  call<D>(t.app, method, path, { token, form }).then((r) => r.body);

const download = (token: string, path: string) =>
  t.app.request(path, { headers: { authorization: `Bearer ${token}` } });

const inboxOf = async (userId: number) =>
  t.server.db.select().from(messages).where(eq(messages.userId, userId)).orderBy(asc(messages.id));

const dayAfter = (days: number) => new Date(t.now().getTime() + (days * 24 + 8) * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestServer();
  manager12 = await loginAs(t.app, MANAGER_12);
  manager11 = await loginAs(t.app, MANAGER_11);
  member12 = await loginAs(t.app, MEMBER_12);
  member11 = await loginAs(t.app, MEMBER_11);
  courseId = (
    await t.server.db.select({ id: courses.id }).from(courses).where(isNull(courses.withdrawnAt)).limit(1)
  )[0]!.id;
  planCourseId = (
    await t.server.db
      .select({ id: courses.id })
      .from(courses)
      .innerJoin(lectureFiles, eq(lectureFiles.courseId, courses.id))
      .where(and(isNull(courses.withdrawnAt), ne(courses.productType, 15)))
      .orderBy(asc(courses.id))
      .limit(1)
  )[0]!.id;
});
afterAll(() => t.close());

describe("the organisation manager's report", () => {
  it("lists only the organisation's members, with this year's hours by category against the requirement", async () => {
    expect(await api(manager12, "GET", "/api/org/manage")).toMatchObject({
      status: 200,
      data: [{ orgId: 12 }],
    });
    const report = await api<OrgReportData>(manager12, "GET", "/api/org/manage/12/report?pageSize=50");
    expect(report.status).toBe(200);
    expect(report.data).toMatchObject({
      orgId: 12,
      year: 2026,
      requirement: { source: "site", total: 90, byCategory: { 专业科目: 60, 公需科目: 30 } },
      totals: { members: 3, met: 0, missing: 3, none: 1 },
    });
    const byName = new Map(report.data.members.list.map((m) => [m.name, m]));
    expect([...byName.keys()].sort()).toEqual(["张会计", "李出纳", "王税务"].sort());
    const zhang = byName.get("张会计")!;
    expect(zhang).toMatchObject({ phone: "138****0022", companyId: "C-1201", met: false, completions: 1 });
    // 210 live minutes at 45 a 学时 = 4.6 公需科目, plus the watched samples in 专业科目
    expect(zhang.byCategory.公需科目).toBe(4.6);
    expect(zhang.byCategory.专业科目).toBeGreaterThan(0);
    expect(zhang.hours).toBeCloseTo(zhang.byCategory.公需科目 + zhang.byCategory.专业科目, 5);
    expect(zhang.missing).toBeCloseTo(90 - zhang.hours, 5);
    expect(zhang.certificates).toHaveLength(1);
    expect(zhang.lastActivityAt).not.toBeNull();
    expect(byName.get("王税务")).toMatchObject({ hours: 0, lastActivityAt: null, certificates: [] });
    expect(JSON.stringify(report.data)).not.toContain("赵审计");
  });

  it("filters by search and status", async () => {
    const names = async (query: string) =>
      (await api(manager12, "GET", `/api/org/manage/12/report?${query}`)).data.members.list.map(
        (m: { name: string }) => m.name,
      );
    expect(await names("q=张")).toEqual(["张会计"]);
    expect(await names("q=0023")).toEqual(["李出纳"]);
    expect(await names("status=none")).toEqual(["王税务"]);
    expect(await names("status=met")).toEqual([]);
    expect((await names("category=公需科目")).length).toBe(3);
    expect((await api(manager12, "GET", "/api/org/manage/12/report?status=bogus")).status).toBe(400);
  });

  it("refuses another organisation's manager, a member and an unknown organisation, in Chinese", async () => {
    for (const [token, path] of [
      [manager11, "/api/org/manage/12/report"],
      [manager11, "/api/org/manage/12/assignments"],
      [manager12, "/api/org/manage/11/report"],
      [member12, "/api/org/manage/12/report"],
    ] as const) {
      const answer = await api(token, "GET", path);
      expect(answer).toMatchObject({ status: 403, msg: ORG_REPORTS_MESSAGES.notManager, data: null });
    }
    expect(await api(manager11, "GET", "/api/org/manage")).toMatchObject({ data: [{ orgId: 11 }] });
    const unknown = await api(manager12, "GET", "/api/org/manage/9999/report");
    expect(unknown).toMatchObject({ status: 404, msg: ORG_REPORTS_MESSAGES.orgNotFound });
    const save = await api(manager11, "POST", "/api/org/manage/12/requirement", {
      total: "1",
      professional: "0",
      general: "0",
    });
    expect(save).toMatchObject({ status: 403, msg: ORG_REPORTS_MESSAGES.notManager });
    const assign = await api(manager11, "POST", "/api/org/manage/12/assignments", {
      kind: "course",
      courseIds: JSON.stringify([courseId]),
      userIds: JSON.stringify([await userIdOf(MEMBER_12)]),
      deadline: dayAfter(30),
    });
    expect(assign).toMatchObject({ status: 403, msg: ORG_REPORTS_MESSAGES.notManager });
    for (const format of ["csv", "xlsx"]) {
      const response = await download(manager11, `/api/org/manage/12/report.${format}`);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ status: 403, msg: ORG_REPORTS_MESSAGES.notManager });
    }
    expect((await call(t.app, "GET", "/api/org/manage/12/report")).body.status).toBe(401);
  });
});

describe("exports", () => {
  beforeAll(async () => {
    // a partner-supplied name a spreadsheet would run as a formula
    await t.server.db
      .update(users)
      .set({ username: '=HYPERLINK("http://evil")' })
      .where(eq(users.mobile, "13800000024"));
  });
  afterAll(async () => {
    await t.server.db.update(users).set({ username: "王税务" }).where(eq(users.mobile, "13800000024"));
  });

  it("CSV: UTF-8 with a byte-order mark, every member the filters keep, formulas defused", async () => {
    const response = await download(manager12, "/api/org/manage/12/report.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain("org-12-2026-report.csv");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // TextDecoder drops the byte-order mark checked above
    const lines = new TextDecoder().decode(bytes).trimEnd().split("\r\n");
    expect(lines[0]).toBe(ORG_REPORTS_MESSAGES.export.header(2026).join(","));
    expect(lines).toHaveLength(4);
    expect(lines.find((l) => l.startsWith("张会计,138****0022,C-1201,"))).toContain(",90,");
    expect(lines).toContain(`"'=HYPERLINK(""http://evil"")",138****0024,C-1202,0,0,0,90,90,未达标,0,,`);
    const filtered = await download(manager12, "/api/org/manage/12/report.csv?q=%E5%BC%A0");
    expect((await filtered.text()).trimEnd().split("\r\n")).toHaveLength(2);
  });

  it("XLSX: the same rows as a workbook, numbers as numbers, formulas defused", async () => {
    const response = await download(manager12, "/api/org/manage/12/report.xlsx");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet(ORG_REPORTS_MESSAGES.export.sheet)!;
    expect(sheet.rowCount).toBe(4);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(ORG_REPORTS_MESSAGES.export.header(2026));
    const rows = [2, 3, 4].map((i) => (sheet.getRow(i).values as unknown[]).slice(1));
    const evil = rows.find((r) => String(r[1]) === "138****0024")!;
    expect(evil[0]).toBe('\'=HYPERLINK("http://evil")');
    expect(evil.slice(3, 8)).toEqual([0, 0, 0, 90, 90]);
    for (let i = 2; i <= 4; i++) sheet.getRow(i).eachCell((cell) => expect(cell.formula).toBeUndefined());
    const zhang = rows.find((r) => r[0] === "张会计")!;
    expect(typeof zhang[3]).toBe("number");
  });
});

describe("the organisation's yearly requirement", () => {
  it("a manager sets it and the members' 学时档案 use it; a sum beyond the total is refused", async () => {
    const before = await api<CreditsSummary>(member12, "GET", "/api/credits/summary");
    expect(before.data.requirement).toMatchObject({ source: "site", total: 90 });
    const refused = await api(manager12, "POST", "/api/org/manage/12/requirement", {
      total: "50",
      professional: "40",
      general: "20",
    });
    expect(refused).toMatchObject({ status: 400, msg: ORG_REPORTS_MESSAGES.requirementTooSmall });
    const saved = await api(manager12, "POST", "/api/org/manage/12/requirement", {
      total: "72",
      professional: "48",
      general: "24",
    });
    expect(saved).toMatchObject({ status: 200, data: { source: "org", total: 72, byCategory: { 专业科目: 48 } } });
    const after = await api<CreditsSummary>(member12, "GET", "/api/credits/summary");
    expect(after.data.requirement).toMatchObject({ source: "org", orgName: expect.any(String), total: 72 });
    expect(after.data.categories.find((c) => c.category === "公需科目")?.required).toBe(24);
    const report = await api(manager12, "GET", "/api/org/manage/12/report");
    expect(report.data.requirement).toMatchObject({ source: "org", total: 72 });
    // the other organisation's member keeps that organisation's own rule (seeded: 72 of 48 + 24), a learner of none the site's
    expect((await api<CreditsSummary>(member11, "GET", "/api/credits/summary")).data.requirement).toMatchObject({
      source: "org",
      total: 72,
    });
    const plain = await loginAs(t.app, "13800000001");
    expect((await api<CreditsSummary>(plain, "GET", "/api/credits/summary")).data.requirement.source).toBe("site");
  });
});

describe("assignments", () => {
  it("assigns a course to members: each gets a message now and one reminder a week before the deadline", async () => {
    const zhang = await userIdOf(MEMBER_12);
    const li = await userIdOf("13800000023");
    const before = (await inboxOf(zhang)).length;
    const deadline = dayAfter(20);
    const created = await api(manager12, "POST", "/api/org/manage/12/assignments", {
      kind: "course",
      courseIds: JSON.stringify([courseId]),
      userIds: JSON.stringify([zhang, li]),
      deadline,
    });
    expect(created).toMatchObject({ status: 200, data: { kind: "course", deadline, learners: 2 } });
    const inbox = await inboxOf(zhang);
    expect(inbox).toHaveLength(before + 1);
    expect(inbox.at(-1)).toMatchObject({
      title: ORG_REPORTS_MESSAGES.assignedTitle,
      link: `/course/details?id=${courseId}`,
    });
    expect(inbox.at(-1)!.content).toContain(deadline);

    // nothing while more than a week is left
    expect(await sendAssignmentReminders(t.server)).toBe(0);
    t.advance(14 * 86_400_000);
    expect(await sendAssignmentReminders(t.server)).toBe(2);
    expect(await sendAssignmentReminders(t.server)).toBe(0);
    const reminded = await inboxOf(zhang);
    expect(reminded.at(-1)).toMatchObject({ title: ORG_REPORTS_MESSAGES.reminderTitle });
    expect(reminded).toHaveLength(before + 2);

    const list = await api(manager12, "GET", "/api/org/manage/12/assignments");
    expect(list.data.list[0]).toMatchObject({ id: created.data.id, learners: 2 });
    expect((await api(manager11, "GET", "/api/org/manage/11/assignments")).data.total).toBe(0);
  });

  it("assigns a study plan: each member gets a plan with the deadline", async () => {
    const li = await userIdOf("13800000023");
    const created = await api(manager12, "POST", "/api/org/manage/12/assignments", {
      kind: "plan",
      title: "年度增值税必修",
      courseIds: JSON.stringify([planCourseId]),
      userIds: JSON.stringify([li]),
      deadline: dayAfter(40),
    });
    expect(created).toMatchObject({ status: 200, data: { kind: "plan", title: "年度增值税必修" } });
    const [row] = await t.server.db
      .select()
      .from(orgAssignmentLearners)
      .where(eq(orgAssignmentLearners.assignmentId, created.data.id));
    const [plan] = await t.server.db.select().from(studyPlans).where(eq(studyPlans.id, row!.studyPlanId!));
    expect(plan).toMatchObject({ userId: li, title: "年度增值税必修", deadline: dayAfter(40) });
    expect((await inboxOf(li)).at(-1)!.link).toBe(`/studyPlan/detail/${plan!.id}`);
    const seen = await api(await loginAs(t.app, "13800000023"), "POST", "/api/studyPlan/getStudyPlanInfo", {
      planId: String(plan!.id),
    });
    expect(seen.status).toBe(200);
  });

  it("refuses learners outside the organisation, past deadlines and unknown courses, writing nothing", async () => {
    const outsider = await userIdOf(MEMBER_11);
    const before = (await inboxOf(outsider)).length;
    const zhang = await userIdOf(MEMBER_12);
    const form = (over: Record<string, string>) => ({
      kind: "course",
      courseIds: JSON.stringify([courseId]),
      userIds: JSON.stringify([zhang]),
      deadline: dayAfter(30),
      ...over,
    });
    const post = async (over: Record<string, string>) =>
      api(manager12, "POST", "/api/org/manage/12/assignments", form(over));
    expect(await post({ userIds: JSON.stringify([outsider]) })).toMatchObject({
      status: 403,
      msg: ORG_REPORTS_MESSAGES.notMembers,
    });
    expect(await post({ deadline: dayAfter(0) })).toMatchObject({
      status: 400,
      msg: ORG_REPORTS_MESSAGES.deadlinePast,
    });
    expect(await post({ deadline: "2026-02-30" })).toMatchObject({ status: 400 });
    expect(await post({ courseIds: JSON.stringify([999999]) })).toMatchObject({ status: 404 });
    expect(await post({ courseIds: JSON.stringify([courseId, courseId + 1]) })).toMatchObject({ status: 400 });
    expect(await inboxOf(outsider)).toHaveLength(before);
  });
});

describe("granting the role in the console", () => {
  it("an admin grants and takes back a manager of one organisation, audited; the grant opens only that one", async () => {
    const admin = await loginAs(t.app, "13800000010");
    const plain = await loginAs(t.app, "13800000001");
    expect(await api(plain, "GET", "/api/org/manage/11/report")).toMatchObject({ status: 403 });
    const granted = await api<AdminOrgManager[]>(admin, "POST", "/api/admin/orgs/11/managers", {
      phone: "13800000001",
    });
    expect(granted.data.map((m) => m.phone)).toEqual([MANAGER_11, "13800000001"]);
    expect((await api(plain, "GET", "/api/org/manage/11/report")).status).toBe(200);
    expect((await api(plain, "GET", "/api/org/manage/12/report")).status).toBe(403);
    const userId = await userIdOf("13800000001");
    const revoked = await api<AdminOrgManager[]>(admin, "POST", `/api/admin/orgs/11/managers/${userId}/revoke`);
    expect(revoked.data.map((m) => m.phone)).toEqual([MANAGER_11]);
    expect((await api(plain, "GET", "/api/org/manage/11/report")).status).toBe(403);
    const audit = await t.server.db.select().from(adminAuditLog).where(eq(adminAuditLog.target, "org:11"));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(["adminOrgManagerGrant", "adminOrgManagerRevoke"]),
    );
    expect(await api(admin, "POST", "/api/admin/orgs/11/managers", { phone: "13999999998" })).toMatchObject({
      status: 404,
      msg: ORG_REPORTS_MESSAGES.accountNotFound,
    });
    expect(await api(manager12, "POST", "/api/admin/orgs/11/managers", { phone: "13800000001" })).toMatchObject({
      status: 403,
    });
  });
});
