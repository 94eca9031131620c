import type { InvoiceableOrderData, InvoiceTitleData } from "@taxlearn/api";
import { fenToYuan, yuanToFen } from "@taxlearn/core";

/** The sum of the chosen orders in yuan, added in fen (no float error). */
export const selectedTotal = (orders: readonly InvoiceableOrderData[], chosen: ReadonlySet<string>): string =>
  fenToYuan(orders.filter((o) => chosen.has(o.tradeNo)).reduce((sum, o) => sum + (yuanToFen(o.amount) ?? 0), 0));

/** The orders preselected by `?tradeNo=` (from the order list), if the learner can invoice them. */
export const preselected = (orders: readonly InvoiceableOrderData[], tradeNo: string | null): Set<string> =>
  new Set(tradeNo && orders.some((o) => o.tradeNo === tradeNo) ? [tradeNo] : []);

/** The title chosen at first: the default, else the first. */
export const initialTitleId = (titles: readonly InvoiceTitleData[]): number | null =>
  (titles.find((t) => t.isDefault) ?? titles[0])?.id ?? null;
