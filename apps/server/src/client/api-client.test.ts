import { createApiClient } from "@taxlearn/api";
import { STORAGE_KEYS } from "@taxlearn/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoopbackListener, serveOnLoopback } from "../testing/loopback-listener";
import { DEMO, startTestServer, type TestServer } from "../testing/test-server";

// The shared client of packages/api against the real server listening on a loopback port: real sockets, real
// fetch, real headers and form bodies on the wire.
let t: TestServer;
let listener: LoopbackListener | undefined;
let baseUrl: string;
beforeAll(async () => {
  t = await startTestServer();
  listener = await serveOnLoopback(t.app.fetch);
  baseUrl = listener.baseUrl;
});
afterAll(async () => {
  await listener?.close();
  await t?.close();
});

const memoryStorage = () => {
  const entries = new Map<string, string>();
  return {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    clear: () => entries.clear(),
  };
};

const clientFor = (storage: ReturnType<typeof memoryStorage>, onUnauthorized?: () => void) =>
  createApiClient({
    baseUrl,
    storage,
    onUnauthorized,
    fetch: globalThis.fetch,
  });

describe("createApiClient against the server", () => {
  it("logs in, reads the typed profile, and logs out", async () => {
    const storage = memoryStorage();
    let unauthorized = 0;
    const api = clientFor(storage, () => {
      unauthorized += 1;
      storage.clear();
    });
    const login = await api.login({ account: DEMO.vip, password: DEMO.password });
    if (!login.success) throw new Error(login.msg);
    storage.setItem(STORAGE_KEYS.token, login.data.token);

    const info = await api.userInfo();
    expect(info.success && info.data.vipName).toBe("年度会员");

    expect((await api.logout()).msg).toBe("登出成功");
    const after = await api.userInfo();
    expect(after).toMatchObject({ status: 401, success: false });
    expect(unauthorized).toBe(1);
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it("decodes catalogue, related and search responses with the contracts", async () => {
    const api = clientFor(memoryStorage());
    const list = await api.onlineProducts({ productType: 2, pageSize: 20 });
    if (!list.success) throw new Error(list.msg);
    expect(list.data.list.every((c) => c.productType === 2)).toBe(true);
    const related = await api.newsListByCourse({ id: list.data.list[0]!.id as number });
    expect(related.success).toBe(true);
    const found = await api.searchOnlineProducts({ keyword: "个人所得税" });
    if (!found.success) throw new Error(found.msg);
    expect(found.data.list[0]!.titleHighlight).toContain("<em>");
  });

  it("sends the org header from storage on the calls that take it", async () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.orgId, "13");
    const api = clientFor(storage);
    const list = await api.onlineProducts({ pageSize: 100 });
    if (!list.success) throw new Error(list.msg);
    expect(list.data.list.every((c) => [101, 106].includes(c.categoryId))).toBe(true);
    const config = await api.orgConfig();
    expect(config.success && config.data.config.isShowCaseDetailAd).toBe(0);
  });

  it("returns business failures as results", async () => {
    const api = clientFor(memoryStorage());
    expect(await api.login({ account: DEMO.plain, password: "wrong-pass1" })).toEqual({
      status: 400,
      success: false,
      msg: "账号或密码错误",
      data: null,
    });
  });
});
