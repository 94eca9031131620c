import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, DEMO, startTestServer, type TestServer } from "../testing/test-server";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

/** Posts a raw JSON text (JSON.stringify would drop a literal "__proto__" key). */
const postJson = (path: string, text: string) =>
  call(t.app, "POST", path, { raw: text, headers: { "content-type": "application/json" } });

describe("request input: prototype keys are never fields", () => {
  it("a login whose account and password sit only inside __proto__ is a 400 naming the field", async () => {
    const { http, body } = await postJson(
      "/api/app/login",
      `{"__proto__": {"account": "${DEMO.plain}", "password": "${DEMO.password}"}}`,
    );
    expect(http).toBe(200);
    expect(body).toEqual({ status: 400, success: false, msg: "缺少参数：account", data: null });
  });

  it("one field given plainly and the other only through __proto__ is still missing that field", async () => {
    const { body } = await postJson(
      "/api/app/login",
      `{"account": "${DEMO.plain}", "__proto__": {"password": "${DEMO.password}"}}`,
    );
    expect(body).toMatchObject({ status: 400, msg: "缺少参数：password" });
  });

  it("constructor and prototype keys are dropped too, and the rest of the body still counts", async () => {
    const { body } = await postJson(
      "/api/app/login",
      `{"constructor": {"prototype": {"account": "x"}}, "prototype": 1, "account": "${DEMO.plain}", "password": "${DEMO.password}"}`,
    );
    expect(body).toMatchObject({ status: 200, msg: "登录成功" });
  });
});
