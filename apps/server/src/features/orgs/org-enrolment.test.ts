import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orgEnrolmentTickets, orgMembers } from "../../db/schema";
import { call, DEMO, loginAs, sendSmsCode, startTestServer, type TestServer } from "../../testing/test-server";
import { ORG_ENROL_TICKET_TTL_MS } from "./org-enrolment";
import { type OrgIdentity, sealOrgPayload } from "./org-payload";
import { orgSecret } from "./org-secrets";
import { ORG_MESSAGES } from "./orgs.messages";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

type LoginData = {
  token: string | null;
  company_id: string | null;
  org_id: number;
  org_name: string;
  enrol_ticket: string | null;
  enrol_expires_at: string | null;
};

const seal = (orgId: number, identity: Partial<OrgIdentity>) =>
  sealOrgPayload(orgId, orgSecret(t.server.orgMasterKey, orgId), {
    issuedAt: t.now().getTime(),
    nonce: randomBytes(16).toString("base64url"),
    ...identity,
  });

/** A company-only org link opened: the ticket the server hands out. */
async function companyLink(orgId: number, companyId: string): Promise<LoginData> {
  const parts = seal(orgId, { companyId });
  const { body } = await call<LoginData>(t.app, "POST", "/api/org/login", {
    headers: { orgId: String(orgId) },
    form: { encryptContent: parts.content, encryptSecret: parts.secret },
  });
  expect(body.status).toBe(200);
  return body.data;
}

const enrol = (token: string, ticket: string, headers: Record<string, string> = {}) =>
  call<LoginData & { user_id: number; org_platform: string }>(t.app, "POST", "/api/org/enrol", {
    token,
    headers,
    form: { ticket },
  });

/** A fresh learner by SMS registration (the sandbox outbox gives the code). */
async function register(mobile: string): Promise<string> {
  expect((await sendSmsCode(t, mobile, "register")).body.status).toBe(200);
  const code = t.outbox.latest(mobile)?.code ?? "";
  const { body } = await call<{ token: string }>(t.app, "POST", "/api/register", {
    form: { account: mobile, captcha: code, password: "Learner#2026", userType: "1" },
  });
  expect(body.status).toBe(200);
  return body.data.token;
}

