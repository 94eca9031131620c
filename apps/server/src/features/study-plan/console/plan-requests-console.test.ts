import { PRODUCT_TYPES } from "@taxlearn/core";
import { and, desc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, courses, messages, studyPlans, users } from "../../../db/schema";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../../testing/test-server";

let t: TestServer;
let editor: string;
let support: string;
let finance: string;
let learnerA: string;
let learnerB: string;

// biome-ignore lint/suspicious/noExplicitAny: envelopes of many shapes, checked by the assertions
const api = <D = any>(method: "GET" | "POST", path: string, token: string, form?: Record<string, string>) =>
  call<D>(t.app, method, path, { token, form }).then((r) => r.body);

const userIdOf = async (mobile: string) =>
  (await t.server.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)))[0]!.id;
const plansOf = async (mobile: string) =>
  t.server.db
    .select()
    .from(studyPlans)
    .where(eq(studyPlans.userId, await userIdOf(mobile)));
const messagesOf = async (mobile: string) =>
  t.server.db
    .select()
    .from(messages)
    .where(eq(messages.userId, await userIdOf(mobile)))
    .orderBy(desc(messages.id));

const request = async (token: string, goal: string) =>
  (await api<{ requestId: number }>("POST", "/api/studyPlan/custom", token, { goal, note: "每周三小时，偏实务" })).data
    .requestId;

beforeAll(async () => {
  t = await startTestServer();
  editor = await loginAs(t.app, "13800000011");
  support = await loginAs(t.app, "13800000013");
  finance = await loginAs(t.app, "13800000012");
  learnerA = await loginAs(t.app, DEMO.plain);
  learnerB = await loginAs(t.app, DEMO.vip);
});
afterAll(() => t.close());

