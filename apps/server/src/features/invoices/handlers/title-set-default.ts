import { lockForTransaction } from "../../../db/executor";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { INVOICES_MESSAGES } from "../invoices.messages";
import * as repo from "../invoices.repo";
import type { InvoiceHandler } from "./invoice-handler";

/** POST /api/invoice/title/default: one of the learner's titles becomes their only default. */
export const titleSetDefault =
  (server: ServerContext): InvoiceHandler<"invoiceTitleSetDefault"> =>
  async (input, request) => {
    const userId = request.session.userId;
    return server.db.transaction(async (tx) => {
      await lockForTransaction(tx, `invoice-titles:${userId}`);
      if (!(await repo.findTitle(tx, userId, input.id))) return fail(404, INVOICES_MESSAGES.titleNotFound);
      await repo.clearDefault(tx, userId);
      await repo.setDefaultTitle(tx, userId, input.id);
      return ok(null, INVOICES_MESSAGES.defaultSet);
    });
  };
