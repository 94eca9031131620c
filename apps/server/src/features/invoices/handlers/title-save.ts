import { checkInvoiceTitle, INVOICE_LIMITS } from "@taxlearn/core";
import { lockForTransaction } from "../../../db/executor";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { unprintableCharacters } from "../invoice-font";
import { titleData } from "../invoice-views";
import { INVOICE_FIELD_LABELS, INVOICES_MESSAGES } from "../invoices.messages";
import * as repo from "../invoices.repo";
import type { InvoiceHandler } from "./invoice-handler";

/**
 * POST /api/invoice/title/save: adds a title or changes one of the learner's. Checked by core's rules (the message
 * names the field), and every text the PDF prints must be printable by the invoice font. The count limit and the
 * single default are decided one request at a time per learner (advisory lock), so parallel adds cannot pass 10.
 */
export const titleSave =
  (server: ServerContext): InvoiceHandler<"invoiceTitleSave"> =>
  async (input, request) => {
    const userId = request.session.userId;
    const checked = checkInvoiceTitle(input);
    if (!checked.ok) return fail(400, checked.message);
    const title = checked.value;
    for (const field of ["name", "address", "bank"] as const) {
      const missing = unprintableCharacters(title[field]);
      if (missing.length > 0) return fail(400, INVOICES_MESSAGES.unprintable(INVOICE_FIELD_LABELS[field]!, missing));
    }
    const now = server.clock();
    const result = await server.db.transaction(async (tx) => {
      await lockForTransaction(tx, `invoice-titles:${userId}`);
      const count = await repo.countTitles(tx, userId);
      if (input.id === undefined && count >= INVOICE_LIMITS.titlesPerLearner)
        return fail(409, INVOICES_MESSAGES.titleLimit);
      if (input.id !== undefined && !(await repo.findTitle(tx, userId, input.id))) {
        return fail(404, INVOICES_MESSAGES.titleNotFound);
      }
      const makeDefault = input.isDefault === 1 || count === 0;
      if (makeDefault) await repo.clearDefault(tx, userId);
      const values = { ...title, updatedAt: now, ...(makeDefault ? { isDefault: true } : {}) };
      const row =
        input.id === undefined
          ? await repo.insertTitle(tx, { ...values, userId, createdAt: now })
          : await repo.updateTitle(tx, input.id, values);
      return ok(titleData(row), INVOICES_MESSAGES.titleSaved);
    });
    return result;
  };
