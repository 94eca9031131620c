import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, DEMO, sendSmsCode, solvedCaptcha, startTestServer, type TestServer } from "../../testing/test-server";
import { LOGIN_ACCOUNT_FREE_FAILURES, SMS_DAILY_LIMIT, SMS_FREE_PER_CLIENT, SMS_RESEND_MS } from "./limits";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const codeRequest = (account: string, scene: string, clientAddress: string, picture?: Record<string, string>) =>
  call(
    t.app,
    "GET",
    `/api/auth/captcha?account=${account}&scene=${scene}${picture ? `&${new URLSearchParams(picture)}` : ""}`,
    { clientAddress },
  );

async function registerAccount(account: string, password: string, clientAddress: string) {
  expect((await sendSmsCode(t, account, "register", { clientAddress })).body.status).toBe(200);
  const { body } = await call(t.app, "POST", "/api/register", {
    form: { account, captcha: t.outbox.latest(account)!.code, password },
    clientAddress,
  });
  expect(body.status).toBe(200);
}

describe("a stranger cannot spend the owner's SMS codes", () => {
  it("five wrong passwords and a stream of code requests leave the owner able to log in and reset", async () => {
    const owner = "13700003001";
    const ownerAddress = "198.51.100.31";
    const stranger = "203.0.113.31";
    await registerAccount(owner, "Owner2026pw", ownerAddress);
    t.advance(SMS_RESEND_MS);

    for (let i = 0; i < LOGIN_ACCOUNT_FREE_FAILURES; i++) {
      const wrong = await call(t.app, "POST", "/api/app/login", {
        form: { account: owner, password: "Wrong2026pw", ...(await solvedCaptcha(t)) },
        clientAddress: stranger,
      });
      expect(wrong.body.status).toBe(400);
    }

    // code requests without a picture: a few are sent, then every one asks for a picture
    const unverified: number[] = [];
    for (let i = 0; i < 9; i++) {
      unverified.push((await codeRequest(owner, "login", stranger)).body.status);
      t.advance(SMS_RESEND_MS);
    }
    expect(unverified.filter((s) => s === 200).length).toBeLessThan(SMS_FREE_PER_CLIENT);
    expect(unverified.slice(-3)).toEqual([449, 449, 449]);

    // with pictures the stranger reaches the daily limit of their own requests
    let refused = null;
    for (let i = 0; i < SMS_DAILY_LIMIT + 1 && !refused; i++) {
      const { body } = await codeRequest(owner, "login", stranger, await solvedCaptcha(t));
      if (body.status !== 200) refused = body;
      t.advance(SMS_RESEND_MS);
    }
    expect(refused).toMatchObject({ status: 429, msg: "该手机号今日验证码发送次数已达上限" });

    // the owner, from their own address and with a picture, still gets a login code and a reset code
    const loginCode = await codeRequest(owner, "login", ownerAddress, await solvedCaptcha(t));
    expect(loginCode.body).toMatchObject({ status: 200 });
    const login = await call(t.app, "POST", "/api/app/login", {
      form: {
        account: owner,
        password: "Owner2026pw",
        captcha: t.outbox.latest(owner)!.code,
        ...(await solvedCaptcha(t)),
      },
      clientAddress: ownerAddress,
    });
    expect(login.body).toMatchObject({ status: 200, msg: "登录成功" });
    t.advance(SMS_RESEND_MS);
    const resetCode = await codeRequest(owner, "forget", ownerAddress, await solvedCaptcha(t));
    expect(resetCode.body.status).toBe(200);
    const reset = await call(t.app, "POST", "/api/forget/password", {
      form: { account: owner, captcha: t.outbox.latest(owner)!.code, password: "Owner2027pw" },
      clientAddress: ownerAddress,
    });
    expect(reset.body).toMatchObject({ status: 200, msg: "密码已重置，请重新登录" });
    t.advance(SMS_RESEND_MS);
  });

  it("a stranger's picture-verified requests do not delay the owner's either (no shared 60 s wait)", async () => {
    const owner = "13700003002";
    await registerAccount(owner, "Owner2026pw", "198.51.100.32");
    t.advance(SMS_RESEND_MS);
    expect((await codeRequest(owner, "login", "203.0.113.32", await solvedCaptcha(t))).body.status).toBe(200);
    const own = await codeRequest(owner, "login", "198.51.100.32", await solvedCaptcha(t));
    expect(own.body.status).toBe(200);
    // and the owner's own second request within 60 s is still refused
    const again = await codeRequest(owner, "login", "198.51.100.32", await solvedCaptcha(t));
    expect(again.body).toMatchObject({ status: 429, msg: "验证码发送过于频繁，请60秒后再试" });
    t.advance(SMS_RESEND_MS);
  });

  it("requests without a picture are few per address, whatever the numbers", async () => {
    const address = "203.0.113.33";
    const statuses: number[] = [];
    for (let i = 0; i < SMS_FREE_PER_CLIENT + 2; i++) {
      statuses.push((await codeRequest(`1370000310${i}`, "login", address)).body.status);
    }
    expect(statuses).toEqual([...Array(SMS_FREE_PER_CLIENT).fill(200), 449, 449]);
    // another address is not affected
    expect((await codeRequest("13700003120", "login", "203.0.113.34")).body.status).toBe(200);
    t.advance(SMS_RESEND_MS);
  });
});

