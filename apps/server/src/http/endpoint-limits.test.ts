import { asc, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../app";
import { coursePurchases, courses } from "../db/schema";
import { type PaymentGateway, PROVIDER_TIMEOUT_MS } from "../features/payments/payment-gateway";
import type { SearchIndex, SearchQuery } from "../features/search/search-index";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../testing/test-server";
import {
  ConcurrencyLimit,
  DatabasePlaces,
  DEFAULT_ENDPOINT_LIMIT,
  databasePlacesOf,
  EMBEDDED_DATABASE_PLACES,
  limitOf,
} from "./endpoint-limits";
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
    // nine different queries: one query's later requests would be answered from the first one's cached answer
    const searches = Array.from({ length: 9 }, (_, i) =>
      search(app, `增值税 ${i}`).then(async (response) => {
        order.push(`search ${response.status}`);
        return { i, response, body: (await response.json()) as Record<string, unknown> };
      }),
    );
    // wait for the condition, not for a time: two searches running and the four beyond the queue refused
    await vi.waitFor(
      () => {
        expect(slow.started()).toBe(2);
        expect(order).toEqual(Array(4).fill("search 503"));
      },
      { timeout: 20_000 },
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
        // long enough for a search that is not held at the gate to finish on a busy machine
        endpointLimits: { searchOnlineProducts: { concurrent: 1, queued: 0, maxWaitMs: 60_000, timeoutMs: 1_000 } },
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
    // another query (the abandoned one's answer is cached once it ends) is refused at once until the abandoned work
    // has really ended and let go of its slot, then answered
    await vi.waitFor(async () => expect((await search(app, "出口退税")).status).toBe(200), { timeout: 10_000 });
    expect(slow.started()).toBe(2);
  });

  it("requests of one query that waited for a slot are answered from the answer the first one cached", async () => {
    const slow = gatedSearch();
    const app = createApp(
      { ...t.server, search: slow.index, cache: new ResponseCache() },
      {
        webDist: null,
        mediaDir: null,
        endpointLimits: { searchOnlineProducts: { concurrent: 1, queued: 8, maxWaitMs: 60_000, timeoutMs: 60_000 } },
      },
    );
    const burst = Array.from({ length: 6 }, () => search(app, "个人所得税"));
    await vi.waitFor(() => expect(slow.started()).toBe(1));
    slow.open();
    const answers = await Promise.all(burst);
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(200));
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);
    // the index was asked once
    expect(slow.started()).toBe(1);
  });

  it("cached catalogue reads are answered without taking a slot", async () => {
    const app = createApp(t.server, {
      webDist: null,
      mediaDir: null,
      endpointLimits: { onlineProducts: { concurrent: 1, queued: 0 } },
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
      jsapiAppId: real.jsapiAppId,
      start: (trade, scene) => real.start(trade, scene),
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
    // five paid courses nobody owns: one open order per learner and product, so five products
    const owned = new Set(
      (await t.server.db.select({ id: coursePurchases.courseId }).from(coursePurchases)).map((r) => r.id),
    );
    const products = (
      await t.server.db
        .select({ id: courses.id, productType: courses.productType })
        .from(courses)
        .where(ne(courses.price, "0.00"))
        .orderBy(asc(courses.id))
    )
      .filter((c) => !owned.has(c.id))
      .slice(0, 5);
    expect(products).toHaveLength(5);
    const orders: { uni: string }[] = [];
    for (const [i, product] of products.entries()) {
      const created = await call<{ uni: string }>(app, "POST", "/api/order/online/create", {
        token,
        form: {
          storeId: "0",
          productType: String(product.productType),
          productId: String(product.id),
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
    await vi.waitFor(() => expect(started).toBe(2), { timeout: 20_000 });
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

describe("places of the embedded database", () => {
  const limit = { ...DEFAULT_ENDPOINT_LIMIT, concurrent: 3, queued: 1, maxWaitMs: 60_000 };
  /** Whether `acquire`'s promise has settled (the gate hands slots on in a later turn, so those run first). */
  const settled = async (pending: Promise<unknown>): Promise<boolean> => {
    const marker = Symbol("pending");
    await settle();
    return (await Promise.race([pending, Promise.resolve(marker)])) !== marker;
  };

  it("an endpoint's second slot needs a free place; its first needs none, so every endpoint keeps moving", async () => {
    const places = new DatabasePlaces(2);
    const storm = new ConcurrencyLimit(limit, places);
    const other = new ConcurrencyLimit(limit, places);
    const first = await storm.acquire();
    const second = await storm.acquire();
    expect(places.inUse).toBe(2);
    // both places taken: the storm's third waits (its own limit, 3, would allow it), the next is refused at once
    const third = storm.acquire();
    expect(await settled(third)).toBe(false);
    expect(await storm.acquire()).toBeNull();
    // another endpoint's first request is let in all the same
    const bystander = await other.acquire();
    expect(bystander).not.toBeNull();
    expect(places.inUse).toBe(3);

    first!.release();
    // two of three places still in use: the storm's waiting one stays out
    expect(await settled(third)).toBe(false);
    bystander!.release();
    second!.release();
    expect(await settled(third)).toBe(true);
    expect(storm.active).toBe(1);
    (await third)!.release();
    await settle();
    expect(places.inUse).toBe(0);
  });

  it("without places (PostgreSQL) only the endpoint's own limit counts", async () => {
    const gate = new ConcurrencyLimit(limit, null);
    const permits = await Promise.all([gate.acquire(), gate.acquire(), gate.acquire()]);
    expect(permits.every((p) => p !== null)).toBe(true);
    for (const permit of permits) permit!.release();
  });

  it("one count per embedded database, shared by all its gates; none for PostgreSQL", () => {
    const embedded = { db: t.server.db, dbKind: "pglite" as const };
    expect(databasePlacesOf(embedded)).toBe(databasePlacesOf(embedded));
    expect(databasePlacesOf(embedded)?.shared).toBe(EMBEDDED_DATABASE_PLACES);
    expect(databasePlacesOf({ db: t.server.db, dbKind: "postgres" })).toBeNull();
  });

  // PostgreSQL has no places (its pool runs requests side by side)
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    "with the server's own limits, distinct searches run side by side without queueing behind each other, and leave places of the database to other endpoints",
    async () => {
      const slow = gatedSearch();
      const app = createApp(
        { ...t.server, search: slow.index, cache: new ResponseCache() },
        { webDist: null, mediaDir: null },
      );
      const running = limitOf("searchOnlineProducts").concurrent;
      expect(running).toBeGreaterThanOrEqual(6);
      const searches = Array.from({ length: running + 2 }, (_, i) => search(app, `增值税 ${i}`));
      await vi.waitFor(() => expect(slow.started()).toBe(running), { timeout: 20_000 });
      // a storm of searches holds fewer places than the database has: a course list still gets one
      expect(running).toBeLessThan(EMBEDDED_DATABASE_PLACES);
      const list = await call<{ list: unknown[] }>(app, "GET", "/api/onlineProducts?page=1");
      expect(list.body.status).toBe(200);
      slow.open();
      expect((await Promise.all(searches)).map((r) => r.status)).toEqual(Array(running + 2).fill(200));
    },
  );

  // PostgreSQL has no places (its pool runs requests side by side)
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    "a storm of one endpoint holds no more than the places, however high its own limit; another learner's call answers meanwhile",
    async () => {
      const slow = gatedSearch();
      const app = createApp(
        { ...t.server, search: slow.index, cache: new ResponseCache() },
        {
          webDist: null,
          mediaDir: null,
          endpointLimits: {
            searchOnlineProducts: { concurrent: 16, queued: 64, maxWaitMs: 60_000, timeoutMs: 60_000 },
          },
        },
      );
      const searches = Array.from({ length: 12 }, (_, i) => search(app, `增值税 ${i}`));
      await vi.waitFor(() => expect(slow.started()).toBe(EMBEDDED_DATABASE_PLACES), { timeout: 20_000 });
      await settle();
      expect(slow.started()).toBe(EMBEDDED_DATABASE_PLACES);
      const token = await loginAs(app, DEMO.vip);
      const unread = await call<{ count: number }>(app, "GET", "/api/getNotReadCount", { token });
      expect(unread.body.status).toBe(200);
      slow.open();
      expect((await Promise.all(searches)).map((r) => r.status)).toEqual(Array(12).fill(200));
      expect(slow.started()).toBe(12);
    },
  );
});

describe("/healthz", () => {
  it("answers while the database connection is held by a transaction that has not ended", async () => {
    let holding!: () => void;
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const transaction = t.server.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      holding();
      await finished;
    });
    await held;
    try {
      // a database call waits behind the transaction; /healthz does not
      const waiting = t.server.db.execute(sql`select 1`);
      const health = await t.app.request("/healthz");
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok", db: t.server.dbKind });
      finish();
      await Promise.all([transaction, waiting]);
    } finally {
      finish();
    }
  });
});
