import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { call, startTestServer, type TestServer } from "../testing/test-server";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const PROXY = "10.0.0.5";
/** `count` wrong passwords for numbers `prefix` + 000, 001 … (prefix: 8 digits), through the proxy at `peer`. */
const spray = (app: TestServer["app"], forwardedFor: string, count: number, prefix: string, peer = PROXY) =>
  Promise.all(
    Array.from({ length: count }, (_, i) =>
      call(app, "POST", "/api/app/login", {
        form: { account: `${prefix}${String(i).padStart(3, "0")}`, password: "Spring2026" },
        clientAddress: peer,
        headers: { "x-forwarded-for": forwardedFor },
      }),
    ),
  );
const statuses = (responses: { body: { status: number } }[]) => responses.map((r) => r.body.status).sort();

describe("the client address behind a reverse proxy", () => {
  it("with TRUST_PROXY, each client the proxy names has its own login budget (the proxy is not one client)", async () => {
    const app = createApp(t.server, { webDist: null, mediaDir: null, trustProxy: true });
    // what the client claims comes first; the proxy appends the address it saw
    // 10 failures of one address: its 11th attempt needs the picture captcha (449)
    const first = await spray(app, "198.51.100.1, 203.0.113.10", 11, "13900002");
    expect(statuses(first).filter((s) => s === 449)).toHaveLength(1);
    const other = await spray(app, "198.51.100.1, 203.0.113.11", 5, "13900003");
    expect(statuses(other)).toEqual([400, 400, 400, 400, 400]);
  });

  it("without TRUST_PROXY, X-Forwarded-For is ignored: a client cannot pick a fresh address per request", async () => {
    const app = createApp(t.server, { webDist: null, mediaDir: null });
    const responses = [];
    for (let i = 0; i < 11; i++) {
      const [response] = await spray(app, `203.0.113.${100 + i}`, 1, `139000${40 + i}`);
      responses.push(response!);
    }
    expect(statuses(responses).filter((s) => s === 449)).toHaveLength(1);
  });

  it("falls back to the peer when the last entry is not an address", async () => {
    const app = createApp(t.server, { webDist: null, mediaDir: null, trustProxy: true });
    // a peer that has used up its budget is asked for a picture, whatever the header says
    const peer = "10.0.0.6";
    const used = await spray(app, "", 10, "13900005", peer);
    expect(statuses(used).every((s) => s === 400)).toBe(true);
    const responses = await spray(app, "203.0.113.20, not-an-address", 1, "13900006", peer);
    expect(statuses(responses)).toEqual([449]);
  });
});
