import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog } from "../../../db/schema";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../../testing/test-server";

// The console's VIP shelf: products (create, edit, off sale) and the VIP page's FAQ, as finance edits them and as a
// learner then meets them on /vip and at checkout.

let t: TestServer;
let finance: string;
let learner: string;

// biome-ignore lint/suspicious/noExplicitAny: envelopes of many shapes, checked by the assertions
const api = <D = any>(method: "GET" | "POST", path: string, form?: Record<string, string>, token = finance) =>
  call<D>(t.app, method, path, { token, form }).then((r) => r.body);

const PRODUCT = {
  name: "季度会员（控制台）",
  price: "128",
  otPrice: "168",
  durationDays: "90",
  description: "三个月内畅学全部会员课程。",
  rights: "全部会员课程畅学\n政策解读每周更新\n",
  orgId: "",
  sort: "5",
  onSale: "1",
};

let serial = 0;
const order = (productId: number) =>
  api(
    "POST",
    "/api/order/online/create",
    {
      storeId: "0",
      productType: "99",
      productId: String(productId),
      cartNum: "1",
      uniqueId: `vip-console-${serial++}`,
      payType: "1",
    },
    learner,
  );

beforeAll(async () => {
  t = await startTestServer();
  finance = await loginAs(t.app, "13800000012");
  learner = await loginAs(t.app, DEMO.plain);
});
afterAll(() => t.close());

describe("VIP products", () => {
  it("lists the seeded shelf, everyone's products first, each with its membership count", async () => {
    const body = await api("GET", "/api/admin/vip-products");
    expect(body.status).toBe(200);
    expect(body.data.orgs.length).toBeGreaterThan(0);
    const list = { data: body.data.products };
    expect(list.data.length).toBeGreaterThan(0);
    const firstOrgOnly = list.data.findIndex((p: { orgId: number | null }) => p.orgId !== null);
    if (firstOrgOnly >= 0)
      expect(list.data.slice(firstOrgOnly).every((p: { orgId: number | null }) => p.orgId !== null)).toBe(true);
    for (const p of list.data) expect(p).toMatchObject({ onSale: true, memberships: expect.any(Number) });
  });

  it("refuses each field outside its bounds with a message naming it, and accepts the bounds", async () => {
    const refusals: [Partial<typeof PRODUCT>, string][] = [
      [{ name: "季" }, "名称"],
      [{ name: "季".repeat(31) }, "名称"],
      [{ price: "0" }, "价格"],
      [{ price: "0.001" }, "价格"],
      [{ price: "100000" }, "价格"],
      [{ price: "-1" }, "价格"],
      [{ otPrice: "100" }, "原价"],
      [{ durationDays: "0" }, "有效天数"],
      [{ durationDays: "3651" }, "有效天数"],
      [{ durationDays: "1.5" }, "有效天数"],
      [{ description: "说".repeat(201) }, "说明"],
      [{ rights: " \n \n" }, "会员权益"],
      [{ rights: Array.from({ length: 11 }, (_, i) => `权益${i}`).join("\n") }, "会员权益"],
      [{ rights: "权".repeat(31) }, "会员权益"],
      [{ orgId: "abc" }, "所属机构"],
      [{ orgId: "999999" }, "所属机构"],
      [{ sort: "1000" }, "排序"],
      [{ onSale: "2" }, "上架状态"],
    ];
    for (const [change, field] of refusals) {
      const body = await api("POST", "/api/admin/vip-products/save", { ...PRODUCT, ...change });
      expect(body.status, JSON.stringify(change)).toBe(400);
      expect(body.msg.startsWith(`${field}：`), body.msg).toBe(true);
    }
    const bounds = await api("POST", "/api/admin/vip-products/save", {
      ...PRODUCT,
      name: "季".repeat(30),
      price: "0.01",
      otPrice: "",
      durationDays: "3650",
      rights: Array.from({ length: 10 }, (_, i) => `权益${i}`.padEnd(30, "益")).join("\n"),
      sort: "999",
      onSale: "0",
    });
    expect(bounds.status, bounds.msg).toBe(200);
    expect(bounds.data).toMatchObject({ price: "0.01", otPrice: "0.00", durationDays: 3650, onSale: false });
    expect(bounds.data.rights).toHaveLength(10);
  });

  it("lets an organisation's product be free (granted by the organisation, never ordered), not a site-wide one", async () => {
    const siteWide = await api("POST", "/api/admin/vip-products/save", { ...PRODUCT, price: "0.00", otPrice: "" });
    expect(siteWide).toMatchObject({ status: 400, msg: "价格：全站会员商品不能免费，仅机构专属商品可填 0" });
    const { data } = await api("GET", "/api/admin/vip-products");
    const seededFree = data.products.find(
      (p: { orgId: number | null; price: string }) => p.orgId !== null && p.price === "0.00",
    );
    expect(seededFree).toBeDefined();
    const resaved = await api("POST", "/api/admin/vip-products/save", {
      ...PRODUCT,
      id: String(seededFree.id),
      name: seededFree.name,
      price: "0",
      otPrice: seededFree.otPrice,
      orgId: String(seededFree.orgId),
    });
    expect(resaved.status, resaved.msg).toBe(200);
    expect(resaved.data).toMatchObject({ id: seededFree.id, price: "0.00", orgId: seededFree.orgId });
    // never ordered: this learner is outside the organisation (404); a member's order of a free product is refused
    // with 400 该商品免费，无需下单 (orders tests)
    const free = await order(seededFree.id);
    expect(free.status).toBe(404);
  });

  it("a new product sells at once; a price change applies to new orders only; off sale hides it and refuses checkout", async () => {
    const created = await api("POST", "/api/admin/vip-products/save", PRODUCT);
    expect(created).toMatchObject({ status: 200, msg: "会员商品已创建" });
    const id = created.data.id as number;
    expect(created.data).toMatchObject({
      price: "128.00",
      otPrice: "168.00",
      rights: ["全部会员课程畅学", "政策解读每周更新"],
    });
    const shelf = await api("GET", "/api/vipProducts", undefined, learner);
    expect(shelf.data.find((p: { id: number }) => p.id === id)).toMatchObject({ name: PRODUCT.name, price: "128.00" });

    const first = await order(id);
    expect(first.status, first.msg).toBe(200);
    const edited = await api("POST", "/api/admin/vip-products/save", { ...PRODUCT, id: String(id), price: "98" });
    expect(edited).toMatchObject({ status: 200, data: { price: "98.00" } });
    const second = await order(id);
    expect(second.status, second.msg).toBe(200);
    const amounts = await Promise.all(
      [first, second].map(
        async (o) => (await api("GET", `/api/order/detail/${o.data.tradeNo}`, undefined, learner)).data?.amount,
      ),
    );
    expect(amounts).toEqual(["128.00", "98.00"]);

    const off = await api("POST", "/api/admin/vip-products/save", {
      ...PRODUCT,
      id: String(id),
      price: "98",
      onSale: "0",
    });
    expect(off.data.onSale).toBe(false);
    const after = await api("GET", "/api/vipProducts", undefined, learner);
    expect(after.data.some((p: { id: number }) => p.id === id)).toBe(false);
    expect(await api("GET", `/api/vipProduct/${id}`, undefined, learner)).toMatchObject({
      status: 404,
      msg: "该会员商品已下架，请选择其他会员商品",
    });
    expect(await order(id)).toMatchObject({ status: 409, msg: "该会员商品已下架，请选择其他会员商品" });

    const audit = await t.server.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "adminVipProductSave"), eq(adminAuditLog.target, `vipProduct:${id}`)));
    expect(audit).toHaveLength(3);
    expect(audit[0]).toMatchObject({ outcome: "ok", before: null });
    expect(audit[1]).toMatchObject({ before: { price: "128.00" }, after: { price: "98.00" } });
  });

  it("answers 404 when editing a product that does not exist", async () => {
    expect(await api("POST", "/api/admin/vip-products/save", { ...PRODUCT, id: "999999" })).toMatchObject({
      status: 404,
      msg: "会员商品不存在",
    });
  });
});

