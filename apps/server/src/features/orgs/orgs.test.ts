import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orgLoginNonces, users } from "../../db/schema";
import { ORGANISATIONS } from "../../db/seed/organisations.seed";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { orgCategoryScope } from "../catalogue/catalogue.repo";
import { type OrgIdentity, sealOrgPayload } from "./org-payload";
import { orgSecret } from "./org-secrets";
import { ORG_MESSAGES } from "./orgs.messages";
import { linkOrgMember } from "./orgs.repo";
import { ORG_NONCE_RETENTION_MS, ORG_PAYLOAD_MAX_AGE_MS } from "./orgs.service";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const seal = (orgId: number, identity: Partial<OrgIdentity>, keyOrgId = orgId) =>
  sealOrgPayload(orgId, orgSecret(t.server.orgMasterKey, keyOrgId), {
    issuedAt: t.now().getTime(),
    nonce: randomBytes(16).toString("base64url"),
    ...identity,
  });

const orgLogin = (orgId: number, parts: { content: string; secret: string }) =>
  call<Record<string, unknown>>(t.app, "POST", "/api/org/login", {
    headers: { orgId: String(orgId) },
    form: { encryptContent: parts.content, encryptSecret: parts.secret },
  });

describe("organisation login", () => {
  it("creates and links a user, returns the spec §3 response with a token, and reuses the user next time", async () => {
    const first = await orgLogin(7, seal(7, { externalUserId: "hd-1001", username: "华东学员甲" }));
    expect(first.body.status).toBe(200);
    expect(first.body.data).toMatchObject({ org_id: 7, org_platform: "HDWM", org_secret: null, company_id: null });
    expect(typeof first.body.data.token).toBe("string");
    const token = first.body.data.token as string;
    const info = await call<{ username: string; orgInfoList: unknown[] }>(t.app, "GET", "/api/userInfo", { token });
    expect(info.body.data.username).toBe("华东学员甲");
    expect(info.body.data.orgInfoList).toEqual([{ orgId: 7, orgName: "华东外贸服务中心" }]);

    const second = await orgLogin(7, seal(7, { externalUserId: "hd-1001" }));
    expect(second.body.data.user_id).toBe(first.body.data.user_id);
  });

  it("returns company_id (and no token) for a company identity", async () => {
    const { body } = await orgLogin(12, seal(12, { companyId: "C-88" }));
    expect(body.data).toMatchObject({
      token: null,
      user_id: null,
      company_id: "C-88",
      org_id: 12,
      org_platform: "YUNHE",
    });
  });

  it("accepts the parts with spaces where plus signs were (spec §5)", async () => {
    let parts = seal(8, { externalUserId: "yg-1" });
    while (!parts.content.includes("+") && !parts.secret.includes("+")) parts = seal(8, { externalUserId: "yg-1" });
    const spaced = { content: parts.content.replaceAll("+", " "), secret: parts.secret.replaceAll("+", " ") };
    expect((await orgLogin(8, spaced)).body.status).toBe(200);
  });

  it("rejects tampered payloads, payloads for another organisation and wrong keys", async () => {
    const parts = seal(9, { externalUserId: "zj-1" });
    const bytes = Buffer.from(parts.content, "base64");
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    expect((await orgLogin(9, { content: bytes.toString("base64"), secret: parts.secret })).body).toMatchObject({
      status: 400,
      msg: "机构登录失败",
    });
    expect((await orgLogin(11, seal(9, { externalUserId: "zj-1" }))).body.status).toBe(400);
    expect((await orgLogin(9, seal(9, { externalUserId: "zj-1" }, 11))).body.status).toBe(400);
    expect((await orgLogin(9, { content: "bm90LWEtcGF5bG9hZA==", secret: "AAAA" })).body.status).toBe(400);
  });

  it("rejects payloads older than 5 minutes and accepts one just inside", async () => {
    const now = t.now().getTime();
    expect(
      (await orgLogin(13, seal(13, { externalUserId: "mn-1", issuedAt: now - ORG_PAYLOAD_MAX_AGE_MS - 1 }))).body,
    ).toMatchObject({
      status: 401,
      msg: "机构登录信息已过期",
    });
    expect(
      (await orgLogin(13, seal(13, { externalUserId: "mn-1", issuedAt: now - ORG_PAYLOAD_MAX_AGE_MS }))).body.status,
    ).toBe(200);
  });

  it("rejects a replayed payload", async () => {
    const parts = seal(18, { externalUserId: "cy-1" });
    expect((await orgLogin(18, parts)).body.status).toBe(200);
    expect((await orgLogin(18, parts)).body).toMatchObject({ status: 409, msg: "机构登录信息已被使用" });
  });

  it("gives two first logins of one partner user at once the same account", async () => {
    const responses = await Promise.all([
      orgLogin(9, seal(9, { externalUserId: "zj-parallel" })),
      orgLogin(9, seal(9, { externalUserId: "zj-parallel" })),
    ]);
    expect(responses.map((r) => r.body.status)).toEqual([200, 200]);
    expect(responses[0]!.body.data.user_id).toBe(responses[1]!.body.data.user_id);
    expect(t.errors).toEqual([]);
  });

  it("forgets nonces once they are past the replay window, keeping the ones still needed", async () => {
    const nonces = async () => (await t.server.db.select({ n: count() }).from(orgLoginNonces))[0]?.n ?? 0;
    // two logins of its own, so the test does not lean on nonces other tests left behind
    expect((await orgLogin(18, seal(18, { externalUserId: "cy-window" }))).body.status).toBe(200);
    expect((await orgLogin(18, seal(18, { externalUserId: "cy-window" }))).body.status).toBe(200);
    const before = await nonces();
    expect(before).toBeGreaterThanOrEqual(2);

    // just inside the window: the next login prunes nothing
    t.advance(ORG_NONCE_RETENTION_MS - 1);
    expect((await orgLogin(18, seal(18, { externalUserId: "cy-window" }))).body.status).toBe(200);
    expect(await nonces()).toBe(before + 1);

    // just past it for every earlier nonce: the next login leaves only the previous one and its own
    t.advance(2);
    expect((await orgLogin(18, seal(18, { externalUserId: "cy-window" }))).body.status).toBe(200);
    expect(await nonces()).toBe(2);
  });

  it("needs the orgId header and a known organisation", async () => {
    const parts = seal(7, { externalUserId: "x" });
    const missing = await call(t.app, "POST", "/api/org/login", {
      form: { encryptContent: parts.content, encryptSecret: parts.secret },
    });
    expect(missing.body.msg).toBe("缺少参数：orgId");
    expect((await orgLogin(99, parts)).body.status).toBe(404);
    expect((await call(t.app, "POST", "/api/org/login", { headers: { orgId: "7" }, form: {} })).body.msg).toBe(
      "缺少参数：encryptContent",
    );
  });
});

