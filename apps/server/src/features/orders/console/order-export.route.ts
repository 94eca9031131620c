import { ADMIN_ORDER_EXPORT_PATH, AdminOrderFilterFields } from "@taxlearn/api/admin";
import { csvDocument, maySection } from "@taxlearn/core";
import { Schema } from "effect";
import type { Context, Hono } from "hono";
import { resolveSession } from "../../../auth/sessions";
import { envelopeJson, sendJsonText } from "../../../http/envelope";
import { type AppEnv, describeDecodeError, readToken } from "../../../http/mount-contracts";
import { SERVER_MESSAGES } from "../../../messages";
import type { ServerContext } from "../../../server-context";
import { ADMIN_MESSAGES } from "../../admin/admin.messages";
import { loadOperator } from "../../admin/admin-access";
import { recordAudit, recordDenied } from "../../admin/audit-log";
import { ordersForExport, toOrderRow } from "./orders-console.repo";

const decodeFilters = Schema.decodeUnknownEither(Schema.Struct(AdminOrderFilterFields));

const STATUS_LABELS: Record<string, string> = {
  created: "待支付",
  paying: "支付中",
  paid: "已支付",
  closed: "已关闭",
  refunding: "退款中",
  refunded: "已退款",
};
const PAY_TYPES: Record<number, string> = { 1: "微信支付", 2: "支付宝" };

/** Beijing wall time without seconds' fraction: 2026-03-01 08:05:09. */
const beijingTime = (iso: string | null): string =>
  iso === null ? "" : new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 19).replace("T", " ");

const HEADER = [
  "订单号",
  "下单时间",
  "支付时间",
  "状态",
  "用户ID",
  "手机号",
  "用户名",
  "商品类型",
  "商品",
  "金额(元)",
  "支付方式",
  "支付流水号",
  "已开票",
];

/**
 * GET /api/admin/orders-export.csv (finance) with the list's filters and the login token in the Authorization
 * header: every matching order, oldest first, as CSV in UTF-8 with a byte-order mark (Excel then reads the
 * Chinese). The export itself is written to the audit log with its filters and row count.
 */
export function mountOrderExportRoute(app: Hono<AppEnv>, server: ServerContext): void {
  const sessionOf = resolveSession(server);
  app.get(ADMIN_ORDER_EXPORT_PATH, async (c: Context<AppEnv>) => {
    const token = readToken(c);
    const session = token ? await sessionOf(token) : null;
    if (!session)
      return sendJsonText(
        c,
        envelopeJson(401, token ? SERVER_MESSAGES.tokenInvalid : SERVER_MESSAGES.notLoggedIn, null),
      );
    const operator = await loadOperator(server.db, session.userId);
    if (!maySection(operator.roles, "orders")) {
      await recordDenied(server.db, operator, "adminOrderExport", "", server.clock());
      return sendJsonText(c, envelopeJson(403, ADMIN_MESSAGES.forbidden("orders"), null), 403);
    }
    const decoded = decodeFilters(c.req.query(), { onExcessProperty: "ignore" });
    if (decoded._tag === "Left")
      return sendJsonText(c, envelopeJson(400, describeDecodeError(decoded.left), null), 400);
    const filters = decoded.right;
    if (filters.from && filters.to && filters.from > filters.to)
      return sendJsonText(c, envelopeJson(400, ADMIN_MESSAGES.dayRange, null), 400);
    const rows: (string | number | null)[][] = [HEADER];
    for await (const batch of ordersForExport(server.db, filters)) {
      for (const raw of batch) {
        const row = toOrderRow(raw);
        rows.push([
          row.tradeNo,
          beijingTime(row.createdAt),
          beijingTime(row.paidAt),
          STATUS_LABELS[row.status] ?? row.status,
          row.userId,
          row.phone,
          row.username,
          row.productKind === "vip" ? "VIP会员" : "课程",
          row.productName,
          row.amount,
          PAY_TYPES[row.payType] ?? String(row.payType),
          raw.transactionId,
          row.invoiced ? "是" : "否",
        ]);
      }
    }
    await recordAudit(
      server.db,
      operator,
      { action: "adminOrderExport", target: "", before: null, after: { filters, rows: rows.length - 1 } },
      server.clock(),
    );
    const day = new Date(server.clock().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    return c.body(csvDocument(rows), 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="orders-${day}.csv"`,
      "cache-control": "no-store",
    });
  });
}