describe("the console's 定制课单 requests", () => {
  it("lists open requests oldest first with the learner masked, and refuses non-operators with 403", async () => {
    const first = await request(learnerA, "出口退税岗位入门");
    const second = await request(learnerB, "个税汇算清缴");
    const page = await api("GET", "/api/admin/plan-requests?status=open&pageSize=100", support);
    expect(page.status).toBe(200);
    const ids = page.data.list.map((r: { id: number }) => r.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(page.data.list.find((r: { id: number }) => r.id === first)).toMatchObject({
      learner: "138****0001",
      goal: "出口退税岗位入门",
      note: "每周三小时，偏实务",
      status: "open",
      planId: null,
    });
    for (const token of [learnerA, finance]) {
      const refused = await api("GET", "/api/admin/plan-requests", token);
      expect(refused.status).toBe(403);
      expect(refused.msg).toMatch(/^无权访问/);
    }
    expect((await api("GET", "/api/admin/plan-requests/999999", editor)).msg).toBe("定制申请不存在");
    expect((await api("GET", "/api/admin/plan-requests?status=closed", editor)).msg).toBe("参数格式不正确：status");
  });

  it("searches on-sale courses a plan can hold: no series, no withdrawn course", async () => {
    const [series] = await t.server.db
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(eq(courses.productType, PRODUCT_TYPES.series))
      .limit(1);
    const all = await api("GET", "/api/admin/plan-courses", editor);
    expect(all.status).toBe(200);
    expect(all.data.list.length).toBeGreaterThan(0);
    expect(all.data.list.every((c: { lessons: number; minutes: number }) => c.lessons > 0 && c.minutes > 0)).toBe(true);
    const bySeriesTitle = await api(
      "GET",
      `/api/admin/plan-courses?keyword=${encodeURIComponent(series!.title)}`,
      editor,
    );
    expect(bySeriesTitle.data.list.map((c: { id: number }) => c.id)).not.toContain(series!.id);
    const pick = all.data.list[0];
    const byTitle = await api("GET", `/api/admin/plan-courses?keyword=${encodeURIComponent(pick.title)}`, support);
    expect(byTitle.data.list.map((c: { id: number }) => c.id)).toContain(pick.id);
    const tooLong = await api("GET", `/api/admin/plan-courses?keyword=${"税".repeat(31)}`, support);
    expect(tooLong.status).toBe(400);
    expect(tooLong.msg).toBe("参数格式不正确：keyword");
  });

  it("refuses bad input with a Chinese 4xx and makes no plan", async () => {
    const id = await request(learnerA, "土地增值税清算");
    const plansBefore = (await plansOf(DEMO.plain)).length;
    const fulfil = (form: Record<string, string>) =>
      api("POST", `/api/admin/plan-requests/${id}/fulfil`, editor, {
        courseIds: "1001",
        title: "定制课单",
        weeklyHours: "5",
        ...form,
      });
    expect((await fulfil({ courseIds: "1001,abc" })).msg).toBe("参数格式不正确：courseIds");
    expect((await fulfil({ courseIds: "" })).status).toBe(400);
    expect((await fulfil({ weeklyHours: "0" })).msg).toBe("参数格式不正确：weeklyHours");
    expect((await fulfil({ weeklyHours: "41" })).status).toBe(400);
    expect((await fulfil({ title: "   " })).msg).toBe("参数格式不正确：title");
    expect((await fulfil({ courseIds: "1001,1002,1001" })).msg).toBe("参数格式不正确：courseIds（课程1001重复）");
    const many = Array.from({ length: 21 }, (_, i) => 1001 + i).join(",");
    expect((await fulfil({ courseIds: many })).msg).toBe("一份定制课单最多选择20门课程");
    expect((await fulfil({ courseIds: "99999999" })).msg).toBe("课程99999999不存在或已下架，请重新选择");
    const [series] = await t.server.db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.productType, PRODUCT_TYPES.series), isNull(courses.withdrawnAt)))
      .limit(1);
    const refused = await fulfil({ courseIds: String(series!.id) });
    expect(refused.status).toBe(400);
    expect(refused.msg).toContain("不能加入课单");
    const missing = await api("POST", "/api/admin/plan-requests/999999/fulfil", editor, {
      courseIds: "1001",
      title: "x",
      weeklyHours: "5",
    });
    expect([missing.status, missing.msg]).toEqual([404, "定制申请不存在"]);
    expect((await plansOf(DEMO.plain)).length).toBe(plansBefore);
    expect((await api("GET", `/api/admin/plan-requests/${id}`, editor)).data.request.status).toBe("open");
  });

  it("fulfils a request: the learner's plan, the request marked, an audit row and a message with a link — once", async () => {
    const id = await request(learnerA, "出口退税实务");
    const bMessages = (await messagesOf(DEMO.vip)).length;
    const bPlans = (await plansOf(DEMO.vip)).length;
    const done = await api("POST", `/api/admin/plan-requests/${id}/fulfil`, support, {
      courseIds: "1002,1001",
      title: "出口退税定制课单",
      weeklyHours: "4",
    });
    expect(done.status).toBe(200);
    expect(done.msg).toBe("已生成定制课单，并已通知学员");
    expect(done.data.request).toMatchObject({ id, status: "fulfilled" });
    expect(done.data.plan.title).toBe("出口退税定制课单");
    expect(done.data.plan.courses.map((c: { id: number }) => c.id).sort()).toEqual([1001, 1002]);
    const planId = done.data.plan.id;

    const info = await api("POST", "/api/studyPlan/getStudyPlanInfo", learnerA, { planId: String(planId) });
    expect(info.data).toMatchObject({ title: "出口退税定制课单" });
    const [message] = await messagesOf(DEMO.plain);
    expect(message).toMatchObject({ title: "人工定制课单已完成", link: `/studyPlan/detail/${planId}` });
    expect(message!.content).toContain("出口退税定制课单");

    const [audit] = await t.server.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "adminPlanRequestFulfil"), eq(adminAuditLog.target, `planRequest:${id}`)));
    expect(audit).toMatchObject({ outcome: "ok", actorId: await userIdOf("13800000013") });
    expect(audit!.after).toMatchObject({ planId, courseIds: [1002, 1001] });

    // the other learner gets nothing and cannot open the plan
    expect((await messagesOf(DEMO.vip)).length).toBe(bMessages);
    expect((await plansOf(DEMO.vip)).length).toBe(bPlans);
    expect((await api("POST", "/api/studyPlan/getStudyPlanInfo", learnerB, { planId: String(planId) })).status).toBe(
      404,
    );

    const again = await api("POST", `/api/admin/plan-requests/${id}/fulfil`, editor, {
      courseIds: "1001",
      title: "再来一次",
      weeklyHours: "4",
    });
    expect([again.status, again.msg]).toEqual([409, "该定制申请已处理，不能重复生成课单"]);
    const fulfilledList = await api("GET", "/api/admin/plan-requests?status=fulfilled&pageSize=100", editor);
    expect(fulfilledList.data.list.find((r: { id: number }) => r.id === id)).toMatchObject({ planId });
    const open = await api("GET", "/api/admin/plan-requests?status=open&pageSize=100", editor);
    expect(open.data.list.map((r: { id: number }) => r.id)).not.toContain(id);
  });
});
