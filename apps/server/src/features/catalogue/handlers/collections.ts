import { fail, ok } from "../../../http/outcome";
import { SERVER_MESSAGES } from "../../../messages";
import type { ServerContext } from "../../../server-context";
import * as repo from "../collections.repo";
import { courseCards } from "../course-cards";
import { coursesByIds } from "../courses.repo";
import type { CatalogueHandlers } from "./catalogue-handlers";

/** The curated collections: custom files (themes), 课单 and hearings, lists and details. */
export function collectionHandlers(server: ServerContext): CatalogueHandlers {
  const { db } = server;
  return {
    async customFileList(input) {
      const { rows, total } = await repo.listCustomFiles(db, input.theme, input.page, input.pageSize);
      return ok({
        list: rows.map(({ contentHtml: _html, courseIds: _ids, publishedAt, ...card }) => ({
          ...card,
          publishedAt: publishedAt.toISOString(),
        })),
        total,
        page: input.page,
        pageSize: input.pageSize,
      });
    },

    async customFileDetail(input) {
      const row = await repo.findCustomFile(db, input.id);
      if (!row) return fail(404, SERVER_MESSAGES.notFound);
      const { courseIds, publishedAt, ...rest } = row;
      return ok({
        ...rest,
        publishedAt: publishedAt.toISOString(),
        courses: await courseCards(db, await coursesByIds(db, courseIds)),
      });
    },

    async kedanList(input) {
      const { rows, total } = await repo.listKedans(db, input.page, input.pageSize);
      return ok({
        list: rows.map(({ courseIds, sort: _sort, ...card }) => ({ ...card, courseCount: courseIds.length })),
        total,
        page: input.page,
        pageSize: input.pageSize,
      });
    },

    async kedanDetail(input) {
      const row = await repo.findKedan(db, input.id);
      if (!row) return fail(404, SERVER_MESSAGES.notFound);
      const { courseIds, sort: _sort, ...rest } = row;
      return ok({
        ...rest,
        courseCount: courseIds.length,
        courses: await courseCards(db, await coursesByIds(db, courseIds)),
      });
    },

    async hearingList(input) {
      const { rows, total } = await repo.listHearings(db, input.page, input.pageSize);
      return ok({
        list: rows.map(({ contentHtml: _html, heldAt, ...card }) => ({ ...card, heldAt: heldAt.toISOString() })),
        total,
        page: input.page,
        pageSize: input.pageSize,
      });
    },

    async hearingDetail(input) {
      const row = await repo.findHearing(db, input.id);
      return row ? ok({ ...row, heldAt: row.heldAt.toISOString() }) : fail(404, SERVER_MESSAGES.notFound);
    },
  };
}
