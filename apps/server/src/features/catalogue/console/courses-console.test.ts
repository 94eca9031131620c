import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, courses } from "../../../db/schema";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../../testing/test-server";

let t: TestServer;
let editor: string;
let learner: string;

// biome-ignore lint/suspicious/noExplicitAny: envelopes of many shapes, checked by the assertions
const api = <D = any>(method: "GET" | "POST", path: string, form?: Record<string, string>, token = editor) =>
  call<D>(t.app, method, path, { token, form }).then((r) => r.body);

const COURSE = {
  title: "研发费用加计扣除实务（控制台）",
  productInfo: "讲清研发费用归集口径与留存备查资料。",
  price: "199",
  otPrice: "299.5",
  productType: "1",
  teachingMethod: "2",
  updateMark: "3",
  categoryId: "101",
  keyword: "研发费用,加计扣除",
  lecturerIds: "1,2",
  orgStatus: "1",
};

beforeAll(async () => {
  t = await startTestServer();
  editor = await loginAs(t.app, "13800000011");
  learner = await loginAs(t.app, DEMO.plain);
});
afterAll(() => t.close());

const auditRows = (action: string, target: string) =>
  t.server.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.target, target)));

describe("courses in the console", () => {
  it("creates a draft (not visible to learners), publishes it, and learners find and open it", async () => {
    const saved = await api("POST", "/api/admin/courses/save", COURSE);
    expect(saved).toMatchObject({ status: 200, data: { courseId: null, price: "199.00", otPrice: "299.50" } });
    const draftId = saved.data.draftId as number;
    expect((await auditRows("adminCourseSave", `courseDraft:${draftId}`))[0]).toMatchObject({ before: null });
    const before = await api("POST", "/api/es/onlineProducts", { keyword: "研发费用加计扣除实务（控制台）" }, learner);
    expect(
      before.data.list.some((h: { title?: string; titleHighlight: string }) => h.titleHighlight.includes("控制台")),
    ).toBe(false);

    const published = await api("POST", `/api/admin/courses/drafts/${draftId}/publish`);
    expect(published.status).toBe(200);
    const courseId = published.data.courseId as number;
    // a paid course goes on sale once a lecture plays (its length as the lecture studio records it)
    await t.server.db.update(courses).set({ lessonCount: 1 }).where(eq(courses.id, courseId));
    expect((await api("POST", `/api/admin/courses/${courseId}/restore`)).status).toBe(200);
    const detail = await api("GET", `/api/onlineProduct/detail/${courseId}`, undefined, learner);
    expect(detail.status).toBe(200);
    expect(JSON.stringify(detail.data)).toContain("研发费用加计扣除实务（控制台）");
    const found = await api("POST", "/api/es/onlineProducts", { keyword: "加计扣除实务", kind: "course" }, learner);
    expect(found.data.list.map((h: { id: number }) => h.id)).toContain(courseId);
    expect((await auditRows("adminCoursePublish", `course:${courseId}`)).length).toBe(1);
    expect((await api("POST", `/api/admin/courses/drafts/${draftId}/publish`)).status).toBe(409);
    expect((await api("POST", "/api/admin/courses/save", { ...COURSE, draftId: String(draftId) })).status).toBe(409);

    // edited in place: the price changes at once for learners, with before/after in the audit log
    const edited = await api("POST", "/api/admin/courses/save", { ...COURSE, courseId: String(courseId), price: "0" });
    expect(edited).toMatchObject({ status: 200, data: { price: "0.00", lecturerIds: [1, 2] } });
    const after = await api("GET", `/api/onlineProduct/detail/${courseId}`, undefined, learner);
    expect(JSON.stringify(after.data)).toContain('"price":"0.00"');
    const [audit] = await auditRows("adminCourseSave", `course:${courseId}`);
    expect(audit).toMatchObject({ before: { price: "199.00" }, after: { price: "0.00" } });

    const list = await api("GET", `/api/admin/courses?keyword=${encodeURIComponent("控制台")}`);
    expect(list.data.courses.list[0]).toMatchObject({ courseId, draftId: null });
    expect(list.data.drafts).toEqual([]);
  });

  it.each([
    [{ title: "" }, "课程名称"],
    [{ title: "课".repeat(61) }, "课程名称"],
    [{ price: "-1" }, "价格"],
    [{ price: "100000" }, "价格"],
    [{ price: "1.999" }, "价格"],
    [{ price: "abc" }, "价格"],
    [{ otPrice: "100" }, "原价"],
    [{ productType: "15" }, "课程类型"],
    [{ teachingMethod: "4" }, "授课方式"],
    [{ updateMark: "0" }, "角标"],
    [{ categoryId: "0" }, "分类"],
    [{ categoryId: "99999" }, "分类"],
    [{ keyword: "a,b,c,d,e,f,g" }, "关键词"],
    [{ lecturerIds: "1,1" }, "讲师"],
    [{ lecturerIds: "999999" }, "讲师"],
    // past int4, or not plain digits: a refusal, never a failed query
    [{ lecturerIds: "1,2147483648" }, "讲师"],
    [{ lecturerIds: "99999999999" }, "讲师"],
    [{ lecturerIds: "1e0" }, "讲师"],
    [{ orgStatus: "3" }, "机构可见性"],
  ])("refuses %o with a 400 naming %s", async (change, field) => {
    const body = await api("POST", "/api/admin/courses/save", { ...COURSE, ...change } as Record<string, string>);
    expect(body.status).toBe(400);
    expect(body.msg).toContain(field);
  });

  it("puts no paid course without a playable lecture on sale: published as 未上架, 重新上架 refused until it has one", async () => {
    const saved = await api("POST", "/api/admin/courses/save", { ...COURSE, title: "无讲次的付费课程（控制台）" });
    const published = await api("POST", `/api/admin/courses/drafts/${saved.data.draftId}/publish`);
    expect(published.status).toBe(200);
    expect(published.msg).toContain("未上架");
    const courseId = published.data.courseId as number;
    // not for sale: learners do not get it, and it cannot be ordered
    expect((await api("GET", `/api/onlineProduct/detail/${courseId}`, undefined, learner)).status).not.toBe(200);
    const restore = await api("POST", `/api/admin/courses/${courseId}/restore`);
    expect(restore).toMatchObject({ status: 409, msg: "付费课程还没有可播放的讲次，上传讲次后才能上架" });
    // once a lecture plays, it goes on sale
    await t.server.db.update(courses).set({ lessonCount: 1 }).where(eq(courses.id, courseId));
    expect((await api("POST", `/api/admin/courses/${courseId}/restore`)).status).toBe(200);
    expect((await api("GET", `/api/onlineProduct/detail/${courseId}`, undefined, learner)).status).toBe(200);
  });

  it("publishes a free course on sale at once", async () => {
    const saved = await api("POST", "/api/admin/courses/save", { ...COURSE, title: "免费课程（控制台）", price: "0" });
    const published = await api("POST", `/api/admin/courses/drafts/${saved.data.draftId}/publish`);
    expect(published).toMatchObject({ status: 200, msg: "课程已发布" });
    expect((await api("GET", `/api/onlineProduct/detail/${published.data.courseId}`, undefined, learner)).status).toBe(
      200,
    );
  });

  it("accepts the price boundaries 0 and 99999.99", async () => {
    for (const price of ["0", "99999.99"]) {
      const body = await api("POST", "/api/admin/courses/save", { ...COURSE, price, otPrice: "" });
      expect(body).toMatchObject({ status: 200, data: { price: Number(price).toFixed(2), otPrice: "0.00" } });
    }
  });
});
