import { ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { courseCards } from "../../catalogue/course-cards";
import * as repo from "../study.repo";
import type { CentreHandler } from "./centre-handler";

/** GET /api/cart/onlinePurchasedList: the token's learner's purchased courses, newest purchase first. */
export const purchasedList =
  (server: ServerContext): CentreHandler<"purchasedList"> =>
  async ({ page, pageSize }, request) => {
    const { rows, total } = await repo.listPurchases(server.db, request.session.userId, page, pageSize);
    const cards = await courseCards(
      server.db,
      rows.map((r) => r.course),
    );
    const list = cards.map((card, i) => ({ ...card, purchasedAt: rows[i]!.purchasedAt.toISOString() }));
    return ok({ list, total, page, pageSize });
  };
