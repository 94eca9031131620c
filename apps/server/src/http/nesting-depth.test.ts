import { CONTRACTS, type Contract } from "@taxlearn/api";
import { ADMIN_CONTRACTS } from "@taxlearn/api/admin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../testing/test-server";

// A body nested thousands of levels deep must be refused as input (400, Chinese), never overflow the stack (500).
let t: TestServer;
let learner: string;
let admin: string;
beforeAll(async () => {
  t = await startTestServer();
  learner = await loginAs(t.app, DEMO.plain);
  admin = await loginAs(t.app, "13800000010");
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const LEVELS = 20_000;
/** About 40 KB: an array 20 000 levels deep. */
const deepArray = `${"[".repeat(LEVELS)}${"]".repeat(LEVELS)}`;
const deepObject = `${'{"a":'.repeat(LEVELS / 4)}1${"}".repeat(LEVELS / 4)}`;
const CHINESE = /[\u4e00-\u9fff]/;

const postContracts = ([...Object.values(CONTRACTS), ...Object.values(ADMIN_CONTRACTS)] as Contract[]).filter(
  (c) => c.method === "POST",
);
const pathOf = (c: Contract) => c.path.replace(/:(\w+)/g, "1");
const tokenFor = (c: Contract) => (c.path.startsWith("/api/admin/") ? admin : learner);

describe("deeply nested input", () => {
  it("as the JSON body of every served POST route is a Chinese 400", { timeout: 120_000 }, async () => {
    expect(postContracts.length).toBeGreaterThan(80);
    const answers: string[] = [];
    for (const contract of postContracts) {
      for (const body of [`{"data":${deepArray}}`, deepArray, `{"data":${deepObject}}`]) {
        const { http, body: envelope } = await call(t.app, "POST", pathOf(contract), {
          raw: body,
          headers: { "content-type": "application/json" },
          token: tokenFor(contract),
        });
        answers.push(`${contract.path} ${http} ${envelope?.status} ${envelope?.msg}`);
        expect({ route: contract.path, http, status: envelope.status }).toEqual({
          route: contract.path,
          http: 200,
          status: 400,
        });
        expect(envelope.msg).toBe("请求体嵌套层级过深");
      }
    }
    expect(t.errors).toEqual([]);
  });

  it("in a form or multipart field holding JSON (a tracking event's jsonParam) is a Chinese 400 naming it", async () => {
    for (const jsonParam of [deepArray, `{"a":${deepArray}}`]) {
      const form = await call(t.app, "POST", "/api/statistic/event", { form: { eventName: "click", jsonParam } });
      expect({ http: form.http, status: form.body.status, msg: form.body.msg }).toEqual({
        http: 200,
        status: 400,
        msg: "参数格式不正确：jsonParam",
      });
      const multipart = new FormData();
      multipart.set("eventName", "click");
      multipart.set("jsonParam", jsonParam);
      const response = await t.app.request("/api/statistic/event", { method: "POST", body: multipart });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: 400, msg: "参数格式不正确：jsonParam" });
    }
    expect(t.errors).toEqual([]);
  });

  it("stops nowhere a real call goes: shallow JSON still works, and text with brackets is just text", async () => {
    const event = await call(t.app, "POST", "/api/statistic/event", {
      form: { eventName: "click", jsonParam: JSON.stringify({ a: [[{ b: [1, 2] }]] }) },
    });
    expect(event.body.status).toBe(200);
    const text = await call(t.app, "POST", "/api/feedback/submit", {
      token: learner,
      form: { star: "5", productType: "1", productId: "1", content: `[${"[".repeat(100)} 课程很好` },
    });
    expect(text.body.msg).toMatch(CHINESE);
    expect(text.body.msg).not.toBe("参数格式不正确：content");
  });
});
