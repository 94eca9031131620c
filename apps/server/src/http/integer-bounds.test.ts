import { CONTRACTS, type Contract, pathParams } from "@taxlearn/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../testing/test-server";

// Integers beyond the database's int4 columns are bad parameters (400 naming the field), never a failed query.
let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await loginAs(t.app, DEMO.plain);
});
afterAll(async () => {
  await t?.close();
});

const OVERSIZED = ["2147483648", "99999999999"] as const;

type Case = {
  readonly method: "GET" | "POST";
  readonly path: (big: string) => string;
  readonly form?: (big: string) => Record<string, string>;
  readonly field: string;
};

const CASES: readonly Case[] = [
  { method: "GET", path: (big) => `/api/onlineProduct/detail/${big}`, field: "id" },
  { method: "GET", path: (big) => `/api/onlineProduct/detail/1?provinceId=${big}`, field: "provinceId" },
  { method: "GET", path: (big) => `/api/onlineProduct/fileExtraData?fileId=${big}`, field: "fileId" },
  { method: "GET", path: (big) => `/api/aliVod/playInfo/${big}`, field: "id" },
  { method: "GET", path: (big) => `/api/onlineProduct/lectures/${big}`, field: "id" },
  { method: "GET", path: (big) => `/api/regionalColumn?provinceId=${big}`, field: "provinceId" },
  { method: "GET", path: (big) => `/api/regionalColumn?cityId=${big}`, field: "cityId" },
  { method: "GET", path: (big) => `/api/org/config?orgId=${big}`, field: "orgId" },
  { method: "GET", path: (big) => `/api/onlineProducts?categoryId=${big}`, field: "categoryId" },
  { method: "GET", path: (big) => `/api/onlineProducts?page=${big}`, field: "page" },
  { method: "GET", path: (big) => `/api/onlineNewsList?type=${big}`, field: "type" },
  { method: "GET", path: (big) => `/api/newsListByCourse/${big}`, field: "id" },
  { method: "GET", path: (big) => `/api/onlineProductListByNews/${big}`, field: "id" },
  { method: "GET", path: (big) => `/api/caseNewsByCase/27/${big}`, field: "id" },
  { method: "GET", path: (big) => `/api/caseInspectsByCourse/${big}/6`, field: "id" },
  { method: "POST", path: () => "/api/live/book", form: (big) => ({ id: big }), field: "id" },
  {
    method: "POST",
    path: () => "/api/writeStudyRecord",
    form: (big) => ({ fileId: big, position: "10" }),
    field: "fileId",
  },
  {
    method: "POST",
    path: () => "/api/writeStudyRecord",
    form: (big) => ({ fileId: "1", position: big }),
    field: "position",
  },
  {
    method: "POST",
    path: () => "/api/writeBreakpointRecord",
    form: (big) => ({ fileId: big, breakpoint: "10" }),
    field: "fileId",
  },
  {
    method: "POST",
    path: () => "/api/writeBreakpointRecord",
    form: (big) => ({ fileId: "1", breakpoint: big }),
    field: "breakpoint",
  },
  { method: "POST", path: () => "/api/user/preference", form: (big) => ({ provinceId: big }), field: "provinceId" },
  { method: "POST", path: () => "/api/user/preference", form: (big) => ({ cityId: big }), field: "cityId" },
  {
    method: "POST",
    path: () => "/api/feedback/submit",
    form: (big) => ({ star: "5", productType: "1", productId: big }),
    field: "productId",
  },
  { method: "POST", path: (big) => `/api/feedback/getInfo/${big}`, field: "id" },
  {
    method: "POST",
    path: () => "/api/aliVod/hls/hlsGenerateToken",
    form: (big) => ({ jsCode: "2", fileId: big }),
    field: "fileId",
  },
  {
    method: "POST",
    path: () => "/api/app/login",
    form: (big) => ({ account: DEMO.plain, password: "x", orgId: big }),
    field: "orgId",
  },
];

describe("integers beyond int4", () => {
  for (const { method, path, form, field } of CASES) {
    it(`${method} ${path("{n}")}${form ? ` ${Object.keys(form("n")).join(",")}` : ""} → 400 参数格式不正确：${field}`, async () => {
      for (const big of OVERSIZED) {
        const { http, body } = await call(t.app, method, path(big), { token, ...(form ? { form: form(big) } : {}) });
        expect({ big, http, body }).toEqual({
          big,
          http: 200,
          body: { status: 400, success: false, msg: `参数格式不正确：${field}`, data: null },
        });
      }
    });
  }

  // an order's trade number is text (6-32 letters and digits): a long run of digits is a well-formed one, not found
  const TEXT_PATH_PARAMS = new Set(["tradeNo"]);

  it("are refused in the path of every served contract", async () => {
    const withParams = (Object.values(CONTRACTS) as Contract[]).filter(
      (c) => pathParams(c.path).length > 0 && pathParams(c.path).every((param) => !TEXT_PATH_PARAMS.has(param)),
    );
    expect(withParams.length).toBeGreaterThan(20);
    for (const contract of withParams) {
      for (const big of OVERSIZED) {
        const { http, body } = await call(t.app, contract.method, contract.path.replace(/:(\w+)/g, big), { token });
        expect({ route: `${contract.method} ${contract.path}`, http, status: body.status }).toEqual({
          route: `${contract.method} ${contract.path}`,
          http: 200,
          status: 400,
        });
        expect(body.msg).toMatch(new RegExp(`^参数格式不正确：(${pathParams(contract.path).join("|")})$`));
      }
    }
  });
});