describe("organisation info and config", () => {
  it("serves every seeded organisation's config with spec §3 defaults filled in; secrets never appear", async () => {
    for (const org of ORGANISATIONS) {
      const { body } = await call<{ config: Record<string, unknown>; logoPc: string }>(
        t.app,
        "GET",
        `/api/org/config?orgId=${org.id}`,
      );
      expect(body.status).toBe(200);
      expect(Object.keys(body.data.config).sort()).toContain("extendCourseMode");
      expect(JSON.stringify(body)).not.toMatch(/secret/i);
    }
    const iframe = await call<{ config: { isIframe: number; isShowTop: number; menu: number[] } }>(
      t.app,
      "GET",
      "/api/org/config",
      {
        headers: { orgId: "11" },
      },
    );
    expect(iframe.body.data.config).toMatchObject({ isIframe: 1, isShowTop: 0, menu: [2, 3, 4] });
    expect((await call(t.app, "GET", "/api/org/config?orgId=5")).body.status).toBe(404);
    expect((await call(t.app, "GET", "/api/org/config")).body.msg).toBe("缺少参数：orgId");
  });

  it("marks exactly one organisation as the cloud (isYunHeOrg) one", () => {
    expect(ORGANISATIONS.filter((o) => o.isYunHeOrg).map((o) => o.id)).toEqual([12]);
  });

  it("answers org info for an organisation session, 403 for outsiders", async () => {
    const { body } = await orgLogin(12, seal(12, { externalUserId: "yh-7" }));
    const token = body.data.token as string;
    const info = await call<Record<string, unknown>>(t.app, "GET", "/api/org/info", { token });
    expect(info.body.data).toMatchObject({ orgId: 12, isYunHeOrg: true, isIframe: 1, isShowTop: 0 });

    const learner = await loginAs(t.app, DEMO.plain);
    expect((await call(t.app, "GET", "/api/org/info", { token: learner })).body.status).toBe(404);
    expect((await call(t.app, "GET", "/api/org/info", { token: learner, headers: { orgId: "12" } })).body.status).toBe(
      403,
    );
    expect(
      (await call(t.app, "POST", "/api/org/scope", { token: learner, headers: { orgId: "12" } })).body.status,
    ).toBe(403);
    expect((await call(t.app, "POST", "/api/org/scope", { token, headers: { orgId: "12" } })).body.status).toBe(200);
    expect((await call(t.app, "POST", "/api/org/scope", { headers: { orgId: "12" } })).body.status).toBe(401);
  });

  it("never joins an organisation through a password login: outsiders get 403 and stay outside", async () => {
    const refused = await call(t.app, "POST", "/api/app/login", {
      form: { account: DEMO.vip, password: DEMO.password, orgId: "8", companyId: "C-1" },
    });
    expect(refused.body).toEqual({ status: 403, success: false, msg: ORG_MESSAGES.notMemberAtLogin, data: null });
    const token = await loginAs(t.app, DEMO.vip);
    const info = await call<{ orgInfoList: unknown[] }>(t.app, "GET", "/api/userInfo", { token });
    expect(info.body.data.orgInfoList).toEqual([]);
    expect((await call(t.app, "POST", "/api/org/scope", { token, headers: { orgId: "8" } })).body.status).toBe(403);
  });

  it("scopes a password login to an organisation (and company) the account already belongs to", async () => {
    const [user] = await t.server.db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO.plain));
    // membership as an organisation login of this user would have created it
    await linkOrgMember(t.server.db, 13, "mn-linked-learner", user!.id, "C-13", t.now());
    const login = (fields: Record<string, string>) =>
      call<{ token: string }>(t.app, "POST", "/api/app/login", {
        form: { account: DEMO.plain, password: DEMO.password, ...fields },
      });

    const member = await login({ orgId: "13" });
    expect(member.body.status).toBe(200);
    const info = await call<{ orgId: number }>(t.app, "GET", "/api/org/info", { token: member.body.data.token });
    expect(info.body.data.orgId).toBe(13);
    expect((await login({ orgId: "13", companyId: "C-13" })).body.status).toBe(200);

    expect((await login({ orgId: "13", companyId: "C-99" })).body).toMatchObject({
      status: 403,
      msg: ORG_MESSAGES.notMemberAtLogin,
    });
    expect((await login({ orgId: "8" })).body.status).toBe(403);
    expect((await login({ companyId: "C-13" })).body).toMatchObject({ status: 400, msg: "缺少参数：orgId" });
    expect((await login({ orgId: "999" })).body).toMatchObject({
      status: 404,
      msg: ORG_MESSAGES.unknownOrganisation(999),
    });
    // the membership check comes after the password: a wrong one says nothing about membership
    expect(
      (
        await call(t.app, "POST", "/api/app/login", {
          form: { account: DEMO.plain, password: "wrong-pass1", orgId: "8" },
        })
      ).body.msg,
    ).toBe("账号或密码错误");
  });

  it("lists an organisation's VIP products", async () => {
    const { body } = await call<{ id: number; orgId: number }[]>(t.app, "GET", "/api/org/vipProduct", {
      headers: { orgId: "8" },
    });
    expect(body.data.map((p) => p.id)).toEqual([81]);
    expect((await call<unknown[]>(t.app, "GET", "/api/org/vipProduct", { headers: { orgId: "7" } })).body.data).toEqual(
      [],
    );
    expect((await call(t.app, "GET", "/api/org/vipProduct")).body.status).toBe(400);
  });
});