describe("company-only org links: the enrolment ticket", () => {
  it("a company-only link answers company_id with a single-use ticket that expires, never a token", async () => {
    const data = await companyLink(12, "C-100");
    expect(data).toMatchObject({ token: null, company_id: "C-100", org_id: 12, org_name: "云合企业服务平台" });
    expect(data.enrol_ticket).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(Date.parse(data.enrol_expires_at ?? "")).toBe(t.now().getTime() + ORG_ENROL_TICKET_TTL_MS);
    // only the hash is stored
    const rows = await t.server.db.select().from(orgEnrolmentTickets).where(eq(orgEnrolmentTickets.companyId, "C-100"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.ticketHash).not.toBe(data.enrol_ticket);
  });

  it("a learner who logs in redeems it: joined to the ticket's company, a new org-scoped token", async () => {
    const { enrol_ticket } = await companyLink(12, "C-200");
    const personal = await loginAs(t.app, DEMO.plain);
    const { body } = await enrol(personal, enrol_ticket!);
    expect(body).toMatchObject({ status: 200, msg: "已加入云合企业服务平台" });
    expect(body.data).toMatchObject({ company_id: "C-200", org_id: 12, org_platform: "YUNHE", org_secret: null });
    const orgToken = body.data.token!;
    expect(orgToken).not.toBe(personal);
    const info = await call<{ orgId: number }>(t.app, "GET", "/api/org/info", { token: orgToken });
    expect(info.body.data.orgId).toBe(12);
    // the personal token stays a personal session (requests already in flight with it must not log out)
    expect((await call(t.app, "GET", "/api/userInfo", { token: personal })).body.status).toBe(200);
    expect((await call(t.app, "GET", "/api/org/info", { token: personal })).body.status).toBe(404);
    const member = await t.server.db
      .select()
      .from(orgMembers)
      .where(and(eq(orgMembers.orgId, 12), eq(orgMembers.userId, body.data.user_id)));
    expect(member.map((m) => m.companyId)).toEqual(["C-200"]);
  });

  it("a learner who registers first redeems it the same way", async () => {
    const { enrol_ticket } = await companyLink(12, "C-300");
    const token = await register("13700000301");
    const { body } = await enrol(token, enrol_ticket!);
    expect(body.status).toBe(200);
    expect(body.data.company_id).toBe("C-300");
  });

  it("is single use: a second redeem (by anyone) is refused with a Chinese message", async () => {
    const { enrol_ticket } = await companyLink(12, "C-400");
    expect((await enrol(await loginAs(t.app, DEMO.plain), enrol_ticket!)).body.status).toBe(200);
    const again = await enrol(await loginAs(t.app, DEMO.vip), enrol_ticket!);
    expect(again.body).toMatchObject({ status: 409, msg: ORG_MESSAGES.enrolTicketUsed, data: null });
  });

  it("two redeems of one ticket at once: exactly one succeeds", async () => {
    const { enrol_ticket } = await companyLink(12, "C-450");
    const [a, b] = await Promise.all([
      enrol(await loginAs(t.app, DEMO.plain), enrol_ticket!),
      enrol(await loginAs(t.app, DEMO.vip), enrol_ticket!),
    ]);
    expect([a.body.status, b.body.status].sort()).toEqual([200, 409]);
  });

  it("expires after its lifetime (server clock), and not a moment before", async () => {
    const early = await companyLink(12, "C-500");
    const late = await companyLink(12, "C-501");
    t.advance(ORG_ENROL_TICKET_TTL_MS - 1);
    expect((await enrol(await loginAs(t.app, DEMO.plain), early.enrol_ticket!)).body.status).toBe(200);
    t.advance(1);
    const expired = await enrol(await loginAs(t.app, DEMO.plain), late.enrol_ticket!);
    expect(expired.body).toMatchObject({ status: 410, msg: ORG_MESSAGES.enrolTicketExpired });
  });

  it("a forged ticket, or one of another organisation than the orgId header, is refused with 认证失败", async () => {
    const token = await loginAs(t.app, DEMO.plain);
    const forged = await enrol(token, randomBytes(32).toString("base64url"));
    expect(forged.body).toMatchObject({ status: 400, msg: "认证失败" });
    const { enrol_ticket } = await companyLink(12, "C-600");
    const otherOrg = await enrol(token, enrol_ticket!, { orgId: "11" });
    expect(otherOrg.body).toMatchObject({ status: 400, msg: "认证失败" });
    // refused attempts leave the ticket usable by its own organisation
    expect((await enrol(token, enrol_ticket!, { orgId: "12" })).body.status).toBe(200);
  });

  it("joins the company the ticket names, whatever company id the client sends", async () => {
    const { enrol_ticket } = await companyLink(12, "C-700");
    const token = await loginAs(t.app, DEMO.vip);
    const { body } = await call<LoginData & { user_id: number }>(t.app, "POST", "/api/org/enrol", {
      token,
      form: { ticket: enrol_ticket!, companyId: "C-EVIL", company_id: "C-EVIL", orgId: "11" },
    });
    expect(body.data.company_id).toBe("C-700");
    const rows = await t.server.db.select().from(orgMembers).where(eq(orgMembers.userId, body.data.user_id));
    expect(rows.map((r) => r.companyId)).not.toContain("C-EVIL");
  });

  it("needs a login and a ticket", async () => {
    expect((await call(t.app, "POST", "/api/org/enrol", { form: { ticket: "x" } })).body.status).toBe(401);
    const token = await loginAs(t.app, DEMO.plain);
    const missing = await call(t.app, "POST", "/api/org/enrol", { token, form: {} });
    expect(missing.body.status).toBe(400);
    expect(missing.body.msg).toContain("ticket");
  });
});
