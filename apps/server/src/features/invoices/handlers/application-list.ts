import { ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { applicationData } from "../invoice-views";
import * as repo from "../invoices.repo";
import type { InvoiceHandler } from "./invoice-handler";

/** GET /api/invoice/application/list: the learner's applications, newest first. */
export const applicationList =
  (server: ServerContext): InvoiceHandler<"invoiceApplicationList"> =>
  async (input, request) => {
    const { rows, total } = await repo.listApplications(server.db, request.session.userId, input.page, input.pageSize);
    const ordersOf = await repo.ordersOfApplications(
      server.db,
      rows.map((r) => r.id),
    );
    return ok({
      list: rows.map((r) => applicationData(r, ordersOf.get(r.id) ?? [])),
      total,
      page: input.page,
      pageSize: input.pageSize,
    });
  };
