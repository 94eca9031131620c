import { describe, expect, it } from "vitest";
import { ResponseCache } from "../../http/response-cache";
import { LIST_ORDERS_KEPT, ListOrders } from "./list-orders";

const setup = () => {
  const cache = new ResponseCache();
  let now = new Date("2026-11-20T02:00:00Z");
  const orders = new ListOrders(cache, () => now);
  let reads = 0;
  const read = (ids: number[]) => async () => {
    reads += 1;
    return ids;
  };
  return {
    cache,
    orders,
    read,
    reads: () => reads,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
};

describe("list orders", () => {
  it("reads a list's order once per catalogue state: again after a catalogue write, never for another page", async () => {
    const s = setup();
    expect(await s.orders.ids("courses|new", s.read([3, 2, 1]))).toEqual([3, 2, 1]);
    expect(await s.orders.ids("courses|new", s.read([9]))).toEqual([3, 2, 1]);
    expect(s.reads()).toBe(1);
    s.cache.invalidate();
    expect(await s.orders.ids("courses|new", s.read([4, 3, 2, 1]))).toEqual([4, 3, 2, 1]);
    expect(s.reads()).toBe(2);
  });

  it("reads again on a new Beijing day (what is on sale today may change at midnight)", async () => {
    const s = setup();
    await s.orders.ids("k", s.read([1]));
    s.advance(15 * 3_600_000); // 10:00 in Beijing → 01:00 the next day
    await s.orders.ids("k", s.read([2]));
    expect(s.reads()).toBe(2);
  });

  it("lets concurrent requests of one list share one read (no stampede), and does not keep a failed read", async () => {
    const s = setup();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reads = 0;
    const slow = async () => {
      reads += 1;
      await gate;
      return [1, 2];
    };
    const answers = Promise.all(Array.from({ length: 5 }, () => s.orders.ids("k", slow)));
    release();
    expect(await answers).toEqual(Array(5).fill([1, 2]));
    expect(reads).toBe(1);
    await expect(s.orders.ids("broken", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await s.orders.ids("broken", s.read([7]))).toEqual([7]);
  });

  it(`keeps at most ${LIST_ORDERS_KEPT} lists, dropping the least recently used`, async () => {
    const s = setup();
    for (let i = 0; i <= LIST_ORDERS_KEPT; i++) await s.orders.ids(`k${i}`, s.read([i]));
    expect(s.reads()).toBe(LIST_ORDERS_KEPT + 1);
    await s.orders.ids(`k${LIST_ORDERS_KEPT}`, s.read([0]));
    expect(s.reads()).toBe(LIST_ORDERS_KEPT + 1);
    await s.orders.ids("k0", s.read([0]));
    expect(s.reads()).toBe(LIST_ORDERS_KEPT + 2);
  });
});
