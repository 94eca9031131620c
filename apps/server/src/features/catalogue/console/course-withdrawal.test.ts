import { and, arrayOverlaps, asc, eq, isNull, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminAuditLog,
  coursePurchases,
  courses,
  documentCitations,
  lectureFiles,
  lectureMedia,
  lectureProgress,
  orders,
  users,
} from "../../../db/schema";
import { call, loginAs, startTestServer, type TestServer } from "../../../testing/test-server";
import { hashPassword } from "../../accounts/passwords";
import { pressOnScanPage } from "../../orders/order-test-kit";
import { reconcileOrders } from "../../orders/reconcile";
import { planningCatalogue } from "../../study-plan/study-plan.repo";

let t: TestServer;
let editor: string;
let admin: string;
let buyer: string;
let student: string;
let stranger: string;
/** A second learner with an open order: one learner has at most one open order per course. */
let passerby: string;
let course: { id: number; title: string; categoryId: number; tags: string[] };
let lectureId: number;
let neighbourId: number;

// biome-ignore lint/suspicious/noExplicitAny: envelopes of many shapes, checked by the assertions
const api = <D = any>(method: "GET" | "POST", path: string, token?: string, form?: Record<string, string>) =>
  call<D>(t.app, method, path, { token, form }).then((r) => r.body);

const newLearner = async (mobile: string) => {
  const passwordHash = await hashPassword("Learner#2026");
  const [row] = await t.server.db
    .insert(users)
    .values({ mobile, username: `学员${mobile.slice(-4)}`, passwordHash })
    .returning();
  return { id: row!.id, token: await loginAs(t.app, mobile) };
};

beforeAll(async () => {
  t = await startTestServer();
  const db = t.server.db;
  editor = await loginAs(t.app, "13800000011");
  admin = await loginAs(t.app, "13800000010");
  // a paid recorded course nobody owns, with a lecture that plays and tags another course shares
  const owned = new Set((await db.select({ id: coursePurchases.courseId }).from(coursePurchases)).map((r) => r.id));
  const candidates = await db
    .select({
      id: courses.id,
      title: courses.title,
      categoryId: courses.categoryId,
      tags: courses.tags,
      lectureId: lectureFiles.id,
    })
    .from(courses)
    .innerJoin(lectureFiles, eq(lectureFiles.courseId, courses.id))
    .innerJoin(lectureMedia, eq(lectureMedia.id, lectureFiles.mediaId))
    .where(
      and(
        ne(courses.price, "0.00"),
        eq(courses.productType, 1),
        eq(lectureFiles.published, true),
        eq(lectureFiles.free, false),
        isNull(lectureFiles.deletedAt),
        eq(lectureMedia.ready, true),
        sql`cardinality(${courses.tags}) > 0`,
      ),
    )
    .orderBy(asc(courses.id), asc(lectureFiles.sort));
  for (const c of candidates) {
    if (owned.has(c.id)) continue;
    const [other] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(and(ne(courses.id, c.id), arrayOverlaps(courses.tags, c.tags)))
      .limit(1);
    if (!other) continue;
    course = { id: c.id, title: c.title, categoryId: c.categoryId, tags: c.tags };
    lectureId = c.lectureId;
    neighbourId = other.id;
    break;
  }
  const b = await newLearner("13800000181");
  buyer = b.token;
  await db.insert(coursePurchases).values({ userId: b.id, courseId: course.id, purchasedAt: new Date() });
  const s = await newLearner("13800000182");
  student = s.token;
  await db.insert(lectureProgress).values({ userId: s.id, fileId: lectureId, progress: 30, updatedAt: new Date() });
  stranger = (await newLearner("13800000183")).token;
  passerby = (await newLearner("13800000184")).token;
});
afterAll(() => t.close());

const listed = async () => {
  const list = await api("GET", `/api/onlineProducts?keyword=${encodeURIComponent(course.title)}&pageSize=50`);
  return list.data.list.some((c: { id: number }) => c.id === course.id);
};
const homeTotal = async () => (await api("GET", "/api/onlineProducts?pageSize=10")).data.total as number;
const searched = async () => {
  const found = await api("POST", "/api/es/onlineProducts", stranger, { keyword: course.title, kind: "course" });
  return found.data.list.some((h: { id: number; kind: string }) => h.kind === "course" && h.id === course.id);
};
const related = async () => {
  const list = await api("GET", `/api/onlineProductListByCourse/${neighbourId}?limit=20`);
  return list.data.some((c: { id: number }) => c.id === course.id);
};
const inSitemap = async () =>
  (await (await t.app.request("http://learn.example.cn/sitemap.xml")).text()).includes(
    `/course/details?id=${course.id}<`,
  );
