import { createServer } from "node:http";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hasRole, USER_ROLES } from "../../auth/user-roles";
import { orgMembers, orgSsoApps } from "../../db/schema";
import { type LoopbackListener, listenOnLoopback } from "../../testing/loopback-listener";
import { call, DEMO, startTestServer, type TestServer } from "../../testing/test-server";
import { findUserByMobile } from "../accounts/accounts.repo";
import { sandboxAuthCode } from "./dingtalk-test-kit";

/**
 * The identity-binding rule of the workplace sign-ons (DingTalk, an organisation's OAuth2 server), through the
 * sandbox providers and through the live adapters against fake providers: an outside identity signs in only the
 * account bound to it (org_members: organisation + provider user id); a first sign-in creates a new account, never
 * the account of a phone the provider claims, never inside the organisation for that account, never with a role.
 */

const ADMIN = "13800000010";
const ORG = 12;
type SignedIn = { token: string; uid: number; orgId: number };

async function victimId(t: TestServer, mobile: string): Promise<number> {
  const user = await findUserByMobile(t.server.db, mobile);
  expect(user).toBeDefined();
  return user!.id;
}

/** What the victim holds in the organisation before and after: never a membership it did not have. */
const membershipsIn = async (t: TestServer, userId: number) =>
  (
    await t.server.db
      .select()
      .from(orgMembers)
      .where(and(eq(orgMembers.userId, userId), eq(orgMembers.orgId, ORG)))
  ).length;

async function rolesOf(t: TestServer, userId: number): Promise<string[]> {
  const held: string[] = [];
  for (const role of USER_ROLES) if (await hasRole(t.server.db, userId, role)) held.push(role);
  return held;
}

async function mobileOf(t: TestServer, token: string): Promise<string> {
  const me = await call<{ uid: number; mobile: string | null }>(t.app, "GET", "/api/userInfo", { token });
  expect(me.body.status).toBe(200);
  return me.body.data.mobile ?? "";
}

/** Signs on through DingTalk's two steps with an auth code; the second step's envelope. */
async function dingTalkSignOn(t: TestServer, code: string) {
  const step1 = await call<{ accessToken: string }>(t.app, "POST", "/api/auth/getDDUserToken", {
    form: { code, orgId: String(ORG) },
  });
  expect(step1.body.status).toBe(200);
  return (
    await call<SignedIn>(t.app, "POST", "/api/auth/getDDLoginUserInfo", {
      headers: { accesstoken: step1.body.data.accessToken },
    })
  ).body;
}

/** Starts the organisation's OAuth2 login as a browser: the authorise URL and the cookie it keeps. */
async function orgOAuth2Start(t: TestServer) {
  const { headers, body } = await call<{ authorizeUrl: string }>(t.app, "POST", "/api/org/auth2/authorize", {
    headers: { orgId: String(ORG) },
  });
  expect(body.status).toBe(200);
  return { cookie: (headers.get("set-cookie") ?? "").split(";")[0]!, authorizeUrl: new URL(body.data.authorizeUrl) };
}

const orgOAuth2Exchange = async (t: TestServer, code: string, state: string, cookie: string) =>
  (
    await call<SignedIn>(t.app, "POST", "/api/org/auth2", {
      form: { code, state },
      headers: { orgId: String(ORG), cookie },
    })
  ).body;

/** The checks every provider must pass, given a way to sign in as an outside identity that claims a phone. */
function identityRule(
  name: string,
  setup: () => TestServer,
  signIn: (externalId: string, claimedMobile: string) => ReturnType<typeof orgOAuth2Exchange>,
  legacyExternalId: (externalId: string) => string,
) {
  describe(name, () => {
    it.each([
      ["the seeded admin", ADMIN],
      ["the VIP learner", DEMO.vip],
    ])("an unbound identity claiming the phone of %s gets a new account, not that one", async (_who, phone) => {
      const t = setup();
      const victim = await victimId(t, phone);
      const before = await membershipsIn(t, victim);
      const answer = await signIn(`claims-${phone}`, phone);
      expect(answer.status).toBe(200);
      expect(answer.data.uid).not.toBe(victim);
      expect(await mobileOf(t, answer.data.token)).not.toBe(phone);
      expect(await membershipsIn(t, victim)).toBe(before);
      expect(await rolesOf(t, answer.data.uid)).toEqual([]);
      expect(await rolesOf(t, victim)).toEqual(phone === ADMIN ? ["admin"] : []);
    });

    it("a bound identity signs in its own account again, whatever phone it claims later", async () => {
      const t = setup();
      const first = await signIn("bound-worker", "");
      expect(first.status).toBe(200);
      const again = await signIn("bound-worker", ADMIN);
      expect(again.status).toBe(200);
      expect(again.data.uid).toBe(first.data.uid);
      expect(await rolesOf(t, again.data.uid)).toEqual([]);
    });

    it("a binding that points at an operator's account opens no session", async () => {
      const t = setup();
      // as the earlier phone-matching rule left it behind
      const admin = await victimId(t, ADMIN);
      await t.server.db
        .insert(orgMembers)
        .values({ orgId: ORG, externalUserId: legacyExternalId("legacy"), userId: admin, createdAt: t.now() })
        .onConflictDoNothing();
      const answer = await signIn("legacy", ADMIN);
      expect(answer).toMatchObject({ status: 403, data: null });
      expect(answer.msg).toMatch(/[\u4e00-\u9fff]/);
    });
  });
}

