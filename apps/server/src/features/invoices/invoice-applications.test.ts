import { INVOICE_MESSAGES } from "@taxlearn/core";
import { and, eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, orders } from "../../db/schema";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { issueApplication, voidApplication } from "./invoice-issue";
import { OPERATOR_TOKEN_HEADER, operatorToken } from "./invoice-operator";
import { invoiceSellerFrom } from "./invoice-seller";
import { applyFor, COMPANY, insertOrder, PERSON, saveTitle, userIdOf } from "./invoice-testing";
import { INVOICES_MESSAGES } from "./invoices.messages";

type Application = {
  id: number;
  status: number;
  amount: string;
  invoiceNumber: string | null;
  pdfUrl: string | null;
  orders: { tradeNo: string }[];
};

let t: TestServer;
let a: string;
let b: string;
let aId: number;
let bId: number;
let companyTitle: number;
let personTitle: number;
let partialCompanyTitle: number;
const seller = invoiceSellerFrom({}, false);

const invoiceable = async (token: string) =>
  (await call<{ tradeNo: string; amount: string }[]>(t.app, "GET", "/api/invoice/orders", { token })).body.data.map(
    (o) => o.tradeNo,
  );
const applications = async (token: string) =>
  (await call<{ list: Application[]; total: number }>(t.app, "GET", "/api/invoice/application/list", { token })).body
    .data;
