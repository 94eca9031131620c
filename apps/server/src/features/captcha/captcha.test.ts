import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { createServerContext } from "../../create-server";
import { captchaChallenges } from "../../db/schema";
import { call, solvedCaptcha, startTestServer, type TestServer } from "../../testing/test-server";
import {
  LOGIN_ACCOUNT_CAPTCHA_FAILURES,
  LOGIN_ACCOUNT_FREE_FAILURES,
  LOGIN_CLIENT_CAPTCHA_FAILURES,
  LOGIN_CLIENT_MAX_FAILURES,
  LOGIN_WINDOW_MS,
  loginNeedsImageCaptcha,
} from "../accounts/limits";
import { CAPTCHA_LIFETIME_MS } from "./captcha.limits";
import { CaptchaOutbox } from "./captcha-outbox";
import { normalizeAnswer } from "./image-captcha";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const LOGIN_ASKS = "登录失败次数较多，请输入图形验证码";
const WRONG = "图形验证码错误，请重新输入";
const EXPIRED = "图形验证码已失效，请重新输入新的验证码";

const wrongAnswerOf = (answer: string) => (answer === "AAAA" ? "BBBB" : "AAAA");

const login = (account: string, password: string, clientAddress: string, picture: object = {}) =>
  call(t.app, "POST", "/api/app/login", { form: { account, password, ...picture }, clientAddress });

describe("GET /api/auth/captchaImage", () => {
  it("draws an SVG picture with an id and a lifetime, never the answer", async () => {
    const { body } = await call<{ captchaId: string; image: string; expiresInSeconds: number }>(
      t.app,
      "GET",
      "/api/auth/captchaImage",
    );
    expect(body.status).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(["captchaId", "expiresInSeconds", "image"]);
    expect(body.data.expiresInSeconds).toBe(CAPTCHA_LIFETIME_MS / 1000);
    expect(body.data.captchaId).toMatch(/^[\w-]{24}$/);
    expect(body.data.image.startsWith("data:image/svg+xml;base64,")).toBe(true);
    const svg = Buffer.from(body.data.image.slice("data:image/svg+xml;base64,".length), "base64").toString();
    expect(svg).toMatch(/^<svg[^>]*>/);
    expect(svg).not.toMatch(/<script|<text|onload/i);
    // the answer is nowhere in the response, and the database holds only hashes
    const answer = t.server.captchaOutbox!.answerOf(body.data.captchaId)!;
    expect(answer).toMatch(/^[A-Z2-9]{4}$/);
    expect(JSON.stringify(body)).not.toContain(answer);
    const rows = await t.server.db.select().from(captchaChallenges);
    for (const row of rows) {
      expect(row.idHash).not.toBe(body.data.captchaId);
      expect(JSON.stringify(row)).not.toContain(answer);
    }
  });

  it("answers of the test route need the sandbox token", async () => {
    const { body } = await call<{ captchaId: string }>(t.app, "GET", "/api/auth/captchaImage");
    const path = `/api/dev/captcha?captchaId=${body.data.captchaId}`;
    expect((await call(t.app, "GET", path)).http).toBe(403);
    expect((await call(t.app, "GET", path, { headers: { "x-sms-sandbox-token": "x".repeat(24) } })).http).toBe(403);
    const read = await call(t.app, "GET", path, { headers: { "x-sms-sandbox-token": t.sandboxToken } });
    expect(read.body.status).toBe(200);
  });
});

