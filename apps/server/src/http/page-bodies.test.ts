import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/test-server";

// The routes outside /api that read a form or JSON body (the sandbox providers' pages and APIs) refuse one they
// cannot read with a 400 in Chinese, as the contract routes do, never a 500.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const FORM_ROUTES = [
  "/sandbox/dingtalk/workbench",
  "/sandbox/oauth2/authorize/confirm",
  "/sandbox/oauth2/authorize/decline",
  "/sandbox/oauth2/token",
  "/sandbox/wechat/connect/confirm",
  "/sandbox/wechat/connect/decline",
];
const JSON_ROUTES = ["/sandbox/dingtalk/topapi/v2/user/getuserinfo", "/sandbox/dingtalk/topapi/v2/user/get"];
const BOUNDARY = "----sandboxBoundary";
const UNREADABLE_FORMS: readonly (readonly [string, string])[] = [
  [
    `multipart/form-data; boundary=${BOUNDARY}`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name=\r\n\r\n\u0000garbage`,
  ],
  ["multipart/form-data", "a=1&b=2"],
  [`multipart/form-data; boundary=${BOUNDARY}`, "no boundary here at all"],
];
const deep = (levels: number) => `{"userid":${"[".repeat(levels)}${"]".repeat(levels)}}`;

async function post(path: string, contentType: string, body: string) {
  const response = await t.app.request(path, { method: "POST", headers: { "content-type": contentType }, body });
  return { http: response.status, text: await response.text() };
}

describe("a sandbox route's body", () => {
  it("that is a malformed multipart form is a 400 in Chinese on each of the six form routes", async () => {
    for (const path of FORM_ROUTES) {
      for (const [contentType, body] of UNREADABLE_FORMS) {
        const { http, text } = await post(path, contentType, body);
        expect({ path, contentType, http }).toEqual({ path, contentType, http: 400 });
        expect(JSON.parse(text)).toMatchObject({ status: 400, success: false, msg: "请求体不是有效的表单数据" });
      }
    }
    expect(t.errors).toEqual([]);
  });

  it("that is JSON nested 20 000 levels deep is a 400 in Chinese", async () => {
    for (const path of [...JSON_ROUTES, ...FORM_ROUTES]) {
      const { http, text } = await post(path, "application/json", deep(20_000));
      expect({ path, http }).toEqual({ path, http: 400 });
      expect(JSON.parse(text)).toMatchObject({ status: 400, msg: "请求体嵌套层级过深" });
    }
    expect(t.errors).toEqual([]);
  });

  it("that is readable still reaches the route (the form is read once and kept for it)", async () => {
    const form = await t.app.request("/sandbox/wechat/connect/decline", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "appid=wrong&redirect_uri=%2F&state=s",
    });
    expect(form.status).toBe(400);
    expect(await form.text()).toContain("appid 无效");
    const multipart = new FormData();
    multipart.set("appid", "wrong");
    const parts = await t.app.request("/sandbox/wechat/connect/decline", { method: "POST", body: multipart });
    expect(await parts.text()).toContain("appid 无效");
    const json = await post(JSON_ROUTES[0]!, "application/json", '{"code":"nope"}');
    expect(json.http).toBe(200);
  });
});
