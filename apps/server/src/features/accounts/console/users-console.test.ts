import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, messages, orders, users } from "../../../db/schema";
import { call, loginAs, startTestServer, type TestServer } from "../../../testing/test-server";
import { hashPassword } from "../passwords";
import { temporaryPassword } from "./users";

let t: TestServer;
let admin: string;
let adminId: number;
const PASSWORD = "Learner#2026";

// biome-ignore lint/suspicious/noExplicitAny: envelopes of many shapes, checked by the assertions
const api = <D = any>(method: "GET" | "POST", path: string, token: string | undefined, form?: Record<string, string>) =>
  call<D>(t.app, method, path, { token, form }).then((r) => r.body);

let phones = 0;
/** A fresh learner (created at `createdAt`, default the server's now) and its id. */
async function newLearner(name: string, createdAt = t.now()): Promise<{ id: number; phone: string }> {
  const phone = `1370000${String(1000 + phones++).padStart(4, "0")}`;
  const [row] = await t.server.db
    .insert(users)
    .values({ mobile: phone, username: name, passwordHash: await hashPassword(PASSWORD), createdAt })
    .returning({ id: users.id });
  return { id: row!.id, phone };
}

async function paidOrder(userId: number, amountFen: number, paidAt: Date) {
  const hex = () => randomBytes(8).toString("hex");
  await t.server.db.insert(orders).values({
    uni: `U${hex()}`,
    tradeNo: `T${hex()}`,
    userId,
    uniqueId: hex(),
    productKind: "vip",
    productType: 99,
    productId: 1,
    productName: "VIP年卡会员",
    amountFen,
    listPriceFen: amountFen,
    payType: 1,
    status: "paid",
    createdAt: paidAt,
    expiresAt: new Date(paidAt.getTime() + 15 * 60_000),
    paidAt,
    updatedAt: paidAt,
  });
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await loginAs(t.app, "13800000010");
  [{ id: adminId }] = (await t.server.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobile, "13800000010"))) as [{ id: number }];
});
afterAll(() => t.close());