describe("picture thresholds of the password login", () => {
  it("an account's 3rd failure makes its 4th attempt ask, from any address; a solved picture lets it through", async () => {
    const account = "13900003001";
    expect(LOGIN_ACCOUNT_CAPTCHA_FAILURES).toBe(3);
    for (let i = 0; i < LOGIN_ACCOUNT_CAPTCHA_FAILURES; i++) {
      expect((await login(account, "Wrong2026x", `198.51.100.${60 + i}`)).body.status).toBe(400);
    }
    const asked = await login(account, "Wrong2026x", "198.51.100.70");
    expect(asked.body).toEqual({ status: 449, success: false, msg: LOGIN_ASKS, data: null });
    // asking costs the address nothing: it can still be asked over and over without reaching 429
    for (let i = 0; i < LOGIN_CLIENT_MAX_FAILURES + 2; i++) {
      expect((await login(account, "Wrong2026x", "198.51.100.71")).body.status).toBe(449);
    }
    expect((await login(account, "Wrong2026x", "198.51.100.71", await solvedCaptcha(t))).body.status).toBe(400);
    // the window forgets: 15 minutes after the failures the account logs in without a picture again
    t.advance(LOGIN_WINDOW_MS);
    expect((await login(account, "Wrong2026x", "198.51.100.72")).body.status).toBe(400);
  });

  it("an address's 10th failure makes its 11th attempt ask, for any account", async () => {
    const office = "203.0.113.80";
    expect(LOGIN_CLIENT_CAPTCHA_FAILURES).toBe(10);
    for (let i = 0; i < LOGIN_CLIENT_CAPTCHA_FAILURES; i++) {
      expect((await login(`1390000310${i}`, "Wrong2026x", office)).body.status).toBe(400);
    }
    expect((await login("13900003199", "Wrong2026x", office)).body.status).toBe(449);
    expect((await login("13900003199", "Wrong2026x", "203.0.113.81")).body.status).toBe(400);
    // a wrong answer counts against the address (not the account) and needs a new picture
    const picture = await solvedCaptcha(t);
    const wrong = await login("13900003198", "Wrong2026x", office, {
      ...picture,
      captchaAnswer: wrongAnswerOf(picture.captchaAnswer),
    });
    expect(wrong.body).toMatchObject({ status: 449, msg: WRONG });
    // the screen tells a used-up picture from a wrong answer by the envelope's reason, not by the wording
    expect(wrong.body).not.toHaveProperty("reason");
    const again = await login("13900003198", "Wrong2026x", office, picture);
    expect(again.body).toMatchObject({ status: 449, msg: EXPIRED, reason: "captchaExpired" });
    t.advance(LOGIN_WINDOW_MS);
  });

  it("a right password with a solved picture signs in and forgets the account's failures", async () => {
    const account = "13800000001";
    for (let i = 0; i < LOGIN_ACCOUNT_CAPTCHA_FAILURES; i++) {
      await login(account, "Wrong2026x", "198.51.100.90");
    }
    expect((await login(account, "Learner#2026", "198.51.100.90")).body.status).toBe(449);
    const picture = await solvedCaptcha(t);
    const ok = await login(account, "Learner#2026", "198.51.100.90", {
      ...picture,
      captchaAnswer: ` ${picture.captchaAnswer.toLowerCase()} `,
    });
    expect(ok.body).toMatchObject({ status: 200, msg: "登录成功" });
    expect((await login(account, "Wrong2026x", "198.51.100.91")).body.status).toBe(400);
    t.advance(LOGIN_WINDOW_MS);
  });

  it("the rule at every count: a picture from 3 account or 10 address failures, before the SMS code and 429", () => {
    fc.assert(
      fc.property(fc.nat(40), fc.nat(40), (accountFailures, clientFailures) => {
        expect(loginNeedsImageCaptcha(accountFailures, clientFailures)).toBe(
          accountFailures >= 3 || clientFailures >= 10,
        );
      }),
    );
    expect(LOGIN_ACCOUNT_CAPTCHA_FAILURES).toBeLessThan(LOGIN_ACCOUNT_FREE_FAILURES);
    expect(LOGIN_CLIENT_CAPTCHA_FAILURES).toBeLessThan(LOGIN_CLIENT_MAX_FAILURES);
  });
});