describe("the VIP page's FAQ", () => {
  it("creates, edits and deletes a question; the learner's list follows at once", async () => {
    const faqOf = async () =>
      (await api("GET", "/api/faqList", undefined, learner)).data as { id: number; question: string; answer: string }[];
    const created = await api("POST", "/api/admin/faqs/save", {
      question: "会员可以开发票吗？",
      answer: "可以，在订单中申请。",
      sort: "0",
    });
    expect(created).toMatchObject({ status: 200, data: { question: "会员可以开发票吗？" } });
    const id = created.data.id as number;
    expect((await faqOf())[0]).toMatchObject({ id, answer: "可以，在订单中申请。" });
    await api("POST", "/api/admin/faqs/save", {
      id: String(id),
      question: "会员可以开发票吗？",
      answer: "可以，支付后在订单详情申请。",
      sort: "0",
    });
    expect((await faqOf()).find((f) => f.id === id)?.answer).toBe("可以，支付后在订单详情申请。");
    expect(await api("POST", `/api/admin/faqs/${id}/delete`)).toMatchObject({ status: 200, msg: "已删除" });
    expect((await faqOf()).some((f) => f.id === id)).toBe(false);
    expect(await api("POST", `/api/admin/faqs/${id}/delete`)).toMatchObject({ status: 404, msg: "问题不存在" });
  });

  it("refuses an empty or overlong question or answer, naming the field", async () => {
    for (const [form, field] of [
      [{ question: "问", answer: "答" }, "问题"],
      [{ question: "问".repeat(101), answer: "答" }, "问题"],
      [{ question: "问题一", answer: " " }, "回答"],
      [{ question: "问题一", answer: "答".repeat(1001) }, "回答"],
      [{ question: "问题一", answer: "答", sort: "-1" }, "排序"],
    ] as const) {
      const body = await api("POST", "/api/admin/faqs/save", form);
      expect(body.status).toBe(400);
      expect(body.msg.startsWith(`${field}：`), body.msg).toBe(true);
    }
  });

  it("is refused to an editor with 403", async () => {
    const editor = await loginAs(t.app, "13800000011");
    expect((await api("GET", "/api/admin/faqs", undefined, editor)).status).toBe(403);
  });
});
