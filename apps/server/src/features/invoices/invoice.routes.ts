import { INVOICE_PDF_PATH } from "@taxlearn/api";
import { INVOICE_STATUSES } from "@taxlearn/core";
import type { Context, Hono } from "hono";
import { resolveSession } from "../../auth/sessions";
import { type AppEnv, readToken } from "../../http/mount-contracts";
import { SERVER_MESSAGES } from "../../messages";
import type { ServerContext } from "../../server-context";
import { invoicePdfKey, issueApplication, voidApplication } from "./invoice-issue";
import { isOperatorToken, OPERATOR_INVOICE_PATH, OPERATOR_TOKEN_HEADER } from "./invoice-operator";
import { type InvoiceSeller, invoiceSellerFrom } from "./invoice-seller";
import { INVOICES_MESSAGES } from "./invoices.messages";
import * as repo from "./invoices.repo";

const envelope = (c: Context, status: number, msg: string, http: 200 | 401 | 403 | 404 = 200) =>
  c.body(JSON.stringify({ status, success: status === 200, msg, data: null }), http, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
  });

/** A positive int4 id from a path segment, or null. */
const idOf = (raw: string): number | null =>
  /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;

/**
 * GET /api/invoice/pdf/:id with the login token (Authorization or accesstoken header): the PDF of one of the
 * learner's issued invoices. Not a contract: the answer is a file, not an envelope. Another learner's id, an id
 * that does not exist and a voided or pending one are all 404, so ids reveal nothing.
 */
export function mountInvoiceRoutes(app: Hono<AppEnv>, server: ServerContext): void {
  const sessionOf = resolveSession(server);
  app.get(INVOICE_PDF_PATH, async (c) => {
    const token = readToken(c);
    const session = token ? await sessionOf(token) : null;
    if (!session) return envelope(c, 401, token ? SERVER_MESSAGES.tokenInvalid : SERVER_MESSAGES.notLoggedIn);
    const id = idOf(c.req.param("id"));
    const row = id === null ? undefined : await repo.findApplicationOf(server.db, session.userId, id);
    if (!row) return envelope(c, 404, INVOICES_MESSAGES.applicationNotFound, 404);
    // invoices issued before the media store kept their PDF in the row
    const pdf =
      row.status !== INVOICE_STATUSES.issued.value
        ? null
        : (row.pdf ?? (row.issuedAt ? await server.media.read(invoicePdfKey(id!, row.issuedAt)) : null));
    if (!pdf) return envelope(c, 404, INVOICES_MESSAGES.pdfNotIssued, 404);
    return c.body(new Uint8Array(pdf), 200, {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="invoice-${row.invoiceNumber}.pdf"`,
      "cache-control": "private, no-store",
    });
  });

  // the operator commands' way in (scripts/invoice-operator.ts): the running server owns the embedded database
  app.post(OPERATOR_INVOICE_PATH, async (c) => {
    if (!isOperatorToken(server.orgMasterKey, c.req.header(OPERATOR_TOKEN_HEADER)))
      return envelope(c, 403, "需要运维令牌", 403);
    const id = idOf(c.req.param("id"));
    const action = c.req.param("action");
    if (id === null || (action !== "issue" && action !== "void")) return envelope(c, 404, "未知的运维操作", 404);
    if (action === "void") {
      const outcome = await voidApplication(server, id);
      return envelope(c, outcome.ok ? 200 : 409, outcome.message);
    }
    let seller: InvoiceSeller;
    try {
      seller = invoiceSellerFrom(process.env, server.production);
    } catch (error) {
      return envelope(c, 409, (error as Error).message);
    }
    const outcome = await issueApplication(server, id, seller);
    return envelope(c, outcome.ok ? 200 : 409, outcome.message);
  });
}