describe("through the sandbox providers", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  identityRule(
    "DingTalk: the sandbox workbench",
    () => t,
    async (userid, mobile) => {
      const code = await sandboxAuthCode(t, ORG, { userid, name: "沙箱员工", mobile });
      return dingTalkSignOn(t, code);
    },
    (userid) => `dingtalk:${userid}`,
  );

  identityRule(
    "organisation OAuth2: the sandbox authorise page",
    () => t,
    async (sub) => {
      const started = await orgOAuth2Start(t);
      const q = started.authorizeUrl.searchParams;
      const answer = await t.app.request("/sandbox/oauth2/authorize/confirm", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          client_id: q.get("client_id")!,
          redirect_uri: q.get("redirect_uri")!,
          state: q.get("state")!,
          sub,
          name: "沙箱员工",
        }).toString(),
      });
      expect(answer.status).toBe(303);
      const back = new URL(answer.headers.get("location")!).searchParams;
      return orgOAuth2Exchange(t, back.get("code")!, back.get("state")!, started.cookie);
    },
    (sub) => `oauth2:${sub}`,
  );
});

describe("through the live adapters against fake providers", () => {
  let t: TestServer;
  let fake: LoopbackListener;
  /** What the fake providers will say about the person behind each code (DingTalk: auth code; OAuth2: code). */
  const people = new Map<string, { id: string; mobile: string }>();
  let next = 0;
  const codeFor = (id: string, mobile: string) => {
    const code = `code-${++next}`;
    people.set(code, { id, mobile });
    return code;
  };

  beforeAll(async () => {
    fake = await listenOnLoopback(
      createServer((req, res) => {
        let body = "";
        req.on("data", (chunk) => {
          body += chunk;
        });
        req.on("end", () => {
          const url = new URL(req.url ?? "/", "http://fake");
          const json = (answer: unknown) =>
            res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
          const form = url.pathname === "/oauth/token" ? new URLSearchParams(body) : null;
          const sent = form ? {} : body ? (JSON.parse(body) as Record<string, string>) : {};
          switch (url.pathname) {
            case "/gettoken":
              return json({ errcode: 0, errmsg: "ok", access_token: "DDT", expires_in: 7200 });
            case "/topapi/v2/user/getuserinfo": {
              const person = people.get(sent.code ?? "");
              if (!person) return json({ errcode: 40078, errmsg: "不存在的临时授权码" });
              return json({ errcode: 0, errmsg: "ok", result: { userid: person.id, unionid: `u-${person.id}` } });
            }
            case "/topapi/v2/user/get": {
              const person = [...people.values()].find((p) => p.id === sent.userid);
              // DingTalk's contact book: the organisation typed this phone for the worker
              return json({
                errcode: 0,
                errmsg: "ok",
                result: { userid: sent.userid, name: "钉钉员工", mobile: person?.mobile },
              });
            }
            case "/oauth/token":
              return people.has(form!.get("code") ?? "")
                ? json({ access_token: form!.get("code"), token_type: "Bearer" })
                : res.writeHead(400, { "content-type": "application/json" }).end('{"error":"invalid_grant"}');
            case "/oauth/userinfo": {
              const person = people.get((req.headers.authorization ?? "").replace(/^Bearer /, ""));
              // an OpenID Connect server may well vouch for a phone: it proves nothing here
              return json({
                sub: person?.id,
                name: "机构员工",
                phone_number: person?.mobile,
                phone_number_verified: true,
              });
            }
          }
          res.writeHead(404).end();
        });
      }),
    );
    vi.stubEnv("DINGTALK_SSO", "live");
    vi.stubEnv("DINGTALK_API_BASE_URL", fake.baseUrl);
    vi.stubEnv("ORG_OAUTH2", "live");
    try {
      t = await startTestServer();
    } finally {
      vi.unstubAllEnvs();
    }
    expect(t.server.sso.sandboxDingTalk).toBeNull();
    await t.server.db.insert(orgSsoApps).values([
      { orgId: ORG, provider: "dingtalk", config: { clientId: "ding-app", clientSecret: "ding-secret" } },
      {
        orgId: ORG,
        provider: "oauth2",
        config: {
          clientId: "org-client",
          clientSecret: "org-secret",
          authorizeUrl: `${fake.baseUrl}/oauth/authorize`,
          tokenUrl: `${fake.baseUrl}/oauth/token`,
          userInfoUrl: `${fake.baseUrl}/oauth/userinfo`,
        },
      },
    ]);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  identityRule(
    "DingTalk: the live adapter",
    () => t,
    (userid, mobile) => dingTalkSignOn(t, codeFor(userid, mobile)),
    (userid) => `dingtalk:${userid}`,
  );

  identityRule(
    "organisation OAuth2: the live adapter",
    () => t,
    async (sub, mobile) => {
      const started = await orgOAuth2Start(t);
      expect(started.authorizeUrl.origin).toBe(fake.baseUrl);
      return orgOAuth2Exchange(
        t,
        codeFor(sub, mobile),
        started.authorizeUrl.searchParams.get("state")!,
        started.cookie,
      );
    },
    (sub) => `oauth2:${sub}`,
  );
});
