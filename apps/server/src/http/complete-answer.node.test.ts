import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoopbackListener, serveOnLoopback } from "../testing/loopback-listener";
import { startTestServer, type TestServer } from "../testing/test-server";
import { isCompleteAnswer, sendCompleteJson } from "./complete-answer";
import { answerSecurityHeaders, NON_HTML_POLICY } from "./security-headers";

// Contract answers written whole (complete-answer.ts), read off a real socket as a browser receives them: the
// security headers once each, gzip once (never compressed again by the middleware), and the body intact.
let t: TestServer;
let listener: LoopbackListener | undefined;
beforeAll(async () => {
  t = await startTestServer();
  listener = await serveOnLoopback(t.app.fetch);
});
afterAll(async () => {
  await listener?.close();
  await t?.close();
});

type Raw = { status: number; headers: IncomingHttpHeaders; rawHeaders: string[]; body: Buffer };

const send = (port: number, path: string, init: { method?: string; headers?: Record<string, string>; body?: string }) =>
  new Promise<Raw>((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, path, agent: false, method: init.method ?? "GET", headers: init.headers },
      (res) => {
        const parts: Buffer[] = [];
        res.on("data", (p: Buffer) => parts.push(p));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            rawHeaders: res.rawHeaders,
            body: Buffer.concat(parts),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });

const search = (acceptEncoding: string, keyword = "增值税") =>
  send(listener!.port, "/api/es/onlineProducts", {
    method: "POST",
    headers: { "content-type": "application/json", "accept-encoding": acceptEncoding },
    body: JSON.stringify({ keyword, pageSize: 20 }),
  });

/** How many times a header name appears on the wire. */
const count = (raw: Raw, name: string) =>
  raw.rawHeaders.filter((h, i) => i % 2 === 0 && h.toLowerCase() === name).length;

describe("contract answers written whole", () => {
  it("carry each security header once, gzip once when asked, and the same JSON either way", async () => {
    for (const first of [true, false]) {
      // the first ask is computed and stored, the second is a hit of the response cache
      const zipped = await search("gzip, deflate, br");
      const plain = await search("identity");
      expect(zipped.status).toBe(200);
      for (const answer of [zipped, plain]) {
        for (const name of ["x-content-type-options", "referrer-policy", "content-security-policy", "content-type"])
          expect(count(answer, name), `${name} (${first ? "computed" : "cached"})`).toBe(1);
        expect(answer.headers["content-security-policy"]).toBe(NON_HTML_POLICY);
        expect(answer.headers.vary).toBe("accept-encoding");
        expect(answer.headers["strict-transport-security"]).toBeUndefined();
      }
      expect(count(zipped, "content-encoding")).toBe(1);
      expect(zipped.headers["content-encoding"]).toBe("gzip");
      expect(Number(zipped.headers["content-length"])).toBe(zipped.body.byteLength);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(Number(plain.headers["content-length"])).toBe(plain.body.byteLength);
      const unzipped = JSON.parse(gunzipSync(zipped.body).toString("utf8"));
      expect(unzipped).toEqual(JSON.parse(plain.body.toString("utf8")));
      expect(unzipped.data.list.length).toBeGreaterThan(0);
    }
  });

  it("sends an answer under 1 KB as it is, and a refusal with its Chinese message and the same headers", async () => {
    const empty = await search("gzip", "没有这个词的查询");
    expect(empty.body.byteLength).toBeLessThan(1024);
    expect(empty.headers["content-encoding"]).toBeUndefined();
    const refused = await send(listener!.port, "/api/es/onlineProducts", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-encoding": "gzip" },
      body: '{"keyword": 1}',
    });
    expect(JSON.parse(refused.body.toString("utf8"))).toMatchObject({
      status: 400,
      msg: expect.stringMatching(/keyword/),
    });
    expect(count(refused, "content-security-policy")).toBe(1);
  });
});

describe("sendCompleteJson", () => {
  let own: LoopbackListener | undefined;
  afterAll(async () => {
    await own?.close();
  });

  it("sends several cookies as several Set-Cookie headers, Retry-After and its status, HSTS on TLS", async () => {
    const app = new Hono();
    app.get("/cookies", (c) =>
      sendCompleteJson(c, {
        body: JSON.stringify({ status: 429, success: false, msg: "请稍后再试", data: null }),
        httpStatus: 429,
        security: answerSecurityHeaders(c, true),
        headers: { "retry-after": "30" },
        cookies: ["a=1; Path=/; HttpOnly", "b=2; Path=/"],
      }),
    );
    app.get("/marked", (c) => {
      const answer = sendCompleteJson(c, { body: "{}", security: answerSecurityHeaders(c, false) });
      return c.json({ complete: isCompleteAnswer(answer), other: isCompleteAnswer(c.json({})) });
    });
    own = await serveOnLoopback(app.fetch);
    const answer = await send(own.port, "/cookies", { headers: { "x-forwarded-proto": "https" } });
    expect(answer.status).toBe(429);
    expect(answer.headers["set-cookie"]).toEqual(["a=1; Path=/; HttpOnly", "b=2; Path=/"]);
    expect(answer.headers["retry-after"]).toBe("30");
    expect(answer.headers["strict-transport-security"]).toBe("max-age=31536000");
    expect(JSON.parse(answer.body.toString("utf8")).msg).toBe("请稍后再试");
    const marked = await send(own.port, "/marked", {});
    expect(JSON.parse(marked.body.toString("utf8"))).toEqual({ complete: true, other: false });
  });
});