describe("the orgId header", () => {
  const unknown = { status: 404, success: false, msg: ORG_MESSAGES.unknownOrganisation(999), data: null };

  it("naming no organisation is a 404 envelope on every catalogue call, never the unscoped catalogue", async () => {
    const headers = { orgId: "999" };
    for (const path of [
      "/api/onlineProducts?pageSize=100",
      "/api/onlineCategories?kind=course",
      "/api/onlineProduct/detail/1001",
      "/api/onlineProductListByCourse/1001",
    ]) {
      const { http, body } = await call(t.app, "GET", path, { headers });
      expect(http, path).toBe(200);
      expect(body, path).toEqual(unknown);
    }
    const search = await call(t.app, "POST", "/api/es/onlineProducts", { headers, form: { keyword: "增值税" } });
    expect(search.body).toEqual(unknown);
    expect(unknown.msg).toContain("999");
  });

  it("that is not an id is a 400 naming the field", async () => {
    const { body } = await call(t.app, "GET", "/api/onlineProducts", { headers: { orgId: "abc" } });
    expect(body).toEqual({ status: 400, success: false, msg: "参数格式不正确：orgId", data: null });
  });

  it("of a known organisation still scopes the list (also when served from the cache)", async () => {
    const all = await call<{ total: number }>(t.app, "GET", "/api/onlineProducts?pageSize=100");
    for (let i = 0; i < 2; i++) {
      const { body } = await call<{ total: number; list: { categoryId: number }[] }>(
        t.app,
        "GET",
        "/api/onlineProducts?pageSize=100",
        { headers: { orgId: "8" } },
      );
      expect(body.status).toBe(200);
      expect(body.data.total).toBeLessThan(all.body.data.total);
      expect(body.data.list.every((c) => [101, 102, 106].includes(c.categoryId))).toBe(true);
    }
  });

  it("orgCategoryScope fails closed: an id that names no organisation sees no category", async () => {
    expect(await orgCategoryScope(t.server.db, 999)).toEqual([]);
    expect(await orgCategoryScope(t.server.db, 8)).toEqual([101, 102, 106]);
    expect(await orgCategoryScope(t.server.db, 7)).toBeNull();
    expect(await orgCategoryScope(t.server.db, null)).toBeNull();
  });
});

