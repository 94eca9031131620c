import { fillPath } from "@taxlearn/api";
import { ADMIN_CONTRACTS } from "@taxlearn/api/admin";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, users } from "../../db/schema";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../testing/test-server";

let t: TestServer;
const tokens: Record<string, string> = {};

/** The seeded operator accounts (README: operator accounts) and a learner. */
const PRINCIPALS = {
  learner: DEMO.plain,
  editor: "13800000011",
  finance: "13800000012",
  support: "13800000013",
  admin: "13800000010",
} as const;
type Principal = keyof typeof PRINCIPALS;

/**
 * Who may make each console call: written out by hand (not derived from the section table) so that a change of
 * the rules shows here. Every contract of ADMIN_CONTRACTS must have a row.
 */
const ALLOWED: Record<keyof typeof ADMIN_CONTRACTS, ReadonlyArray<Principal>> = {
  adminMe: ["learner", "editor", "finance", "support", "admin"],
  adminAuditList: ["admin"],
  adminOrderList: ["finance", "admin"],
  adminOrderDetail: ["finance", "admin"],
  adminRefundDecide: ["finance", "admin"],
  adminInvoiceList: ["finance", "admin"],
  adminInvoiceIssue: ["finance", "admin"],
  adminInvoiceVoid: ["finance", "admin"],
  adminOrgList: ["admin"],
  adminOrgSave: ["admin"],
  adminOrgRotateKey: ["admin"],
  adminOrgLink: ["admin"],
  adminOrgLearners: ["admin"],
  adminOrgManagers: ["admin"],
  adminOrgManagerGrant: ["admin"],
  adminOrgManagerRevoke: ["admin"],
  adminDashboard: ["editor", "finance", "support", "admin"],
  adminUserList: ["admin"],
  adminUserDetail: ["admin"],
  adminUserDisable: ["admin"],
  adminUserEnable: ["admin"],
  adminUserResetPassword: ["admin"],
  adminUserRoles: ["admin"],
  adminContentOptions: ["editor", "admin"],
  adminCourseList: ["editor", "admin"],
  adminCourseSave: ["editor", "admin"],
  adminCoursePublish: ["editor", "admin"],
  adminCourseWithdraw: ["editor", "admin"],
  adminCourseRestore: ["editor", "admin"],
  adminCourseCover: ["editor", "admin"],
  adminVipProductList: ["finance", "admin"],
  adminVipProductSave: ["finance", "admin"],
  adminFaqList: ["finance", "admin"],
  adminFaqSave: ["finance", "admin"],
  adminFaqDelete: ["finance", "admin"],
  adminArticleList: ["editor", "admin"],
  adminArticleSave: ["editor", "admin"],
  adminArticlePublish: ["editor", "admin"],
  adminLectureCourses: ["editor", "admin"],
  adminLectureList: ["editor", "admin"],
  adminLectureSave: ["editor", "admin"],
  adminLecturePublish: ["editor", "admin"],
  adminLectureDelete: ["editor", "admin"],
  adminLectureDetail: ["editor", "admin"],
  adminTranscodeRetry: ["editor", "admin"],
  adminCardSave: ["editor", "admin"],
  adminCardDelete: ["editor", "admin"],
  adminLiveOptions: ["editor", "admin"],
  adminLiveList: ["editor", "admin"],
  adminLiveSave: ["editor", "admin"],
  adminLiveKey: ["editor", "admin"],
  adminLiveRotateKey: ["editor", "admin"],
  adminCollectionList: ["editor", "admin"],
  adminCollectionSave: ["editor", "admin"],
  adminHelpList: ["support", "admin"],
  adminHelpSave: ["support", "admin"],
  adminHelpVisibility: ["support", "admin"],
  adminHearingList: ["editor", "admin"],
  adminHearingSave: ["editor", "admin"],
  adminCourseCreditCategory: ["editor", "admin"],
  adminCertificateRevoke: ["admin"],
  adminCreditCorrection: ["admin"],
  adminLearnerCredits: ["admin"],
  adminPlanRequestList: ["editor", "support", "admin"],
  adminPlanRequestDetail: ["editor", "support", "admin"],
  adminPlanCourseSearch: ["editor", "support", "admin"],
  adminPlanRequestFulfil: ["editor", "support", "admin"],
};