describe("users", () => {
  it("finds accounts by whole phone number, its first digits or part of the name", async () => {
    const one = await newLearner("搜索测试甲");
    await newLearner("搜索测试乙");
    const exact = await api("GET", `/api/admin/users?q=${one.phone}`, admin);
    expect(exact.data.list.map((u: { id: number }) => u.id)).toEqual([one.id]);
    const prefix = await api("GET", `/api/admin/users?q=${one.phone.slice(0, 7)}&pageSize=50`, admin);
    expect(prefix.data.list.map((u: { id: number }) => u.id)).toContain(one.id);
    const byName = await api("GET", `/api/admin/users?q=${encodeURIComponent("搜索测试")}`, admin);
    expect(byName.data.total).toBe(2);
    const wildcard = await api("GET", `/api/admin/users?q=${encodeURIComponent("%")}`, admin);
    expect(wildcard.data.total).toBe(0);
    const operator = await api("GET", "/api/admin/users?q=13800000012", admin);
    expect(operator.data.list[0]).toMatchObject({ roles: ["finance"], disabled: false });
  });

  it("shows one account with its orders and study; 404 for an unknown one", async () => {
    const learner = await newLearner("详情学员");
    await paidOrder(learner.id, 9_900, t.now());
    const detail = await api("GET", `/api/admin/users/${learner.id}`, admin);
    expect(detail.status).toBe(200);
    expect(detail.data.user).toMatchObject({ id: learner.id, username: "详情学员", phone: learner.phone });
    expect(detail.data.orders).toEqual([expect.objectContaining({ amount: "99.00", status: "paid" })]);
    expect(detail.data.suspension).toBeNull();
    expect(detail.data.user).not.toHaveProperty("passwordHash");
    expect((await api("GET", "/api/admin/users/999999", admin)).status).toBe(404);
  });

  it("disables an account with a reason: its logins stop at once, it cannot log in; enabling lets it back", async () => {
    const learner = await newLearner("禁用学员");
    const token = await loginAs(t.app, learner.phone);
    expect((await api("POST", `/api/admin/users/${learner.id}/disable`, admin, { reason: "  " })).msg).toBe(
      "请填写禁用原因",
    );
    const disabled = await api("POST", `/api/admin/users/${learner.id}/disable`, admin, { reason: "恶意刷单" });
    expect(disabled).toMatchObject({
      status: 200,
      data: { user: { disabled: true }, suspension: { reason: "恶意刷单" } },
    });
    expect((await api("GET", "/api/userInfo", token)).status).toBe(401);
    await expect(loginAs(t.app, learner.phone)).rejects.toThrow();
    const [row] = await t.server.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "adminUserDisable"), eq(adminAuditLog.target, `user:${learner.id}`)));
    expect(row).toMatchObject({ outcome: "ok", actorId: adminId });
    expect(row?.after).toMatchObject({ user: { disabled: true } });
    const enabled = await api("POST", `/api/admin/users/${learner.id}/enable`, admin);
    expect(enabled.data.user.disabled).toBe(false);
    await expect(loginAs(t.app, learner.phone)).resolves.toBeTypeOf("string");
  });

  it("never lets an admin disable their own account", async () => {
    const refused = await api("POST", `/api/admin/users/${adminId}/disable`, admin, { reason: "试试" });
    expect(refused).toMatchObject({ status: 409, msg: "不能禁用自己的账号" });
  });

  it("resets a password: the temporary one works, the old one and old logins do not, the learner is told", async () => {
    const learner = await newLearner("重置学员");
    const oldToken = await loginAs(t.app, learner.phone);
    const reset = await api("POST", `/api/admin/users/${learner.id}/password`, admin);
    expect(reset.status).toBe(200);
    const temporary: string = reset.data.temporaryPassword;
    expect(temporary).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{12}$/);
    expect((await api("GET", "/api/userInfo", oldToken)).status).toBe(401);
    await expect(loginAs(t.app, learner.phone)).rejects.toThrow();
    await expect(loginAs(t.app, learner.phone, temporary)).resolves.toBeTypeOf("string");
    const told = await t.server.db.select().from(messages).where(eq(messages.userId, learner.id));
    expect(told.map((m) => m.title)).toContain("您的登录密码已被重置");
    expect(JSON.stringify(told)).not.toContain(temporary);
    const audit = await t.server.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `user:${learner.id}`));
    expect(JSON.stringify(audit)).not.toContain(temporary);
    expect(JSON.stringify(audit)).not.toContain("scrypt$");
  });

  it("makes temporary passwords that follow the password rule and differ each time", () => {
    const seen = new Set(Array.from({ length: 200 }, temporaryPassword));
    expect(seen.size).toBe(200);
    for (const p of seen) expect(p).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-HJ-NP-Za-km-z2-9]{12}$/);
  });

  it("sets operator roles: the console opens the sections they allow; unknown roles and self-demotion refused", async () => {
    const learner = await newLearner("新编辑");
    const saved = await api("POST", `/api/admin/users/${learner.id}/roles`, admin, { roles: "editor,finance" });
    expect(saved.data.user.roles).toEqual(["editor", "finance"]);
    const token = await loginAs(t.app, learner.phone);
    expect((await api("GET", "/api/admin/me", token)).data.sections).toEqual([
      "dashboard",
      "orders",
      "invoices",
      "vip",
      "courses",
      "lectures",
      "articles",
      "collections",
      "plan-requests",
      "lives",
      "hearings",
    ]);
    const narrowed = await api("POST", `/api/admin/users/${learner.id}/roles`, admin, { roles: "support" });
    expect(narrowed.data.user.roles).toEqual(["support"]);
    expect((await api("GET", "/api/admin/orders", token)).status).toBe(403);
    const unknown = await api("POST", `/api/admin/users/${learner.id}/roles`, admin, { roles: "support,boss" });
    expect(unknown).toMatchObject({ status: 400, msg: expect.stringContaining("“boss”不存在") });
    const self = await api("POST", `/api/admin/users/${adminId}/roles`, admin, { roles: "editor" });
    expect(self).toMatchObject({ status: 409, msg: "不能取消自己的管理员角色" });
    const cleared = await api("POST", `/api/admin/users/${learner.id}/roles`, admin, { roles: "" });
    expect(cleared.data.user.roles).toEqual([]);
  });
});