const pdf = (id: number, token?: string) =>
  t.app.request(`/api/invoice/pdf/${id}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

beforeAll(async () => {
  t = await startTestServer();
  a = await loginAs(t.app, DEMO.plain);
  b = await loginAs(t.app, DEMO.vip);
  aId = await userIdOf(t, DEMO.plain);
  bId = await userIdOf(t, DEMO.vip);
  companyTitle = (await saveTitle(t, a, COMPANY)).body.data.id;
  personTitle = (await saveTitle(t, a, PERSON)).body.data.id;
  partialCompanyTitle = (await saveTitle(t, a, { ...COMPANY, bank: "", account: "" })).body.data.id;
});
afterAll(async () => {
  await t?.close();
});

describe("applying for an invoice", () => {
  it("offers only the learner's paid, un-refunded orders", async () => {
    const paid = await insertOrder(t, aId);
    const unpaid = await insertOrder(t, aId, { status: "created" });
    const refunded = await insertOrder(t, aId, { status: "refunded" });
    const others = await insertOrder(t, bId);
    const offered = await invoiceable(a);
    expect(offered).toContain(paid);
    expect(offered).not.toContain(unpaid);
    expect(offered).not.toContain(refunded);
    expect(offered).not.toContain(others);
  });

  it("applies over two orders with the sum, marks them invoiced and lists the application as 申请中", async () => {
    const first = await insertOrder(t, aId, { amountFen: 19_900 });
    const second = await insertOrder(t, aId, { amountFen: 10_601, productName: "出口退税实务" });
    const { body } = await applyFor(t, a, {
      tradeNos: `${first},${second}`,
      titleId: String(companyTitle),
      kind: "2",
      email: "caiwu@example.cn",
    });
    expect(body).toMatchObject({
      status: 200,
      msg: INVOICES_MESSAGES.applied,
      data: { status: 1, amount: "305.01", pdfUrl: null },
    });
    expect(body.data.orders.map((o) => o.tradeNo).sort()).toEqual([first, second].sort());
    expect(await invoiceable(a)).not.toContain(first);
    const [row] = await t.server.db.select().from(orders).where(eq(orders.tradeNo, first));
    expect(row!.invoicedAt).not.toBeNull();
    expect((await applications(a)).list[0]).toMatchObject({ id: body.data.id, status: 1 });
  });

  it("an order is invoiced only once, also when applications race", async () => {
    const tradeNo = await insertOrder(t, aId);
    const form = { tradeNos: tradeNo, titleId: String(personTitle), kind: "1", email: "zhang@example.cn" };
    const results = await Promise.all(Array.from({ length: 6 }, () => applyFor(t, a, form)));
    expect(results.filter((r) => r.body.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.body.status !== 200)) {
      expect(r.body.status).toBe(409);
      expect([INVOICES_MESSAGES.orderInvoiced(tradeNo), INVOICES_MESSAGES.orderInvoicedConcurrently]).toContain(
        r.body.msg,
      );
    }
    expect((await applyFor(t, a, form)).body).toMatchObject({
      status: 409,
      msg: INVOICES_MESSAGES.orderInvoiced(tradeNo),
    });
  });

  it("专用发票 needs a company title with every field", async () => {
    const tradeNo = await insertOrder(t, aId);
    for (const titleId of [personTitle, partialCompanyTitle]) {
      const { body } = await applyFor(t, a, {
        tradeNos: tradeNo,
        titleId: String(titleId),
        kind: "2",
        email: "a@example.cn",
      });
      expect(body).toMatchObject({ status: 400, msg: INVOICE_MESSAGES.specialNeedsCompany });
    }
    const normal = await applyFor(t, a, {
      tradeNos: tradeNo,
      titleId: String(partialCompanyTitle),
      kind: "1",
      email: "a@example.cn",
    });
    expect(normal.body.status).toBe(200);
  });

  it("refuses refunded, unpaid and unknown orders, bad kinds and bad e-mails, naming the problem", async () => {
    const refunding = await insertOrder(t, aId, { status: "refunding" });
    const unpaid = await insertOrder(t, aId, { status: "created", productId: 2 });
    const paid = await insertOrder(t, aId);
    const base = { titleId: String(personTitle), kind: "1", email: "a@example.cn" };
    const cases: [Record<string, string>, number, string][] = [
      [{ ...base, tradeNos: refunding }, 409, INVOICES_MESSAGES.orderRefunded(refunding)],
      [{ ...base, tradeNos: unpaid }, 409, INVOICES_MESSAGES.orderNotPaid(unpaid)],
      [{ ...base, tradeNos: "Tnope" }, 404, INVOICES_MESSAGES.orderNotFound("Tnope")],
      [{ ...base, tradeNos: " , " }, 400, INVOICES_MESSAGES.ordersRequired],
      [{ ...base, tradeNos: paid, kind: "3" }, 400, INVOICE_MESSAGES.kindInvalid],
      [{ ...base, tradeNos: paid, email: "" }, 400, INVOICE_MESSAGES.emailRequired],
      [{ ...base, tradeNos: paid, email: "not-an-email" }, 400, INVOICE_MESSAGES.emailInvalid],
      [{ ...base, tradeNos: paid, titleId: "999999" }, 404, INVOICES_MESSAGES.titleNotFound],
      [
        { ...base, tradeNos: Array.from({ length: 9 }, (_, i) => `T${i}`).join(",") },
        400,
        INVOICES_MESSAGES.tooManyOrders(8),
      ],
    ];
    for (const [form, status, msg] of cases) expect((await applyFor(t, a, form)).body).toMatchObject({ status, msg });
    expect((await applyFor(t, a, { ...base })).body).toMatchObject({ status: 400, msg: "缺少参数：tradeNos" });
    // nothing was written by the refusals
    expect(await invoiceable(a)).toContain(paid);
  });

  it("learner B can apply with none of A's orders or titles and sees none of A's applications or PDFs", async () => {
    const aOrder = await insertOrder(t, aId);
    const bTitle = (await saveTitle(t, b, PERSON)).body.data.id;
    expect(
      (await applyFor(t, b, { tradeNos: aOrder, titleId: String(bTitle), kind: "1", email: "b@example.cn" })).body
        .status,
    ).toBe(404);
    expect(
      (
        await applyFor(t, b, {
          tradeNos: await insertOrder(t, bId),
          titleId: String(companyTitle),
          kind: "1",
          email: "b@example.cn",
        })
      ).body.status,
    ).toBe(404);
    expect((await applications(b)).total).toBe(0);
    for (const app of (await applications(a)).list) {
      expect((await pdf(app.id, b)).status).toBe(404);
    }
  });
});

describe("issuing, downloading and voiding", () => {
  it("issues with a number, a PDF only its owner downloads and a 订单 message; voiding frees the orders", async () => {
    const tradeNo = await insertOrder(t, aId, { amountFen: 10_600, productName: "出口退税实务课程" });
    const applied = await applyFor(t, a, {
      tradeNos: tradeNo,
      titleId: String(companyTitle),
      kind: "2",
      email: "caiwu@example.cn",
    });
    const id = applied.body.data.id;
    expect((await pdf(id, a)).status).toBe(404); // not issued yet
    const issued = await issueApplication(t.server, id, seller);
    expect(issued.ok).toBe(true);
    expect((await issueApplication(t.server, id, seller)).ok).toBe(false); // never twice
    const listed = (await applications(a)).list.find((x) => x.id === id)!;
    expect(listed).toMatchObject({ status: 2, pdfUrl: `/api/invoice/pdf/${id}` });
    expect(listed.invoiceNumber).toMatch(/^26\d{18}$/);

    const response = await pdf(id, a);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
    const text = (await parser.getText()).text.replace(/\s+/g, "");
    await parser.destroy();
    for (const part of [
      COMPANY.name,
      listed.invoiceNumber!,
      "100.00",
      "6.00",
      "¥106.00",
      "出口退税实务课程",
      seller.name,
    ]) {
      expect(text).toContain(part);
    }
    // not logged in: an envelope (HTTP 200, status 401) the client turns into the login redirect
    expect(await (await pdf(id)).json()).toMatchObject({ status: 401, msg: "请先登录" });
    expect((await pdf(id, b)).status).toBe(404);

    const notes = await t.server.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, aId), eq(messages.title, "发票已开具")));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 4, link: "/center/invoice-record" });

    expect((await voidApplication(t.server, id)).ok).toBe(true);
    expect((await voidApplication(t.server, id)).ok).toBe(false);
    expect((await applications(a)).list.find((x) => x.id === id)).toMatchObject({ status: 3, pdfUrl: null });
    expect((await pdf(id, a)).status).toBe(404);
    expect(await invoiceable(a)).toContain(tradeNo);
    // and it can be applied for again
    expect(
      (await applyFor(t, a, { tradeNos: tradeNo, titleId: String(personTitle), kind: "1", email: "a@example.cn" })).body
        .status,
    ).toBe(200);
  }, 30_000);

  it("the operator route needs the operator token", async () => {
    const tradeNo = await insertOrder(t, aId);
    const id = (
      await applyFor(t, a, { tradeNos: tradeNo, titleId: String(personTitle), kind: "1", email: "a@example.cn" })
    ).body.data.id;
    const post = (path: string, token?: string) =>
      t.app.request(path, { method: "POST", headers: token ? { [OPERATOR_TOKEN_HEADER]: token } : {} });
    expect((await post(`/api/operator/invoice/${id}/issue`)).status).toBe(403);
    expect((await post(`/api/operator/invoice/${id}/issue`, "x".repeat(43))).status).toBe(403);
    const token = operatorToken(t.server.orgMasterKey);
    expect((await post(`/api/operator/invoice/${id}/frobnicate`, token)).status).toBe(404);
    const issued = await post(`/api/operator/invoice/${id}/issue`, token);
    expect(await issued.json()).toMatchObject({ status: 200 });
    const voided = await post(`/api/operator/invoice/${id}/void`, token);
    expect(await voided.json()).toMatchObject({ status: 200, msg: `申请 ${id} 已作废` });
  }, 30_000);

  it("a production seller must be configured with a valid code", () => {
    expect(() => invoiceSellerFrom({}, true)).toThrow(/INVOICE_SELLER_NAME/);
    expect(() =>
      invoiceSellerFrom({ INVOICE_SELLER_NAME: "某公司", INVOICE_SELLER_TAX_NO: "91110000600037341X" }, true),
    ).toThrow(/统一社会信用代码/);
    expect(
      invoiceSellerFrom({ INVOICE_SELLER_NAME: "某公司", INVOICE_SELLER_TAX_NO: "91110000600037341l" }, true),
    ).toMatchObject({
      name: "某公司",
      taxNo: "91110000600037341L",
      issuer: "某公司",
    });
  });
});
