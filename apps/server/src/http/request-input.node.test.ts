import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../app";
import { type LoopbackListener, serveOnLoopback } from "../testing/loopback-listener";
import { DEMO, startTestServer, type TestServer } from "../testing/test-server";

// Bodies over a real socket: with a Content-Length the body is read straight from Node's request (request-input.ts),
// without one (chunked) through the Fetch request and the body limit's wrapper.
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

/** Sends `chunks` one write at a time; with `chunked` no Content-Length is declared. */
const post = (path: string, chunks: Buffer[], chunked = false) =>
  new Promise<{ status: number; body: { status: number; msg: string; data: unknown } }>((resolve, reject) => {
    const length = chunks.reduce((sum, c) => sum + c.length, 0);
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: listener!.port,
        path,
        agent: false,
        method: "POST",
        headers: { "content-type": "application/json", ...(chunked ? {} : { "content-length": String(length) }) },
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on("data", (p: Buffer) => parts.push(p));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(parts).toString()) }),
        );
      },
    );
    req.on("error", reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });

const login = `{"account": "${DEMO.plain}", "password": "${DEMO.password}"}`;

describe("request bodies over HTTP", () => {
  it("reads a JSON body with a Content-Length, a leading byte-order mark and characters split across writes", async () => {
    const withBom = Buffer.from(`\ufeff${login}`);
    expect((await post("/api/app/login", [withBom.subarray(0, 2), withBom.subarray(2)])).body).toMatchObject({
      status: 200,
      msg: "登录成功",
    });
    // 增 is three bytes: the first write ends inside it
    const search = Buffer.from(JSON.stringify({ keyword: "增值税", kind: "course" }));
    const cut = search.indexOf(Buffer.from("增")) + 1;
    const { body } = await post("/api/es/onlineProducts", [search.subarray(0, cut), search.subarray(cut)]);
    expect(body.status).toBe(200);
    expect((body.data as { total: number }).total).toBeGreaterThan(0);
  });

  it("reads a chunked body too, and refuses one over the limit with 413 whether or not its length is declared", async () => {
    expect((await post("/api/app/login", [Buffer.from(login)], true)).body).toMatchObject({ status: 200 });
    const huge = Buffer.from(JSON.stringify({ keyword: "x".repeat(MAX_BODY_BYTES) }));
    expect((await post("/api/es/onlineProducts", [huge], true)).status).toBe(413);
    expect((await post("/api/es/onlineProducts", [huge])).status).toBe(413);
  });

  it("answers broken JSON with a Content-Length as a 400, not a 500", async () => {
    const { status, body } = await post("/api/es/onlineProducts", [Buffer.from('{"keyword": "增值')]);
    expect(status).toBe(200);
    expect(body.status).toBe(400);
  });
});