describe("a picture answers once, for a short time", () => {
  it("is used up by its first answer, right or wrong", async () => {
    const account = "13900003201";
    for (let i = 0; i < 3; i++) await login(account, "Wrong2026x", "198.51.100.100");
    const picture = await solvedCaptcha(t);
    expect((await login(account, "Wrong2026x", "198.51.100.100", picture)).body.status).toBe(400);
    expect((await login(account, "Wrong2026x", "198.51.100.100", picture)).body).toMatchObject({
      status: 449,
      msg: EXPIRED,
      reason: "captchaExpired",
    });
    t.advance(LOGIN_WINDOW_MS);
  });

  it("expires after 2 minutes on the server's clock: right at the lifetime it is refused", async () => {
    const account = "13900003202";
    for (let i = 0; i < 3; i++) await login(account, "Wrong2026x", "198.51.100.101");
    const early = await solvedCaptcha(t);
    const late = await solvedCaptcha(t);
    t.advance(CAPTCHA_LIFETIME_MS - 1);
    expect((await login(account, "Wrong2026x", "198.51.100.101", early)).body.status).toBe(400);
    t.advance(1);
    expect((await login(account, "Wrong2026x", "198.51.100.101", late)).body).toMatchObject({
      status: 449,
      msg: EXPIRED,
      reason: "captchaExpired",
    });
    t.advance(LOGIN_WINDOW_MS);
  });

  it("two answers of one picture at once: one is judged, the other asked again", async () => {
    const account = "13900003203";
    for (let i = 0; i < 3; i++) await login(account, "Wrong2026x", "198.51.100.102");
    const picture = await solvedCaptcha(t);
    const both = await Promise.all([
      login(account, "Wrong2026x", "198.51.100.102", picture),
      login(account, "Wrong2026x", "198.51.100.103", picture),
    ]);
    expect(both.map((r) => r.body.status).sort()).toEqual([400, 449]);
    t.advance(LOGIN_WINDOW_MS);
  });

  it("unanswered pictures are deleted once expired", async () => {
    await call(t.app, "GET", "/api/auth/captchaImage");
    t.advance(CAPTCHA_LIFETIME_MS + 1);
    await call(t.app, "GET", "/api/auth/captchaImage");
    expect((await t.server.db.select().from(captchaChallenges)).length).toBe(1);
  });
});

describe("answers and the outbox", () => {
  it("are compared without case or spaces", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z2-9]{4}$/), (answer) => {
        expect(normalizeAnswer(` ${answer.toLowerCase()}\t`)).toBe(answer);
      }),
    );
  });

  it("the sandbox outbox keeps only the most recent answers", () => {
    const outbox = new CaptchaOutbox(2);
    outbox.record("a", "AAAA");
    outbox.record("b", "BBBB");
    outbox.record("c", "CCCC");
    expect([outbox.answerOf("a"), outbox.answerOf("b"), outbox.answerOf("c")]).toEqual([undefined, "BBBB", "CCCC"]);
  });
});

describe("with a real SMS gateway", () => {
  it("keeps no plain answer and has no test route", async () => {
    const { server, database } = await createServerContext({
      dataDir: null,
      production: false,
      seed: false,
      sms: { kind: "gateway", send: async () => {} },
      orgMasterKey: Buffer.alloc(32, 3),
      log: { info: () => {}, error: () => {} },
    });
    try {
      expect(server.captchaOutbox).toBeNull();
      const app = createApp(server, { webDist: null, mediaDir: null });
      const issued = await call<{ captchaId: string }>(app, "GET", "/api/auth/captchaImage");
      expect(issued.body.status).toBe(200);
      const read = await call(app, "GET", `/api/dev/captcha?captchaId=${issued.body.data.captchaId}`);
      expect(read.http).toBe(404);
    } finally {
      await database.close();
    }
    // a second embedded database starts and migrates here, slow on a busy machine
  }, 120_000);
});