const planned = async () =>
  (await planningCatalogue(t.server.db, { categoryIds: [course.categoryId] })).some((c) => c.courseId === course.id);
let serial = 0;
const order = (token: string) =>
  api("POST", "/api/order/online/create", token, {
    storeId: "0",
    productType: "1",
    productId: String(course.id),
    cartNum: "1",
    uniqueId: `withdraw-${Date.now()}-${serial++}`,
    payType: "1",
  });

const visibility = async () => ({
  listed: await listed(),
  searched: await searched(),
  related: await related(),
  inSitemap: await inSitemap(),
  planned: await planned(),
});

/** Orders a learner placed and began to pay while the course was on sale. */
let earlierOrder: { uni: string; tradeNo: string };
let scannedOrder: { uni: string; tradeNo: string };
const codeUrls = new Map<string, string>();

describe("withdrawing (下架) and restoring a course", () => {
  it("roles: finance, support and learners are refused (403); unknown ids 404", async () => {
    const finance = await loginAs(t.app, "13800000012");
    const support = await loginAs(t.app, "13800000013");
    for (const token of [finance, support, stranger]) {
      expect((await api("POST", `/api/admin/courses/${course.id}/withdraw`, token)).status).toBe(403);
      expect((await api("POST", `/api/admin/courses/${course.id}/restore`, token)).status).toBe(403);
    }
    expect((await api("POST", `/api/admin/courses/${course.id}/withdraw`)).status).toBe(401);
    const missing = await api("POST", "/api/admin/courses/999999/withdraw", editor);
    expect(missing).toMatchObject({ status: 404, msg: "课程不存在" });
    expect((await api("POST", "/api/admin/courses/999999/restore", admin)).status).toBe(404);
    // restoring a course on sale changes nothing
    const onSale = await api("POST", `/api/admin/courses/${course.id}/restore`, editor);
    expect(onSale.status).toBe(409);
    expect(onSale.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it("a course on sale is everywhere before", async () => {
    expect(await visibility()).toEqual({ listed: true, searched: true, related: true, inSitemap: true, planned: true });
    earlierOrder = (await order(stranger)).data;
    scannedOrder = (await order(passerby)).data;
    for (const [token, placed] of [
      [stranger, earlierOrder],
      [passerby, scannedOrder],
    ] as const) {
      const pay = await api("POST", "/api/order/online/pay", token, { uni: placed.uni, payType: "1", from: "pc" });
      expect(pay.status).toBe(200);
      codeUrls.set(placed.uni, pay.data.codeUrl);
    }
  });

  it("withdraws with an audit row; the course leaves lists, search, related, sitemap, home and new plans", async () => {
    const before = await homeTotal();
    const withdrawn = await api("POST", `/api/admin/courses/${course.id}/withdraw`, editor);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.data.courseId).toBe(course.id);
    expect(withdrawn.data.withdrawnAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const [audit] = await t.server.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, "adminCourseWithdraw"),
          eq(adminAuditLog.target, `course:${course.id}`),
          eq(adminAuditLog.outcome, "ok"),
        ),
      );
    expect(audit).toBeDefined();
    expect(audit).toMatchObject({ outcome: "ok", before: { withdrawnAt: null } });
    expect((audit!.after as { withdrawnAt: string | null }).withdrawnAt).not.toBeNull();

    expect(await visibility()).toEqual({
      listed: false,
      searched: false,
      related: false,
      inSitemap: false,
      planned: false,
    });
    expect(await homeTotal()).toBe(before - 1);
    // the row is kept (soft delete) and the console still lists it, marked
    const consoleList = await api("GET", `/api/admin/courses?keyword=${encodeURIComponent(course.title)}`, editor);
    const row = consoleList.data.courses.list.find((c: { courseId: number }) => c.courseId === course.id);
    expect(row.withdrawnAt).toBe(withdrawn.data.withdrawnAt);

    const again = await api("POST", `/api/admin/courses/${course.id}/withdraw`, admin);
    expect(again).toMatchObject({ status: 409, msg: "该课程已下架，无需重复下架" });
  });

  it("buyers and learners who studied it still open and play it; anyone else meets 该课程已下架", async () => {
    for (const token of [buyer, student]) {
      expect((await api("GET", `/api/onlineProduct/detail/${course.id}`, token)).status).toBe(200);
      expect((await api("GET", `/api/onlineProduct/lectures/${course.id}`, token)).status).toBe(200);
    }
    const play = await api("GET", `/api/aliVod/playInfo/${lectureId}`, buyer);
    expect(play.status).toBe(200);
    expect(play.data.courseId).toBe(course.id);

    for (const token of [stranger, undefined]) {
      expect(await api("GET", `/api/onlineProduct/detail/${course.id}`, token)).toMatchObject({
        status: 404,
        msg: "该课程已下架",
      });
      expect(await api("GET", `/api/onlineProduct/lectures/${course.id}`, token)).toMatchObject({
        status: 404,
        msg: "该课程已下架",
      });
    }
    expect(await api("GET", `/api/aliVod/playInfo/${lectureId}`, stranger)).toMatchObject({
      status: 404,
      msg: "该课程已下架",
    });
  });

  it("refuses new orders for it (409)", async () => {
    expect(await order(stranger)).toMatchObject({ status: 409, msg: "该课程已下架，无法购买" });
  });

  it("an order placed before the withdrawal cannot be paid any more: it is closed, and its provider trade too", async () => {
    const pay = () =>
      api("POST", "/api/order/online/pay", stranger, { uni: earlierOrder.uni, payType: "1", from: "pc" });
    expect(await pay()).toMatchObject({ status: 409, msg: "该课程已下架，无法购买" });
    const [row] = await t.server.db.select().from(orders).where(eq(orders.uni, earlierOrder.uni));
    expect(row!.status).toBe("closed");
    // the QR already on the learner's phone cannot pay it either
    await pressOnScanPage(t, codeUrls.get(earlierOrder.uni)!);
    expect((await t.server.payments.sandbox!.trade(earlierOrder.tradeNo))!.state).toBe("CLOSED");
    expect(await pay()).toMatchObject({ status: 409, msg: "订单已关闭" });
  });

  it("reconciliation closes the unpaid orders of a withdrawn course, so a QR already shown stops paying", async () => {
    await reconcileOrders(t.server);
    const [row] = await t.server.db.select().from(orders).where(eq(orders.uni, scannedOrder.uni));
    expect(row!.status).toBe("closed");
    await pressOnScanPage(t, codeUrls.get(scannedOrder.uni)!);
    expect((await t.server.payments.sandbox!.trade(scannedOrder.tradeNo))!.state).toBe("CLOSED");
  });

  it("restores with an audit row: everything shows it again and it can be ordered", async () => {
    const restored = await api("POST", `/api/admin/courses/${course.id}/restore`, admin);
    expect(restored).toMatchObject({ status: 200, data: { courseId: course.id, withdrawnAt: null } });
    const rows = await t.server.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, "adminCourseRestore"),
          eq(adminAuditLog.target, `course:${course.id}`),
          eq(adminAuditLog.outcome, "ok"),
        ),
      );
    expect(rows.length).toBe(1);
    expect(rows[0]!.after).toMatchObject({ withdrawnAt: null });

    expect(await visibility()).toEqual({ listed: true, searched: true, related: true, inSitemap: true, planned: true });
    expect((await api("GET", `/api/onlineProduct/detail/${course.id}`, stranger)).status).toBe(200);
    expect((await order(stranger)).status).toBe(200);
    expect((await api("POST", `/api/admin/courses/${course.id}/restore`, editor)).status).toBe(409);
  });
});

