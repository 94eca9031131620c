import { DEFAULT_PAGE_SIZE, ORDER_STATUSES, type OrderStatus } from "@taxlearn/core";
import { listSearchParams, readPage, readPageSize } from "../../../lib/list-params";

export interface OrderListQuery {
  readonly page: number;
  readonly pageSize: number;
  /** null: all orders */
  readonly status: OrderStatus | null;
}

/** /center/order?page=&pageSize=&status=: anything unreadable falls back to page 1, 10 a page, all states. */
export function parseOrderListQuery(params: URLSearchParams): OrderListQuery {
  return {
    page: readPage(params),
    pageSize: readPageSize(params),
    status: ORDER_STATUSES.find((status) => status === params.get("status")) ?? null,
  };
}

export const serializeOrderListQuery = (query: OrderListQuery): URLSearchParams =>
  listSearchParams([
    ["status", query.status, null],
    ["page", query.page, 1],
    ["pageSize", query.pageSize, DEFAULT_PAGE_SIZE],
  ]);
