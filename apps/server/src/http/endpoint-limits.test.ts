import { VIP_ORDER_PRODUCT_TYPE } from "@taxlearn/core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../app";
import { type PaymentGateway, PROVIDER_TIMEOUT_MS } from "../features/payments/payment-gateway";
import type { SearchIndex, SearchQuery } from "../features/search/search-index";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../testing/test-server";
import { ConcurrencyLimit, DEFAULT_ENDPOINT_LIMIT, limitOf } from "./endpoint-limits";
import { ResponseCache } from "./response-cache";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

/** A search backend whose every query waits until the test opens the gate. */
function gatedSearch(): { index: SearchIndex; started: () => number; open: () => void } {
  let started = 0;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    index: {
      upsert: async () => {},
      remove: async () => {},
      search: async (_query: SearchQuery) => {
        started += 1;
        await gate;
        return { hits: [], total: 0 };
      },
    },
    started: () => started,
    open,
  };
}

// each app below has a cache of its own: an answer cached by an earlier test would never reach the gate
const search = async (app: ReturnType<typeof createApp>, keyword = "增值税"): Promise<Response> =>
  await app.request("/api/es/onlineProducts", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: `keyword=${encodeURIComponent(keyword)}`,
  });

/** Lets queued timers and immediates run (the gate hands slots on with setImmediate). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("per-endpoint concurrency limits", () => {
  it("search is limited lower than the default", () => {
    const searchLimit = limitOf("searchOnlineProducts");
    expect(searchLimit.concurrent).toBeLessThan(DEFAULT_ENDPOINT_LIMIT.concurrent);
    // its queue may be as long (a 64-connection mix bunches its searches), but nobody waits in it as long
    expect(searchLimit.queued).toBeLessThanOrEqual(DEFAULT_ENDPOINT_LIMIT.queued);
    expect(searchLimit.maxWaitMs).toBeLessThan(DEFAULT_ENDPOINT_LIMIT.maxWaitMs);
    expect(limitOf("courseList")).toEqual(DEFAULT_ENDPOINT_LIMIT);
  });

  it("with 2 running and 3 waiting, 9 parallel searches: 4 get 503 with Retry-After at once, /healthz answers meanwhile, the rest 200", async () => {
    const slow = gatedSearch();
    const app = createApp(
      { ...t.server, search: slow.index, cache: new ResponseCache() },
      {
        webDist: null,
        mediaDir: null,
        endpointLimits: {
          searchOnlineProducts: {
            concurrent: 2,
            queued: 3,
            maxWaitMs: 60_000,
            timeoutMs: 60_000,
            retryAfterSeconds: 4,
          },
        },
      },
    );
    const order: string[] = [];
    const searches = Array.from({ length: 9 }, (_, i) =>
      search(app).then(async (response) => {
        order.push(`search ${response.status}`);
        return { i, response, body: (await response.json()) as Record<string, unknown> };
      }),
    );
    await settle();
    expect(slow.started()).toBe(2);

    const health = await app.request("/healthz");
    order.push(`healthz ${health.status}`);
    // another endpoint is not held up by search's queue either
    const other = await app.request("/api/live/list");
    order.push(`live ${other.status}`);

    slow.open();
    const answers = await Promise.all(searches);
    const refused = answers.filter((a) => a.response.status === 503);
    expect(refused).toHaveLength(4);
    for (const { response, body } of refused) {
      expect(response.headers.get("retry-after")).toBe("4");
      expect(body).toEqual({ status: 503, success: false, msg: "服务繁忙，请稍后再试", data: null });
    }
    expect(answers.filter((a) => a.response.status === 200)).toHaveLength(5);
    expect(slow.started()).toBe(5);
    // the four refusals come first, then /healthz and the live list, and only then the searches that got a slot
    expect(order).toEqual([...Array(4).fill("search 503"), "healthz 200", "live 200", ...Array(5).fill("search 200")]);
  });

  it("a queued request that waits longer than its limit gets 503", async () => {
    const slow = gatedSearch();
    const app = createApp(
      { ...t.server, search: slow.index, cache: new ResponseCache() },
      {
        webDist: null,
        mediaDir: null,
        endpointLimits: { searchOnlineProducts: { concurrent: 1, queued: 5, maxWaitMs: 30, timeoutMs: 60_000 } },
      },
    );
    const first = search(app);
    const second = await search(app);
    expect(second.status).toBe(503);
    expect(second.headers.get("retry-after")).toBe(String(limitOf("searchOnlineProducts").retryAfterSeconds));
    slow.open();
    expect((await first).status).toBe(200);
  });

  it("a handler that runs past its time limit answers 503 and keeps its slot until the work really ends", async () => {
    const slow = gatedSearch();
    const errorsBefore = t.errors.length;
    const app = createApp(
      { ...t.server, search: slow.index, cache: new ResponseCache() },
      {
        webDist: null,
        mediaDir: null,
        endpointLimits: { searchOnlineProducts: { concurrent: 1, queued: 0, maxWaitMs: 60_000, timeoutMs: 30 } },
      },
    );
    const timedOut = await search(app);
    expect(timedOut.status).toBe(503);
    expect(await timedOut.json()).toMatchObject({ status: 503, msg: "服务繁忙，请稍后再试" });
    expect(t.errors.slice(errorsBefore).some((line) => line.includes("request timed out"))).toBe(true);
    // the abandoned query still runs: a second search finds no free slot and no room to wait
    expect((await search(app)).status).toBe(503);
    expect(slow.started()).toBe(1);
    slow.open();
    await settle();
    // another query (the abandoned one's answer is cached once it ends)
    const again = await search(app, "出口退税");
    expect(again.status).toBe(200);
    expect(slow.started()).toBe(2);
  });

  it("cached catalogue reads are answered without taking a slot", async () => {
    const app = createApp(t.server, {
      webDist: null,
      mediaDir: null,
      endpointLimits: { courseList: { concurrent: 1, queued: 0 } },
    });
    expect((await app.request("/api/onlineProducts?pageSize=10")).status).toBe(200);
    const hits = await Promise.all(Array.from({ length: 5 }, () => app.request("/api/onlineProducts?pageSize=10")));
    expect(hits.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
  });
});

describe("order endpoints", () => {
  it("create, pay and cancel run a few at a time, and pay/cancel outlast their provider calls", () => {
    for (const name of ["orderCreate", "orderPay", "orderCancel"]) {
      const limit = limitOf(name);
      expect(limit.concurrent, name).toBeLessThan(DEFAULT_ENDPOINT_LIMIT.concurrent);
      expect(limit.concurrent, name).toBeGreaterThanOrEqual(2);
      // a burst of buyers waits its turn rather than being refused at once
      expect(limit.queued, name).toBeGreaterThanOrEqual(limit.concurrent * 4);
    }
    expect(limitOf("orderPay").timeoutMs).toBeGreaterThan(PROVIDER_TIMEOUT_MS);
    // cancelling closes the provider's trade, then asks what became of it
    expect(limitOf("orderCancel").timeoutMs).toBeGreaterThan(2 * PROVIDER_TIMEOUT_MS);
    expect(limitOf("orderList")).toEqual(DEFAULT_ENDPOINT_LIMIT);
  });

  it("with the provider hanging, pays beyond the running and waiting ones get 503 with Retry-After; the rest complete", async () => {
    const real = t.server.payments.gateways.get(1)!;
    let started = 0;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const hanging: PaymentGateway = {
      payType: 1,
      provider: real.provider,
      sandbox: real.sandbox,
      precreate: async (trade) => {
        started += 1;
        await gate;
        return real.precreate(trade);
      },
      query: (tradeNo) => real.query(tradeNo),
      close: (tradeNo) => real.close(tradeNo),
      refund: (refund) => real.refund(refund),
      verifyNotification: (headers, body) => real.verifyNotification(headers, body),
      notificationAnswer: (accepted) => real.notificationAnswer(accepted),
    };
    const app = createApp(
      { ...t.server, payments: { ...t.server.payments, gateways: new Map([[1, hanging]]) } },
      {
        webDist: null,
        mediaDir: null,
        endpointLimits: {
          orderPay: { concurrent: 2, queued: 1, maxWaitMs: 60_000, timeoutMs: 60_000, retryAfterSeconds: 3 },
        },
      },
    );
    const token = await loginAs(app, DEMO.plain);
    const orders: { uni: string }[] = [];
    for (let i = 0; i < 5; i++) {
      const created = await call<{ uni: string }>(app, "POST", "/api/order/online/create", {
        token,
        form: {
          storeId: "0",
          productType: String(VIP_ORDER_PRODUCT_TYPE),
          productId: "1",
          cartNum: "1",
          uniqueId: `limit-${i}`,
          payType: "1",
        },
      });
      expect(created.body.status).toBe(200);
      orders.push(created.body.data);
    }
    const pays = orders.map((order) =>
      call(app, "POST", "/api/order/online/pay", { token, form: { uni: order.uni, payType: "1", from: "pc" } }),
    );
    // the two running ones reach the provider after their reads of the order
    await vi.waitFor(() => expect(started).toBe(2), { timeout: 5_000 });
    await settle();
    expect(started).toBe(2);
    // the rest of the server answers meanwhile
    expect((await app.request("/healthz")).status).toBe(200);
    open();
    const answers = await Promise.all(pays);
    const refused = answers.filter((a) => a.http === 503);
    expect(refused).toHaveLength(2);
    for (const a of refused) expect(a.headers.get("retry-after")).toBe("3");
    expect(answers.filter((a) => a.http === 200 && a.body.status === 200)).toHaveLength(3);
    expect(started).toBe(3);
  });
});

describe("ConcurrencyLimit", () => {
  const limit = { ...DEFAULT_ENDPOINT_LIMIT, concurrent: 1, queued: 2, maxWaitMs: 60_000 };

  it("grants slots in arrival order and refuses once the queue is full", async () => {
    const gate = new ConcurrencyLimit(limit);
    const first = await gate.acquire();
    const granted: number[] = [];
    const inLine = (n: number) =>
      gate.acquire().then((permit) => {
        granted.push(n);
        return permit;
      });
    const second = inLine(2);
    const third = inLine(3);
    expect(await gate.acquire()).toBeNull();
    expect(gate.waiting).toBe(2);
    first!.release();
    first!.release(); // a second release changes nothing
    (await second)!.release();
    (await third)!.release();
    expect(granted).toEqual([2, 3]);
    await settle();
    expect(gate.active).toBe(0);
  });

  it("hands a released slot on in a later turn of the event loop, not in the same chain of microtasks", async () => {
    const gate = new ConcurrencyLimit(limit);
    const first = await gate.acquire();
    let granted = false;
    const waiting = gate.acquire().then((permit) => {
      granted = true;
      return permit;
    });
    first!.release();
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(granted).toBe(false);
    (await waiting)!.release();
    expect(granted).toBe(true);
  });
});