describe("the relational graph", () => {
  it("drops a withdrawn course: no graph around it, no node in a policy's graph; back after restore", async () => {
    const citing = await t.server.db
      .selectDistinct({ id: documentCitations.sourceId })
      .from(documentCitations)
      .where(eq(documentCitations.sourceKind, "course"))
      .orderBy(asc(documentCitations.sourceId));
    let found: { courseId: number; policyId: number } | null = null;
    for (const { id } of citing) {
      const around = await api("GET", `/api/relationalGraph?kind=course&id=${id}&depth=1&limit=80`);
      const policy = around.data?.nodes.find((n: { kind: string }) => n.kind === "policy");
      if (policy) {
        found = { courseId: id, policyId: policy.refId };
        break;
      }
    }
    expect(found).not.toBeNull();
    const { courseId, policyId } = found!;
    const policyGraphHasCourse = async () =>
      (await api("GET", `/api/relationalGraph?kind=policy&id=${policyId}&depth=1&limit=80`)).data.nodes.some(
        (n: { id: string }) => n.id === `course:${courseId}`,
      );
    expect(await policyGraphHasCourse()).toBe(true);

    expect((await api("POST", `/api/admin/courses/${courseId}/withdraw`, editor)).status).toBe(200);
    expect((await api("GET", `/api/relationalGraph?kind=course&id=${courseId}`)).status).toBe(404);
    expect(await policyGraphHasCourse()).toBe(false);

    expect((await api("POST", `/api/admin/courses/${courseId}/restore`, editor)).status).toBe(200);
    expect((await api("GET", `/api/relationalGraph?kind=course&id=${courseId}`)).status).toBe(200);
    expect(await policyGraphHasCourse()).toBe(true);
  });
});