/** A well-formed input for each call (naming records that do not exist: allowed calls answer 404, not 403). */
const SAMPLE: Record<keyof typeof ADMIN_CONTRACTS, Record<string, string>> = {
  adminMe: {},
  adminAuditList: {},
  adminOrderList: {},
  adminOrderDetail: { tradeNo: "T000000000000" },
  adminRefundDecide: { tradeNo: "T000000000000", decision: "reject" },
  adminInvoiceList: {},
  adminInvoiceIssue: { id: "999999" },
  adminInvoiceVoid: { id: "999999" },
  adminOrgList: {},
  adminOrgSave: { id: "999999", name: "测试机构", platformCode: "TEST", menu: "1,2", defaultPage: "1" },
  adminOrgRotateKey: { id: "999999" },
  adminOrgLink: { id: "999999", externalUserId: "u-1" },
  adminOrgLearners: { id: "999999" },
  adminOrgManagers: { id: "999999" },
  adminOrgManagerGrant: { id: "999999", phone: "13999999999" },
  adminOrgManagerRevoke: { id: "999999", userId: "999999" },
  adminDashboard: {},
  adminUserList: {},
  adminUserDetail: { id: "999999" },
  adminUserDisable: { id: "999999", reason: "测试" },
  adminUserEnable: { id: "999999" },
  adminUserResetPassword: { id: "999999" },
  adminUserRoles: { id: "999999", roles: "editor" },
  adminContentOptions: {},
  adminCourseList: {},
  adminCourseSave: { courseId: "999999", title: "测试课程", categoryId: "101" },
  adminCoursePublish: { id: "999999" },
  adminCourseWithdraw: { id: "999999" },
  adminCourseRestore: { id: "999999" },
  adminCourseCover: { id: "999999" },
  adminVipProductList: {},
  adminVipProductSave: {
    id: "999999",
    name: "年度会员",
    price: "398",
    durationDays: "365",
    rights: "全部课程畅学",
  },
  adminFaqList: {},
  adminFaqSave: { id: "999999", question: "会员可以退款吗？", answer: "可以。" },
  adminFaqDelete: { id: "999999" },
  adminArticleList: {},
  adminArticleSave: {
    id: "999999",
    kind: "policy",
    type: "4",
    title: "测试政策",
    contentHtml: "<p>正文</p>",
    source: "国家税务总局",
    issuedOn: "2026-03-01",
    topicId: "101",
  },
  adminArticlePublish: { id: "999999" },
  adminLectureCourses: {},
  adminLectureList: { courseId: "999999" },
  adminLectureSave: { id: "999999", courseId: "999999", title: "第1讲", sort: "1" },
  adminLecturePublish: { id: "999999", published: "1" },
  adminLectureDelete: { id: "999999" },
  adminLectureDetail: { id: "999999" },
  adminTranscodeRetry: { id: "999999" },
  adminCardSave: { id: "999999", type: "2", pointTime: "1", timeout: "3", content: "笔记" },
  adminCardDelete: { id: "999999", cardId: "999999" },
  adminLiveOptions: {},
  adminLiveList: {},
  adminLiveSave: {
    id: "999999",
    title: "测试直播",
    lecturerId: "1",
    startTime: "2099-01-01T10:00",
    endTime: "2099-01-01T11:00",
  },
  adminLiveKey: { id: "999999" },
  adminLiveRotateKey: { id: "999999" },
  adminCollectionList: {},
  adminCollectionSave: {
    kind: "kedan",
    id: "999999",
    title: "测试课单",
    summary: "介绍",
    audience: "会计人员",
    courseIds: "1001",
  },
  adminHelpList: {},
  adminHelpSave: { id: "999999", categoryId: "1", title: "测试帮助", contentHtml: "<p>正文</p>" },
  adminHelpVisibility: { id: "999999", hidden: "1" },
  adminHearingList: {},
  adminHearingSave: {
    id: "999999",
    title: "测试听证",
    speaker: "主讲人",
    summary: "摘要",
    contentHtml: "<p>正文</p>",
    heldAt: "2026-03-01T10:00",
  },
  adminCourseCreditCategory: { id: "999999", category: "公需科目" },
  adminCertificateRevoke: { serial: "JY-2026-00000000000000000000000000", reason: "测试撤销" },
  adminCreditCorrection: { userId: "999999", category: "专业科目", hours: "1.5", reason: "补录线下培训" },
  adminLearnerCredits: { id: "999999" },
  adminPlanRequestList: {},
  adminPlanRequestDetail: { id: "999999" },
  adminPlanCourseSearch: { keyword: "增值税" },
  adminPlanRequestFulfil: { id: "999999", courseIds: "1001", title: "定制课单", weeklyHours: "5" },
};

async function request(name: keyof typeof ADMIN_CONTRACTS, token: string | undefined) {
  const contract = ADMIN_CONTRACTS[name];
  const input = SAMPLE[name];
  const path = fillPath(contract.path, input);
  if (contract.method === "GET") {
    const query = new URLSearchParams(input).toString();
    return call(t.app, "GET", query ? `${path}?${query}` : path, { token });
  }
  return call(t.app, contract.method, path, { token, form: input });
}

beforeAll(async () => {
  t = await startTestServer();
  for (const [who, phone] of Object.entries(PRINCIPALS)) tokens[who] = await loginAs(t.app, phone);
});
afterAll(() => t.close());

