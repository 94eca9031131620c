import { beijingDay, FOOTPRINT_KINDS } from "@taxlearn/core";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { articleTypeName } from "../../catalogue/catalogue.mappers";
import { CENTRE_MESSAGES } from "../centre.messages";
import { findItem } from "../centre-items.repo";
import * as repo from "../footprints.repo";
import type { CentreHandler } from "./centre-handler";

const COURSE_TYPE_NAME = "课程";

/** POST /api/footprint/record: the detail pages call it for a logged-in learner (see docs/decisions). */
export const footprintRecord =
  (server: ServerContext): CentreHandler<"footprintRecord"> =>
  async ({ kind, id }, request) => {
    // footprint kinds and collect categories share their codes (course 1, policy 2, case 3)
    if (!(await findItem(server.db, kind, id))) return fail(404, CENTRE_MESSAGES.viewedItemNotFound);
    const now = server.clock();
    await repo.upsertFootprint(server.db, {
      userId: request.session.userId,
      kind,
      itemId: id,
      day: beijingDay(now),
      now,
    });
    return ok(null);
  };

/** GET /api/footprint/list: newest day first; items removed from the catalogue drop out. */
export const footprintList =
  (server: ServerContext): CentreHandler<"footprintList"> =>
  async ({ page, pageSize }, request) => {
    const found = await repo.listFootprints(server.db, request.session.userId, page, pageSize);
    const courseOf = new Map(found.courses.map((c) => [c.id, c]));
    const articleOf = new Map(found.articles.map((a) => [a.id, a]));
    const list = found.rows.flatMap((row) => {
      const base = {
        id: row.id,
        kind: row.kind,
        itemId: row.itemId,
        day: row.day,
        viewedAt: row.viewedAt.toISOString(),
      };
      if (row.kind === FOOTPRINT_KINDS.course) {
        const course = courseOf.get(row.itemId);
        return course ? [{ ...base, title: course.title, image: course.image, typeName: COURSE_TYPE_NAME }] : [];
      }
      const article = articleOf.get(row.itemId);
      return article ? [{ ...base, title: article.title, image: "", typeName: articleTypeName(article.type) }] : [];
    });
    return ok({ list, total: found.total, page, pageSize });
  };

export const footprintDel =
  (server: ServerContext): CentreHandler<"footprintDel"> =>
  async ({ id }, request) => {
    await repo.deleteFootprint(server.db, request.session.userId, id);
    return ok(null, CENTRE_MESSAGES.footprintCleared);
  };

export const footprintClear =
  (server: ServerContext): CentreHandler<"footprintClear"> =>
  async (_input, request) => {
    const cleared = await repo.deleteAllFootprints(server.db, request.session.userId);
    return ok({ cleared }, CENTRE_MESSAGES.footprintsCleared);
  };
