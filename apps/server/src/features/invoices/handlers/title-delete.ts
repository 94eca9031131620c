import { lockForTransaction } from "../../../db/executor";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { INVOICES_MESSAGES } from "../invoices.messages";
import * as repo from "../invoices.repo";
import type { InvoiceHandler } from "./invoice-handler";

/** POST /api/invoice/title/delete: deletes one of the learner's titles; the newest left becomes the default. */
export const titleDelete =
  (server: ServerContext): InvoiceHandler<"invoiceTitleDelete"> =>
  async (input, request) => {
    const userId = request.session.userId;
    return server.db.transaction(async (tx) => {
      await lockForTransaction(tx, `invoice-titles:${userId}`);
      if (!(await repo.deleteTitle(tx, userId, input.id))) return fail(404, INVOICES_MESSAGES.titleNotFound);
      await repo.ensureDefault(tx, userId);
      return ok(null, INVOICES_MESSAGES.titleDeleted);
    });
  };
