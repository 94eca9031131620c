import { CONTRACTS } from "@taxlearn/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildHandlers } from "../app";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../testing/test-server";

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

describe("request input: a body that cannot be read is a 400, never a 500", () => {
  const GARBAGE = "\x00\xff--not-a-multipart-body\r\n\r\n--yyy\r\ncontent-disposition: garbage";
  const post = (path: string, contentType: string, raw: string, token?: string) =>
    call(t.app, "POST", path, { raw, headers: { "content-type": contentType }, token });

  it("answers a malformed multipart body on every POST route with 400, logged in or not", async () => {
    const errorsBefore = t.errors.length;
    const token = await loginAs(t.app, DEMO.vip);
    const routes = Object.values(CONTRACTS).filter((c) => c.method === "POST" && c.name in buildHandlers(t.server));
    expect(routes.length).toBeGreaterThan(10);
    for (const contract of routes) {
      const path = contract.path.replace(/:(\w+)/g, "1");
      for (const who of [undefined, token]) {
        const { http, body } = await post(path, "multipart/form-data; boundary=zzz", GARBAGE, who);
        expect(http, `${contract.path} ${who ? "logged in" : "anonymous"}`).toBe(200);
        if (contract.auth !== "required" || who) {
          expect(body, contract.path).toEqual({
            status: 400,
            success: false,
            msg: "请求体不是有效的表单数据",
            data: null,
          });
        }
      }
    }
    expect(t.errors.slice(errorsBefore)).toEqual([]);
  });

  it("answers multipart without a boundary, or with an empty body, with 400", async () => {
    for (const [type, raw] of [
      ["multipart/form-data", "account=1"],
      ["multipart/form-data; boundary=zzz", ""],
      ["multipart/form-data; boundary=", "--\r\n"],
    ] as const) {
      const { http, body } = await post("/api/app/login", type, raw);
      expect(http, type).toBe(200);
      expect(body, `${type} ${JSON.stringify(raw)}`).toMatchObject({ status: 400, msg: "请求体不是有效的表单数据" });
    }
  });

  it("still reads a well-formed multipart body", async () => {
    const form = new FormData();
    form.set("account", DEMO.plain);
    form.set("password", DEMO.password);
    const response = await t.app.request("/api/app/login", { method: "POST", body: form });
    expect(await response.json()).toMatchObject({ status: 200, msg: "登录成功" });
  });

  it("refuses a declared charset other than UTF-8 with 400 and accepts UTF-8 however it is spelled", async () => {
    for (const type of ["application/x-www-form-urlencoded; charset=gbk", "application/json; charset=utf-16"]) {
      const { http, body } = await post("/api/app/login", type, "{}");
      expect(http, type).toBe(200);
      expect(body, type).toMatchObject({ status: 400, msg: "请求体须使用 UTF-8 编码" });
    }
    const form = `account=${DEMO.plain}&password=${encodeURIComponent(DEMO.password)}`;
    for (const type of [
      'application/x-www-form-urlencoded; charset="UTF-8"',
      "Application/X-WWW-Form-Urlencoded;Charset=utf8",
    ]) {
      expect((await post("/api/app/login", type, form)).body, type).toMatchObject({ status: 200 });
    }
  });

  it("reads a JSON body that starts with a byte-order mark", async () => {
    const { body } = await postJson(
      "/api/app/login",
      `\ufeff{"account": "${DEMO.plain}", "password": "${DEMO.password}"}`,
    );
    expect(body).toMatchObject({ status: 200, msg: "登录成功" });
  });

  it("answers broken percent-encoding and invalid UTF-8 in a form with a field error, not a 500", async () => {
    const errorsBefore = t.errors.length;
    for (const raw of ["account=%E0%A4%A&password=%zz", "account=%FF%FE&password=%", "%%%&&&==="]) {
      const { http, body } = await post("/api/app/login", "application/x-www-form-urlencoded", raw);
      expect(http, raw).toBe(200);
      expect(body.status, raw).toBe(400);
    }
    expect(t.errors.slice(errorsBefore)).toEqual([]);
  });
});
