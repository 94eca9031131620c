import { fail, ok } from "../../../http/outcome";
import { SERVER_MESSAGES } from "../../../messages";
import type { ServerContext } from "../../../server-context";
import * as repo from "../collections.repo";
import { courseCards } from "../course-cards";
import { coursesByIds } from "../courses.repo";
import { coursesInScope, mayViewerSee, viewerScope } from "../viewer-scope";
import type { CatalogueHandlers } from "./catalogue-handlers";

/**
 * The curated collections: custom files (themes), 课单 and hearings, lists and details. Custom files and 课单 are
 * public or one organisation's own (viewer-scope.ts); their courses keep to the organisation's categories.
 */
export function collectionHandlers(server: ServerContext): CatalogueHandlers {
  const { db } = server;
  return {
    async customFileList(input, request) {
      const scope = await viewerScope(db, request);
      const { rows, total } = await repo.listCustomFiles(
        db,
        input.theme,
        scope.memberOrgId,
        input.page,
        input.pageSize,
      );
      return ok({
        list: rows.map(({ contentHtml: _html, courseIds: _ids, orgId: _org, publishedAt, ...card }) => ({
          ...card,
          publishedAt: publishedAt.toISOString(),
        })),
        total,
        page: input.page,
        pageSize: input.pageSize,
      });
    },

    async customFileDetail(input, request) {
      const row = await repo.findCustomFile(db, input.id);
      const scope = await viewerScope(db, request);
      if (!row || !mayViewerSee(row.orgId, scope)) return fail(404, SERVER_MESSAGES.notFound);
      const { courseIds, publishedAt, orgId: _org, ...rest } = row;
      return ok({
        ...rest,
        publishedAt: publishedAt.toISOString(),
        courses: await courseCards(db, coursesInScope(await coursesByIds(db, courseIds), scope)),
      });
    },

    async kedanList(input, request) {
      const scope = await viewerScope(db, request);
      const { rows, total } = await repo.listKedans(db, scope.memberOrgId, input.page, input.pageSize);
      return ok({
        list: rows.map(({ courseIds, sort: _sort, orgId: _org, ...card }) => ({
          ...card,
          courseCount: courseIds.length,
        })),
        total,
        page: input.page,
        pageSize: input.pageSize,
      });
    },

    async kedanDetail(input, request) {
      const row = await repo.findKedan(db, input.id);
      const scope = await viewerScope(db, request);
      if (!row || !mayViewerSee(row.orgId, scope)) return fail(404, SERVER_MESSAGES.notFound);
      const { courseIds, sort: _sort, orgId: _org, ...rest } = row;
      const courses = coursesInScope(await coursesByIds(db, courseIds), scope);
      return ok({ ...rest, courseCount: courses.length, courses: await courseCards(db, courses) });
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
