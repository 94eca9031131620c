import { CONTRACTS, type Contract, pathParams } from "@taxlearn/api";
import { ADMIN_CONTRACTS } from "@taxlearn/api/admin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../testing/test-server";

// An id is its decimal digits and nothing else: `1001%20` once reached a console call as learner 1001.
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

/** Spellings JavaScript's Number() reads as 1001 (or 1000) that are not the digits of an id. */
const PADDED = ["1001%20", "%201001", "1001%09", "1001%0A", "%2B1001", "1e3", "0x3E9", "1001.0", "1001%C2%A0"];
// an order's trade number is text, not an id
const TEXT_PATH_PARAMS = new Set(["tradeNo", "secret"]);

const withIdPaths = ([...Object.values(CONTRACTS), ...Object.values(ADMIN_CONTRACTS)] as Contract[]).filter(
  (c) => pathParams(c.path).length > 0 && pathParams(c.path).every((param) => !TEXT_PATH_PARAMS.has(param)),
);

describe("ids are strict digits", () => {
  it("in the path of every served contract, learner's and console's", { timeout: 120_000 }, async () => {
    expect(withIdPaths.length).toBeGreaterThan(40);
    for (const contract of withIdPaths) {
      for (const padded of PADDED) {
        const path = contract.path.replace(/:(\w+)/g, padded);
        const token = contract.path.startsWith("/api/admin/") ? admin : learner;
        const { http, body } = await call(t.app, contract.method, path, { token });
        expect({ path, http, status: body.status }).toEqual({ path, http: 200, status: 400 });
        expect(body.msg).toMatch(new RegExp(`^参数格式不正确：(${pathParams(contract.path).join("|")})$`));
      }
    }
    expect(t.errors).toEqual([]);
  });

  it("in query and body fields", async () => {
    for (const padded of PADDED) {
      const query = await call(t.app, "GET", `/api/onlineProduct/detail/1001?provinceId=${padded}`);
      expect(query.body.msg, padded).toBe("参数格式不正确：provinceId");
      const form = await call(t.app, "POST", "/api/live/book", {
        token: learner,
        raw: `id=${padded}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(form.body.msg, padded).toBe("参数格式不正确：id");
    }
  });

  it("so a console password reset through a padded id resets nobody", async () => {
    const target = await call<{ uid: number }>(t.app, "POST", "/api/app/login", {
      form: { account: DEMO.vip, password: DEMO.password },
    });
    const uid = target.body.data.uid;
    const reset = await call(t.app, "POST", `/api/admin/users/${uid}%20/password`, { token: admin });
    expect(reset.body.status).toBe(400);
    expect(
      (await call(t.app, "POST", "/api/app/login", { form: { account: DEMO.vip, password: DEMO.password } })).body
        .status,
    ).toBe(200);
  });

  it("while the plain digits still work", async () => {
    expect((await call(t.app, "GET", "/api/onlineProduct/detail/1001")).body.status).toBe(200);
    expect((await call(t.app, "GET", "/api/onlineProduct/detail/1001?provinceId=1")).body.status).toBe(200);
  });
});
