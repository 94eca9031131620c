import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { createServerContext } from "../../create-server";
import { type LoopbackListener, listenOnLoopback } from "../../testing/loopback-listener";
import {
  call,
  DEMO,
  loginAs,
  sendSmsCode,
  solvedCaptcha,
  startTestServer,
  type TestServer,
} from "../../testing/test-server";
import { AliyunSmsSender } from "./aliyun-sms-sender";
import { SmsConfigError, smsSenderFromEnv } from "./sms-config";
import { SandboxSmsSender, SmsDeliveryError, type SmsSender } from "./sms-sender";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe("the sandbox SMS outbox gives codes only to the holder of the sandbox token", () => {
  it("cannot be used to take over an account: no credential, no code, no reset", async () => {
    const account = DEMO.plain;
    expect((await sendSmsCode(t, account, "forget")).body.status).toBe(200);
    const attempts: Record<string, string>[] = [
      {},
      { "x-sms-sandbox-token": "" },
      { "x-sms-sandbox-token": `${t.sandboxToken}x` },
      { "x-sms-sandbox-token": t.sandboxToken.slice(0, -1) },
      // a loopback or forwarded address proves nothing
      { "x-forwarded-for": "127.0.0.1", "x-real-ip": "127.0.0.1" },
      { authorization: `Bearer ${await loginAs(t.app, DEMO.vip)}` },
    ];
    for (const headers of attempts) {
      const { http, body } = await call(t.app, "GET", `/api/dev/outbox?account=${account}`, { headers });
      expect(http).toBe(403);
      expect(body).toEqual({ status: 403, success: false, msg: "需要短信沙箱令牌（见服务器启动日志）", data: null });
      expect(JSON.stringify(body)).not.toContain(t.outbox.latest(account)!.code);
    }
    // guessing stays a guess: the reset needs the real code
    const reset = await call(t.app, "POST", "/api/forget/password", {
      form: { account, captcha: "000000", password: "Takeover2026" },
    });
    expect(reset.body.status).toBe(400);
    expect(await loginAs(t.app, account)).toMatch(/./);
  });

  it("answers the token holder with the latest code, and validates the number", async () => {
    const headers = { "x-sms-sandbox-token": t.sandboxToken };
    const { body } = await call<{ code: string; scene: string }>(
      t.app,
      "GET",
      `/api/dev/outbox?account=${DEMO.plain}`,
      { headers },
    );
    expect(body.data).toMatchObject({ code: t.outbox.latest(DEMO.plain)!.code, scene: "forget" });
    expect((await call(t.app, "GET", "/api/dev/outbox?account=abc", { headers })).body).toMatchObject({
      status: 400,
      msg: "参数格式不正确：account",
    });
  });

  it("logs one console line per code, with the phone", async () => {
    const lines: string[] = [];
    const sandbox = new SandboxSmsSender({ log: (line) => lines.push(line) });
    await sandbox.send({ account: "13900000000", scene: "register", code: "123456", sentAt: new Date() });
    expect(lines).toEqual(["[sms sandbox] 13900000000 (register): 123456"]);
  });

  it("is not mounted in production, nor without a token", async () => {
    const production = createApp({ ...t.server, production: true }, { webDist: null, mediaDir: null });
    expect((await production.request("/api/dev/outbox?account=13800000001")).status).toBe(404);
    const tokenless = createApp({ ...t.server, sms: new SandboxSmsSender() }, { webDist: null, mediaDir: null });
    expect((await tokenless.request("/api/dev/outbox?account=13800000001")).status).toBe(404);
  });
});

describe("a code the gateway does not deliver", () => {
  it("answers 503 in Chinese, takes the code back, and lets the learner ask again at once", async () => {
    const delivered: string[] = [];
    let gatewayDown = true;
    const flaky: SmsSender = {
      kind: "gateway",
      async send(message) {
        if (gatewayDown) throw new SmsDeliveryError("isv.BUSINESS_LIMIT_CONTROL");
        delivered.push(message.code);
      },
    };
    const app = createApp({ ...t.server, sms: flaky }, { webDist: null, mediaDir: null });
    const account = "13700000077";
    // a new number: each send carries a solved picture (captcha/captcha.test.ts)
    const send = async () =>
      call(
        app,
        "GET",
        `/api/auth/captcha?account=${account}&scene=register&${new URLSearchParams(await solvedCaptcha(t))}`,
      );
    const first = await send();
    expect(first.http).toBe(200);
    expect(first.body).toEqual({ status: 503, success: false, msg: "短信发送失败，请稍后再试", data: null });
    gatewayDown = false;
    expect((await send()).body.status).toBe(200);
    expect(delivered).toHaveLength(1);
    expect(t.errors.some((line) => line.includes("sms not delivered"))).toBe(true);
  });
});

