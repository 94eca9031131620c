import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, orders, users } from "../../../db/schema";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../../testing/test-server";
import { hashPassword } from "../../accounts/passwords";
import { applyFor, insertOrder, PERSON, saveTitle } from "../invoice-testing";

let t: TestServer;
let finance: string;
let learner: string;
let learnerId: number;
const LEARNER_PHONE = "13800000088";

// biome-ignore lint/suspicious/noExplicitAny: envelopes of many shapes, checked by the assertions
const api = <D = any>(method: "GET" | "POST", path: string, token: string, form?: Record<string, string>) =>
  call<D>(t.app, method, path, { token, form }).then((r) => r.body);

const auditRows = (action: string, target: string) =>
  t.server.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.target, target), eq(adminAuditLog.outcome, "ok")));

beforeAll(async () => {
  t = await startTestServer();
  finance = await loginAs(t.app, "13800000012");
  const passwordHash = await hashPassword(DEMO.password);
  [{ id: learnerId }] = (await t.server.db
    .insert(users)
    .values({ mobile: LEARNER_PHONE, username: "开票学员", passwordHash })
    .returning({ id: users.id })) as [{ id: number }];
  learner = await loginAs(t.app, LEARNER_PHONE);
});
afterAll(() => t.close());

describe("invoices in the console", () => {
  it("issues with a number, then voids; each one audit row; twice is refused", async () => {
    const tradeNo = await insertOrder(t, learnerId, { status: "paid", amountFen: 19_900 });
    const title = await saveTitle(t, learner, { ...PERSON, isDefault: "1" });
    const applied = await applyFor(t, learner, {
      tradeNos: tradeNo,
      titleId: String(title.body.data.id),
      kind: "1",
      email: "xue@example.cn",
    });
    expect(applied.body.status).toBe(200);
    const id = applied.body.data.id;
    const pending = await api("GET", "/api/admin/invoices?status=1", finance);
    expect(pending.data.list.map((r: { id: number }) => r.id)).toContain(id);
    const issued = await api("POST", `/api/admin/invoices/${id}/issue`, finance);
    expect(issued.status).toBe(200);
    expect(issued.data).toMatchObject({ id, status: 2, phone: LEARNER_PHONE, amount: "199.00" });
    expect(issued.data.invoiceNumber).toMatch(/^26\d{18}$/);
    expect((await api("POST", `/api/admin/invoices/${id}/issue`, finance)).status).toBe(409);
    const voided = await api("POST", `/api/admin/invoices/${id}/void`, finance);
    expect(voided.data).toMatchObject({ status: 3 });
    expect((await api("POST", `/api/admin/invoices/${id}/void`, finance)).status).toBe(409);
    const [issueRow] = await auditRows("adminInvoiceIssue", `invoice:${id}`);
    expect(issueRow!.before).toMatchObject({ status: 1 });
    expect(issueRow!.after).toMatchObject({ status: 2 });
    // no PDF bytes in the log (the PDF itself is in the media store)
    expect((issueRow!.after as { pdf?: unknown }).pdf ?? null).toBeNull();
    expect(await auditRows("adminInvoiceVoid", `invoice:${id}`)).toHaveLength(1);
    const [order] = await t.server.db.select().from(orders).where(eq(orders.tradeNo, tradeNo));
    expect(order!.invoicedAt).toBeNull();
    expect((await api("POST", "/api/admin/invoices/999999/issue", finance)).status).toBe(404);
  });
});
