import { and, eq } from "drizzle-orm";
import { lockForTransaction } from "../../../db/executor";
import { invoiceTitles } from "../../../db/schema";
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
      const deleted = await tx
        .delete(invoiceTitles)
        .where(and(eq(invoiceTitles.userId, userId), eq(invoiceTitles.id, input.id)))
        .returning({ id: invoiceTitles.id });
      if (deleted.length === 0) return fail(404, INVOICES_MESSAGES.titleNotFound);
      await repo.ensureDefault(tx, userId);
      return ok(null, INVOICES_MESSAGES.titleDeleted);
    });
  };
