import { ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { titleData } from "../invoice-views";
import * as repo from "../invoices.repo";
import type { InvoiceHandler } from "./invoice-handler";

/** GET /api/invoice/title/list: the learner's titles, the default first. */
export const titleList =
  (server: ServerContext): InvoiceHandler<"invoiceTitleList"> =>
  async (_input, request) =>
    ok((await repo.listTitles(server.db, request.session.userId)).map(titleData));