describe("org:link CLI", () => {
  it("prints an /orgLogin URL whose content and secret log the partner user in", async () => {
    const script = fileURLToPath(new URL("../../../scripts/org-link.ts", import.meta.url));
    const tsx = fileURLToPath(new URL("../../../node_modules/tsx/dist/cli.mjs", import.meta.url));
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [tsx, script, "11", "ls-42", "鲁商会计"], {
      env: { ...process.env, ORG_MASTER_KEY: t.server.orgMasterKey.toString("base64"), PORT: "3000" },
    });
    if (!stdout.includes("/orgLogin?")) throw new Error(`org:link printed ${JSON.stringify({ stdout, stderr })}`);
    const url = new URL(stdout.trim().split("\n").at(-1) ?? "");
    expect(`${url.origin}${url.pathname}`).toBe("http://localhost:3000/orgLogin");
    expect(url.searchParams.get("orgId")).toBe("11");
    // the payload was sealed with the real clock: move the test clock there
    t.advance(Date.now() - t.now().getTime());
    const { body } = await orgLogin(11, {
      content: url.searchParams.get("content")!,
      secret: url.searchParams.get("secret")!,
    });
    expect(body).toMatchObject({ status: 200, data: { org_id: 11, org_platform: "LSGX", org_secret: null } });
    const info = await call<{ username: string }>(t.app, "GET", "/api/userInfo", { token: body.data.token as string });
    expect(info.body.data.username).toBe("鲁商会计");
  });
});