describe("role × admin call", () => {
  it("has a row for every console contract", () => {
    expect(Object.keys(ALLOWED).sort()).toEqual(Object.keys(ADMIN_CONTRACTS).sort());
  });

  for (const name of Object.keys(ADMIN_CONTRACTS) as (keyof typeof ADMIN_CONTRACTS)[]) {
    for (const who of Object.keys(PRINCIPALS) as Principal[]) {
      const allowed = ALLOWED[name].includes(who);
      it(`${name} as ${who}: ${allowed ? "allowed" : "403 and an audit row"}`, async () => {
        const [actor] = await t.server.db.select({ id: users.id }).from(users).where(eq(users.mobile, PRINCIPALS[who]));
        const deniedRows = () =>
          t.server.db
            .select()
            .from(adminAuditLog)
            .where(
              and(
                eq(adminAuditLog.actorId, actor!.id),
                eq(adminAuditLog.action, name),
                eq(adminAuditLog.outcome, "denied"),
              ),
            );
        const before = (await deniedRows()).length;
        const { body } = await request(name, tokens[who]);
        if (allowed) {
          expect([200, 404, 409]).toContain(body.status);
          expect((await deniedRows()).length).toBe(before);
        } else {
          expect(body.status).toBe(403);
          expect(body.msg).toMatch(/^无权访问：该操作需要.*管理员角色$/);
          const rows = await deniedRows();
          expect(rows.length).toBe(before + 1);
          expect(rows.at(-1)).toMatchObject({ outcome: "denied", before: null });
        }
      });
    }
    it(`${name} without a token: 401`, async () => {
      expect((await request(name, undefined)).body.status).toBe(401);
    });
  }

  it("adminMe tells each account its roles and sections", async () => {
    const me = async (who: Principal) =>
      (await call<{ roles: string[]; sections: string[] }>(t.app, "GET", "/api/admin/me", { token: tokens[who] })).body
        .data;
    expect(await me("learner")).toMatchObject({ roles: [], sections: [] });
    expect(await me("finance")).toMatchObject({
      roles: ["finance"],
      sections: ["dashboard", "orders", "invoices", "vip"],
    });
    expect((await me("admin")).sections).toEqual([
      "dashboard",
      "orders",
      "invoices",
      "vip",
      "users",
      "orgs",
      "courses",
      "lectures",
      "articles",
      "collections",
      "plan-requests",
      "lives",
      "hearings",
      "help",
      "audit",
    ]);
    expect(await me("editor")).toMatchObject({
      roles: ["editor"],
      sections: ["dashboard", "courses", "lectures", "articles", "collections", "plan-requests", "lives", "hearings"],
    });
    expect(await me("support")).toMatchObject({ roles: ["support"], sections: ["dashboard", "plan-requests", "help"] });
  });

  it("a revoked role stops at once (roles are read on every call)", async () => {
    const { grantRole, revokeRole } = await import("../../auth/user-roles");
    const [learner] = await t.server.db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO.plain));
    await grantRole(t.server.db, learner!.id, "finance", t.now());
    expect((await request("adminOrderList", tokens.learner)).body.status).toBe(200);
    await revokeRole(t.server.db, learner!.id, "finance");
    expect((await request("adminOrderList", tokens.learner)).body.status).toBe(403);
  });
});

describe("the audit log", () => {
  it("lists denied calls for admins, filtered by operator, action and outcome, newest first", async () => {
    await request("adminOrderList", tokens.support);
    const { body } = await call<{ list: { actor: string; action: string; outcome: string }[]; total: number }>(
      t.app,
      "GET",
      `/api/admin/audit?actor=${PRINCIPALS.support}&action=adminOrderList&outcome=denied`,
      { token: tokens.admin },
    );
    expect(body.status).toBe(200);
    expect(body.data.total).toBeGreaterThanOrEqual(1);
    expect(body.data.list[0]).toMatchObject({
      actor: "客服专员（138****0013）",
      action: "adminOrderList",
      outcome: "denied",
    });
    const none = await call<{ total: number }>(t.app, "GET", "/api/admin/audit?actor=13999999999", {
      token: tokens.admin,
    });
    expect(none.body.data.total).toBe(0);
  });

  it("refuses bad filters with a Chinese message naming the field", async () => {
    const bad = await call(t.app, "GET", "/api/admin/audit?from=2026-02-30", { token: tokens.admin });
    expect(bad.body.status).toBe(400);
    expect(bad.body.msg).toContain("from");
    const reversed = await call(t.app, "GET", "/api/admin/audit?from=2026-03-02&to=2026-03-01", {
      token: tokens.admin,
    });
    expect(reversed.body).toMatchObject({ status: 400, msg: "开始日期不能晚于结束日期" });
    const outcome = await call(t.app, "GET", "/api/admin/audit?outcome=maybe", { token: tokens.admin });
    expect(outcome.body.status).toBe(400);
  });
});