describe("code requests do not tell whether a number has an account", () => {
  const known = DEMO.vip;
  const unknown = "13700003201";

  const comparable = (body: { status: number; msg: string; data: unknown }) => ({
    status: body.status,
    msg: body.msg,
    data: body.data,
  });

  it("register and forget codes: the same answers for a known and an unknown number; only a useful SMS arrives", async () => {
    for (const [i, scene] of (["register", "forget"] as const).entries()) {
      const address = `198.51.100.${40 + i}`;
      const before = { known: t.outbox.latest(known), unknown: t.outbox.latest(unknown) };
      const asked = await Promise.all([known, unknown].map((n) => codeRequest(n, scene, address)));
      expect(asked[0]!.body).toMatchObject({ status: 449 });
      expect(comparable(asked[0]!.body)).toEqual(comparable(asked[1]!.body));
      const sent = [];
      for (const n of [known, unknown]) sent.push(await codeRequest(n, scene, address, await solvedCaptcha(t)));
      expect(sent[0]!.body.status).toBe(200);
      expect(sent[0]!.http).toBe(sent[1]!.http);
      expect(comparable(sent[0]!.body)).toEqual(comparable(sent[1]!.body));
      // an SMS arrives only where it can be used: a reset code for the account, a register code for the new number
      const after = { known: t.outbox.latest(known), unknown: t.outbox.latest(unknown) };
      if (scene === "register") {
        expect(after.known).toBe(before.known);
        expect(after.unknown?.scene).toBe("register");
      } else {
        expect(after.known?.scene).toBe("forget");
        expect(after.unknown).toBe(before.unknown);
      }
      // the limits answer alike too
      const again = await Promise.all(
        [known, unknown].map(async (n) => codeRequest(n, scene, address, await solvedCaptcha(t))),
      );
      expect(again[0]!.body.status).toBe(429);
      expect(comparable(again[0]!.body)).toEqual(comparable(again[1]!.body));
      t.advance(SMS_RESEND_MS);
    }
  });

  it("registering or resetting with a wrong code answers alike for a known and an unknown number", async () => {
    const register = await Promise.all(
      [known, unknown].map((account) =>
        call(t.app, "POST", "/api/register", { form: { account, captcha: "000000", password: "Abcdef2026" } }),
      ),
    );
    expect(register[0]!.body).toEqual(register[1]!.body);
    const reset = await Promise.all(
      [known, unknown].map((account) =>
        call(t.app, "POST", "/api/forget/password", { form: { account, captcha: "000000", password: "Abcdef2026" } }),
      ),
    );
    expect(reset[0]!.body).toEqual(reset[1]!.body);
    expect(reset[0]!.body).toMatchObject({ status: 400, msg: "验证码错误或已过期" });
  });
});
