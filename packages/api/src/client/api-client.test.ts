import { MESSAGES } from "@taxlearn/core";
import { describe, expect, it, vi } from "vitest";
import { CONTRACTS } from "../contracts";
import { createApiClient, hostDomainOf } from "./api-client";
import { ApiError } from "./api-error";
import { createBrowserApiClient } from "./browser-client";

const storageOf = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });
const okEnvelope = (data: unknown) =>
  new Response(JSON.stringify({ status: 200, success: true, msg: "ok", data }), { status: 200 });

describe("hostDomainOf (spec §7 hostDomain header)", () => {
  it.each([
    ["www.example.com", "example.com"],
    ["a.b.example.com:8080", "b.example.com"],
    ["localhost:3000", "localhost"],
  ])("%s → %s", (host, expected) => expect(hostDomainOf(host)).toBe(expected));
});

// the browser's client (decision 108) behaves as the full one in everything but decoding a success's data
describe.each([
  ["createApiClient", createApiClient],
  ["createBrowserApiClient", createBrowserApiClient],
] as const)("%s", (clientName, createClient) => {
  it("sends platform, hostDomain, stored tokens, the org header where the call takes it, and form bodies", async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      okEnvelope({ token: "t", uid: 1, username: "u", expiresAt: "2026-01-01T00:00:00.000Z" }),
    );
    const client = createClient({
      baseUrl: "https://www.taxlearn.example",
      storage: storageOf({ token: "tok", accesstoken: "sso", accesstokenold: "sso-old", orgId: "12" }),
      fetch: fetch as typeof globalThis.fetch,
    });
    const result = await client.login({ account: "13800000001", password: "a b&c" });
    expect(result.success).toBe(true);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("https://www.taxlearn.example/api/app/login");
    expect(init).toMatchObject({
      method: "POST",
      credentials: "include",
      body: "account=13800000001&password=a+b%26c",
    });
    expect(init!.headers).toMatchObject({
      platform: "web",
      hostDomain: "taxlearn.example",
      Authorization: "Bearer tok",
      accesstoken: "sso",
      accesstokenold: "sso-old",
      "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
    });
    expect((init!.headers as Record<string, string>).orgId).toBeUndefined();

    fetch.mockResolvedValueOnce(okEnvelope({ list: [], total: 0, page: 2, pageSize: 20 }));
    await client.onlineProducts({ page: 2, pageSize: 20, keyword: "增值税" });
    const [listUrl, listInit] = fetch.mock.calls[1]!;
    expect(listUrl).toBe(
      "https://www.taxlearn.example/api/onlineProducts?page=2&pageSize=20&keyword=%E5%A2%9E%E5%80%BC%E7%A8%8E",
    );
    expect((listInit!.headers as Record<string, string>).orgId).toBe("12");
  });

  it("fills path parameters", async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => okEnvelope([]));
    const client = createClient({
      baseUrl: "http://localhost:3000",
      storage: storageOf({}),
      fetch: fetch as typeof globalThis.fetch,
    });
    await client.caseNewsByCase({ type: 27, id: 3041 });
    expect(fetch.mock.calls[0]![0]).toBe("http://localhost:3000/api/caseNewsByCase/27/3041");
    const init = (fetch.mock.calls[0] as unknown[])[1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it("calls onUnauthorized on a body status 401 and returns the failure", async () => {
    const onUnauthorized = vi.fn();
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ status: 401, success: false, msg: "请先登录", data: null })),
    );
    const client = createClient({
      baseUrl: "http://x.test",
      storage: storageOf({}),
      onUnauthorized,
      fetch: fetch as typeof globalThis.fetch,
    });
    const result = await client.userInfo();
    expect(result).toEqual({ status: 401, success: false, msg: "请先登录", data: null });
    expect(onUnauthorized).toHaveBeenCalledWith({ msg: "请先登录", path: "/api/userInfo" });
  });

  it("returns other business failures without calling onUnauthorized", async () => {
    const onUnauthorized = vi.fn();
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ status: 429, success: false, msg: "稍后再试", data: null })),
    );
    const client = createClient({
      baseUrl: "http://x.test",
      storage: storageOf({}),
      onUnauthorized,
      fetch: fetch as typeof globalThis.fetch,
    });
    expect((await client.login({ account: "13800000001", password: "x" })).status).toBe(429);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("hands a refusal's reason to the screen when it is one the client knows, and no other", async () => {
    const refusal = (extra: Record<string, unknown>) =>
      new Response(JSON.stringify({ status: 404, success: false, msg: "该课程已下架", data: null, ...extra }));
    const fetch = vi.fn(async () => refusal({ reason: "withdrawn" }));
    const client = createClient({
      baseUrl: "http://x.test",
      storage: storageOf({}),
      fetch: fetch as typeof globalThis.fetch,
    });
    expect(await client.onlineProductDetail({ id: 1 })).toEqual({
      status: 404,
      success: false,
      msg: "该课程已下架",
      data: null,
      reason: "withdrawn",
    });
    fetch.mockResolvedValueOnce(refusal({ reason: "somethingElse" }));
    expect(await client.onlineProductDetail({ id: 1 })).toEqual({
      status: 404,
      success: false,
      msg: "该课程已下架",
      data: null,
    });
  });

  it("raises non-200 HTTP responses to the caller", async () => {
    const fetch = vi.fn(async () => new Response("too big", { status: 413 }));
    const client = createClient({
      baseUrl: "http://x.test",
      storage: storageOf({}),
      fetch: fetch as typeof globalThis.fetch,
    });
    await expect(client.cityList()).rejects.toMatchObject({ code: "ERR_BAD_RESPONSE", httpStatus: 413 });
  });

  it("gives a non-200 answer a Chinese message: the server's envelope msg, else one for the status", async () => {
    const answers = [
      new Response(JSON.stringify({ status: 503, success: false, msg: "服务繁忙，请稍后再试", data: null }), {
        status: 503,
        headers: { "retry-after": "2" },
      }),
      new Response("<html>Service Unavailable</html>", { status: 503 }),
      new Response("", { status: 502 }),
      new Response("too big", { status: 413 }),
      new Response(JSON.stringify({ status: 500, msg: "服务器内部错误，请稍后再试（请求编号 abcdefgh）" }), {
        status: 500,
      }),
    ];
    const fetch = vi.fn(async () => answers.shift()!);
    const client = createClient({
      baseUrl: "http://x.test",
      storage: storageOf({}),
      fetch: fetch as typeof globalThis.fetch,
    });
    const messages: [string, number | null][] = [];
    for (let i = 0; i < 5; i++) {
      const error = await client.cityList().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      messages.push([(error as ApiError).message, (error as ApiError).httpStatus]);
    }
    expect(messages).toEqual([
      ["服务繁忙，请稍后再试", 503],
      ["服务繁忙，请稍后再试", 503],
      ["服务繁忙，请稍后再试", 502],
      [MESSAGES.requestFailed, 413],
      ["服务器内部错误，请稍后再试（请求编号 abcdefgh）", 500],
    ]);
  });

  it("turns a timeout into 请求超时，请检查网络是否连接正常", async () => {
    const fetch = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new Error("aborted"))),
        ),
    );
    const client = createClient({
      baseUrl: "http://x.test",
      storage: storageOf({}),
      fetch: fetch as typeof globalThis.fetch,
      timeoutMs: 20,
    });
    const error = await client.cityList().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: MESSAGES.requestTimeout, code: "ECONNABORTED" });
  });

  it("turns other network failures into 请求失败，请检查网络是否已连接", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("fetch failed");
    });
    const client = createClient({
      baseUrl: "http://x.test",
      storage: storageOf({}),
      fetch: fetch as typeof globalThis.fetch,
    });
    await expect(client.cityList()).rejects.toMatchObject({ message: MESSAGES.requestFailed, code: "ERR_NETWORK" });
  });

  it("rejects a success whose data does not match the contract (the full client; the browser's takes them)", async () => {
    const fetch = vi.fn(async () => okEnvelope({ uid: "not-a-number" }));
    const client = createClient({
      baseUrl: "http://x.test",
      storage: storageOf({ token: "t" }),
      fetch: fetch as typeof globalThis.fetch,
    });
    if (clientName === "createApiClient")
      await expect(client.userInfo()).rejects.toMatchObject({ code: "ERR_BAD_RESPONSE" });
    else await expect(client.userInfo()).resolves.toMatchObject({ success: true, data: { uid: "not-a-number" } });
  });

  it("rejects a body that is not an envelope", async () => {
    for (const body of [[], null, { status: "200", success: true, msg: "ok" }, { status: 200, msg: "ok" }]) {
      const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
      const client = createClient({
        baseUrl: "http://x.test",
        storage: storageOf({}),
        fetch: fetch as typeof globalThis.fetch,
      });
      await expect(client.cityList()).rejects.toMatchObject({ message: "unexpected response shape" });
    }
  });

  it("defaults to the spec's 300000 ms timeout", async () => {
    vi.useFakeTimers();
    try {
      const fetch = vi.fn(
        (_url: string | URL | Request, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener("abort", () => reject(new Error("aborted"))),
          ),
      );
      const client = createClient({
        baseUrl: "http://x.test",
        storage: storageOf({}),
        fetch: fetch as typeof globalThis.fetch,
      });
      const settled = vi.fn();
      const pending = client.cityList().catch(settled);
      await vi.advanceTimersByTimeAsync(299_999);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await pending;
      expect(settled).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it("has one typed function per contract", () => {
    const client = createClient({ baseUrl: "http://x.test", storage: storageOf({}) });
    for (const name of Object.keys(CONTRACTS))
      expect(typeof (client as unknown as Record<string, unknown>)[name]).toBe("function");
  });
});
