import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hasRole, USER_ROLES } from "../../auth/user-roles";
import { type LoopbackListener, listenOnLoopback } from "../../testing/loopback-listener";
import { call, DEMO, sendSmsCode, startTestServer, type TestServer } from "../../testing/test-server";
import { findUserByMobile } from "../accounts/accounts.repo";
import { identityOfUser } from "./social-login.repo";

/**
 * The identity-binding rule of the WeChat QR login, through the sandbox WeChat and through the live adapter against a
 * fake WeChat: a WeChat identity signs in only the account bound to it (social_identities); an unbound one gets no
 * session until a phone proves itself with an SMS code, so naming an existing account's phone reaches nothing, and no
 * path grants a role.
 */

const ADMIN = "13800000010";
type AuthData = { token: string | null; needBindPhone: boolean; bindKey: string | null };

async function rolesOf(t: TestServer, userId: number): Promise<string[]> {
  const held: string[] = [];
  for (const role of USER_ROLES) if (await hasRole(t.server.db, userId, role)) held.push(role);
  return held;
}

async function uidOf(t: TestServer, token: string): Promise<number> {
  const me = await call<{ uid: number }>(t.app, "GET", "/api/userInfo", { token });
  expect(me.body.status).toBe(200);
  return me.body.data.uid;
}

/** Starts the QR login in a browser; `redirect` plays the phone and answers the code WeChat redirects with. */
async function wechatSignIn(t: TestServer, redirect: (authorizeUrl: URL) => Promise<string>) {
  const started = await call<{ authorizeUrl: string }>(t.app, "POST", "/api/web/wechat/qrconnect");
  expect(started.body.status).toBe(200);
  const cookie = (started.headers.get("set-cookie") ?? "").split(";")[0]!;
  const authorizeUrl = new URL(started.body.data.authorizeUrl);
  const code = await redirect(authorizeUrl);
  return (
    await call<AuthData>(t.app, "POST", "/api/web/wechat/auth", {
      form: { code, state: authorizeUrl.searchParams.get("state")! },
      headers: { cookie },
    })
  ).body;
}

const bindPhone = (t: TestServer, account: string, captcha: string, bindKey: string) =>
  call<{ token: string }>(t.app, "POST", "/api/auth/bindingPhone", { form: { account, captcha, bindKey } });

let numbers = 0;
/** A number no seeded account has (each test server starts from the same seed). */
const freshPhone = () => `1370000${1000 + ++numbers}`;

async function bindCode(t: TestServer, account: string): Promise<string> {
  expect((await sendSmsCode(t, account, "bind")).body.status).toBe(200);
  t.advance(61_000);
  return t.outbox.latest(account)!.code;
}

/** The checks every WeChat adapter must pass, given a way to sign in as a WeChat person of some name. */
function identityRule(
  name: string,
  setup: () => TestServer,
  signIn: (person: string) => ReturnType<typeof wechatSignIn>,
) {
  describe(name, () => {
    it.each([
      ["the seeded admin", ADMIN],
      ["the VIP learner", DEMO.vip],
    ])("an unbound identity named after the phone of %s opens no session and reaches nothing", async (_who, phone) => {
      const t = setup();
      const victim = (await findUserByMobile(t.server.db, phone))!;
      const first = await signIn(phone);
      expect(first).toMatchObject({ status: 200, data: { token: null, needBindPhone: true } });
      const bindKey = first.data.bindKey!;
      // claiming the phone without its code, or with a code sent to another number, binds nothing
      expect((await bindPhone(t, phone, "000000", bindKey)).body.status).toBe(400);
      const mine = freshPhone();
      const myCode = await bindCode(t, mine);
      expect((await bindPhone(t, phone, myCode, bindKey)).body.status).toBe(400);
      expect(await identityOfUser(t.server.db, "wechat", victim.id)).toBeUndefined();
      // the same identity then binds a phone that proves itself: a new account with no role
      const bound = await bindPhone(t, mine, myCode, bindKey);
      expect(bound.body.status).toBe(200);
      const uid = await uidOf(t, bound.body.data.token);
      expect(uid).not.toBe(victim.id);
      expect(await rolesOf(t, uid)).toEqual([]);
      expect(await rolesOf(t, victim.id)).toEqual(phone === ADMIN ? ["admin"] : []);
    });

    it("a bound identity signs in its own account directly the next time", async () => {
      const t = setup();
      const first = await signIn("已绑定的微信用户");
      const mine = freshPhone();
      const bound = await bindPhone(t, mine, await bindCode(t, mine), first.data.bindKey!);
      expect(bound.body.status).toBe(200);
      const again = await signIn("已绑定的微信用户");
      expect(again).toMatchObject({ status: 200, data: { needBindPhone: false, bindKey: null } });
      expect(await uidOf(t, again.data.token!)).toBe(await uidOf(t, bound.body.data.token));
    });
  });
}

describe("through the sandbox WeChat", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  identityRule(
    "WeChat QR: the sandbox confirm page",
    () => t,
    (person) =>
      wechatSignIn(t, async (url) => {
        const answer = await t.app.request("/sandbox/wechat/connect/confirm", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", host: url.host },
          body: new URLSearchParams({
            appid: url.searchParams.get("appid")!,
            redirect_uri: url.searchParams.get("redirect_uri")!,
            state: url.searchParams.get("state")!,
            account: person,
          }).toString(),
        });
        expect(answer.status).toBe(303);
        return new URL(answer.headers.get("location")!).searchParams.get("code")!;
      }),
  );
});

describe("through the live adapter against a fake WeChat", () => {
  let t: TestServer;
  let fake: LoopbackListener;
  /** The WeChat person behind each code the fake phone confirmed. */
  const people = new Map<string, string>();
  let next = 0;

  beforeAll(async () => {
    fake = await listenOnLoopback(
      createServer((req, res) => {
        const url = new URL(req.url ?? "/", "http://fake");
        const json = (answer: unknown) =>
          res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
        if (url.pathname === "/sns/oauth2/access_token") {
          const code = url.searchParams.get("code") ?? "";
          const person = people.get(code);
          if (!person) return json({ errcode: 40029, errmsg: "invalid code" });
          return json({ access_token: code, openid: `o-${person}`, unionid: `u-${person}`, scope: "snsapi_login" });
        }
        if (url.pathname === "/sns/userinfo") {
          const person = people.get(url.searchParams.get("access_token") ?? "") ?? "";
          return json({ openid: `o-${person}`, unionid: `u-${person}`, nickname: person, headimgurl: "" });
        }
        res.writeHead(404).end();
      }),
    );
    vi.stubEnv("WECHAT_LOGIN", "live");
    vi.stubEnv("WECHAT_LOGIN_APP_ID", "wxLIVE");
    vi.stubEnv("WECHAT_LOGIN_APP_SECRET", "live-secret");
    vi.stubEnv("WECHAT_LOGIN_API_BASE_URL", fake.baseUrl);
    try {
      t = await startTestServer();
    } finally {
      vi.unstubAllEnvs();
    }
    expect(t.server.socialLogin.sandbox).toBeNull();
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  identityRule(
    "WeChat QR: the live adapter",
    () => t,
    (person) =>
      wechatSignIn(t, async (url) => {
        expect(url.searchParams.get("appid")).toBe("wxLIVE");
        const code = `code-${++next}`;
        people.set(code, person);
        return code;
      }),
  );
});
