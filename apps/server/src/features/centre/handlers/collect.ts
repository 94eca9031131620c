import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { CENTRE_MESSAGES } from "../centre.messages";
import { findItem } from "../centre-items.repo";
import * as repo from "../favourites.repo";
import type { CentreHandler } from "./centre-handler";

// The learner is always the token's: a body naming another user (or any userId) changes nothing of theirs.

/** POST /api/collect/add: idempotent; the item must exist with the category named. */
export const collectAdd =
  (server: ServerContext): CentreHandler<"collectAdd"> =>
  async ({ id, category }, request) => {
    const item = await findItem(server.db, category, id);
    if (!item) return fail(404, CENTRE_MESSAGES.itemNotFound);
    await repo.insertFavourite(server.db, {
      userId: request.session.userId,
      category,
      itemId: id,
      now: server.clock(),
    });
    return ok({ collected: true as const }, CENTRE_MESSAGES.collected);
  };

/** POST /api/collect/del: idempotent (removing what is not there succeeds). */
export const collectDel =
  (server: ServerContext): CentreHandler<"collectDel"> =>
  async ({ id, category }, request) => {
    await repo.deleteFavourite(server.db, { userId: request.session.userId, category, itemId: id });
    return ok({ collected: false as const }, CENTRE_MESSAGES.uncollected);
  };

/** GET /api/collect/status: whether the detail page's 收藏 toggle is on. */
export const collectStatus =
  (server: ServerContext): CentreHandler<"collectStatus"> =>
  async ({ id, category }, request) =>
    ok({ collected: await repo.hasFavourite(server.db, request.session.userId, category, id) });