describe("choosing the SMS sender", () => {
  const log = () => {};
  const aliyunEnv = {
    SMS_GATEWAY: "aliyun",
    ALIYUN_SMS_ACCESS_KEY_ID: "id",
    ALIYUN_SMS_ACCESS_KEY_SECRET: "secret",
    ALIYUN_SMS_SIGN_NAME: "财税学习",
    ALIYUN_SMS_TEMPLATE_CODE: "SMS_1",
  };

  it("uses the sandbox by default outside production, with a fresh token each start unless one is set", () => {
    const a = smsSenderFromEnv({}, false, log) as SandboxSmsSender;
    const b = smsSenderFromEnv({}, false, log) as SandboxSmsSender;
    expect(a.kind).toBe("sandbox");
    expect(a.accessToken).toMatch(/^[\w-]{24}$/);
    expect(a.accessToken).not.toBe(b.accessToken);
    const fixed = "a-fixed-token-for-tests";
    expect((smsSenderFromEnv({ SMS_SANDBOX_TOKEN: fixed }, false, log) as SandboxSmsSender).accessToken).toBe(fixed);
    expect(() => smsSenderFromEnv({ SMS_SANDBOX_TOKEN: "short" }, false, log)).toThrow(SmsConfigError);
  });

  it("refuses to start production with the sandbox, explicit or by default", async () => {
    expect(() => smsSenderFromEnv({}, true, log)).toThrow(SmsConfigError);
    expect(() => smsSenderFromEnv({ SMS_GATEWAY: "sandbox" }, true, log)).toThrow(SmsConfigError);
    await expect(
      createServerContext({ dataDir: null, production: true, env: {}, seed: false, orgMasterKey: Buffer.alloc(32) }),
    ).rejects.toThrow(SmsConfigError);
    await expect(
      createServerContext({
        dataDir: null,
        production: true,
        sms: new SandboxSmsSender(),
        seed: false,
        orgMasterKey: Buffer.alloc(32),
      }),
    ).rejects.toThrow(SmsConfigError);
  });

  it("needs every Aliyun setting and knows no other gateway", () => {
    expect(smsSenderFromEnv(aliyunEnv, true, log).kind).toBe("gateway");
    for (const name of Object.keys(aliyunEnv).filter((k) => k !== "SMS_GATEWAY")) {
      expect(() => smsSenderFromEnv({ ...aliyunEnv, [name]: " " }, true, log)).toThrow(name);
    }
    expect(() => smsSenderFromEnv({ SMS_GATEWAY: "carrier-pigeon" }, false, log)).toThrow(SmsConfigError);
  });
});

describe("the Aliyun adapter speaks SendSms", () => {
  // a loopback stand-in for dysmsapi that checks the request the way the gateway does
  let requests: URLSearchParams[] = [];
  let answer: Record<string, string> = { Code: "OK", Message: "OK", BizId: "1" };
  const gateway = createServer(async (request: IncomingMessage, response) => {
    let text = "";
    for await (const chunk of request) text += chunk;
    requests.push(new URLSearchParams(text));
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(answer));
  });
  let endpoint = "";
  let listener: LoopbackListener | undefined;
  beforeAll(async () => {
    listener = await listenOnLoopback(gateway);
    endpoint = listener.baseUrl;
  });
  afterAll(() => listener?.close());

  const sender = () =>
    new AliyunSmsSender({
      accessKeyId: "test-id",
      accessKeySecret: "test-secret",
      signName: "财税学习",
      templateCode: "SMS_123",
      endpoint,
    });
  const message = { account: "13900000001", scene: "login", code: "654321", sentAt: new Date() };

  it("sends a signed SendSms with the code as the template parameter", async () => {
    requests = [];
    answer = { Code: "OK", Message: "OK", BizId: "1" };
    await sender().send(message);
    const params = requests[0]!;
    expect(Object.fromEntries(params)).toMatchObject({
      Action: "SendSms",
      Version: "2017-05-25",
      AccessKeyId: "test-id",
      PhoneNumbers: "13900000001",
      SignName: "财税学习",
      TemplateCode: "SMS_123",
      TemplateParam: '{"code":"654321"}',
      SignatureMethod: "HMAC-SHA1",
    });
    // RPC signature: HMAC-SHA1(secret + "&", "POST&%2F&" + percent-encoded sorted query)
    const encode = (s: string) =>
      encodeURIComponent(s).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
    const canonical = [...params]
      .filter(([key]) => key !== "Signature")
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, value]) => `${encode(key)}=${encode(value)}`)
      .join("&");
    const expected = createHmac("sha1", "test-secret&")
      .update(`POST&${encode("/")}&${encode(canonical)}`)
      .digest("base64");
    expect(params.get("Signature")).toBe(expected);
  });

  it("fails with SmsDeliveryError when the gateway refuses", async () => {
    answer = { Code: "isv.BUSINESS_LIMIT_CONTROL", Message: "触发分钟级流控" };
    await expect(sender().send(message)).rejects.toThrow(SmsDeliveryError);
  });
});
