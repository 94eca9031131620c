import { beijingDay } from "@taxlearn/core";
import type { ResponseCache } from "../../http/response-cache";
import type { ServerContext } from "../../server-context";

/** How many lists (a filter and an order each) keep their order at once; the least recently used goes first. */
export const LIST_ORDERS_KEPT = 128;

/**
 * The order of a public list: the ids of every row, in the list's order, read once per catalogue state and kept
 * until the next catalogue write (the response cache's generation) or the next Beijing day. Any page of the list is
 * then a lookup of its ids by primary key and its total the length, so the last page costs what the first does,
 * whatever the catalogue's size, and no request counts the rows again. One read per list at a time: requests for a
 * list whose order is being read wait for it (no stampede).
 */
export class ListOrders {
  readonly #entries = new Map<string, { generation: number; day: string; ids: Promise<readonly number[]> }>();

  constructor(
    private readonly cache: ResponseCache,
    private readonly clock: () => Date,
  ) {}

  ids(key: string, read: () => Promise<readonly number[]>): Promise<readonly number[]> {
    // a cache that does not hear other processes' writes (a shared cache whose listener is down) is not trusted
    if ((this.cache as { listening?: boolean }).listening === false) return read();
    const generation = this.cache.generation;
    const day = beijingDay(this.clock());
    const known = this.#entries.get(key);
    if (known && known.generation === generation && known.day === day) {
      this.#entries.delete(key);
      this.#entries.set(key, known);
      return known.ids;
    }
    const ids = read();
    this.#entries.set(key, { generation, day, ids });
    // a failed read is not kept: the next request reads again
    ids.catch(() => {
      if (this.#entries.get(key)?.ids === ids) this.#entries.delete(key);
    });
    while (this.#entries.size > LIST_ORDERS_KEPT) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
    return ids;
  }
}

const byCache = new WeakMap<ResponseCache, ListOrders>();

/** The list orders of a server (one per response cache, so they are cleared with it). */
export function listOrdersOf(server: Pick<ServerContext, "cache" | "clock">): ListOrders {
  let orders = byCache.get(server.cache);
  if (!orders) {
    orders = new ListOrders(server.cache, server.clock);
    byCache.set(server.cache, orders);
  }
  return orders;
}

/** One page of a list in its order: the ids to look up and the total. */
export const pageOfIds = (ids: readonly number[], page: number, pageSize: number) => ({
  ids: ids.slice((page - 1) * pageSize, page * pageSize),
  total: ids.length,
});

/** Rows looked up by id, in the order of `ids` (rows no longer there are left out). */
export const inOrderOf = <R extends { id: number }>(ids: readonly number[], rows: readonly R[]): R[] => {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is R => r !== undefined);
};
