import type { RegionalColumnData } from "@taxlearn/api";
import { fail, ok } from "../../../http/outcome";
import { SERVER_MESSAGES } from "../../../messages";
import type { ServerContext } from "../../../server-context";
import { withLearnerBookings } from "../../live/learner-bookings";
import { courseCards } from "../course-cards";
import { coursesByIds } from "../courses.repo";
import * as repo from "../regional-column.repo";
import { coursesInScope, type ViewerScope, viewerScope } from "../viewer-scope";
import type { CatalogueHandlers } from "./catalogue-handlers";

type RegionalColumn = typeof RegionalColumnData.Type;

/**
 * A region's column as every visitor of the same organisation scope sees it (`scheduled` 0), or undefined when the
 * region has none: the organisation's own column first, its courses within the organisation's categories. Kept in
 * the response cache (cleared by catalogue writes) under a key that cannot clash with the URL keys of cached routes.
 */
async function sharedRegionalColumn(
  server: ServerContext,
  cityId: number | undefined,
  provinceId: number | undefined,
  scope: ViewerScope,
): Promise<RegionalColumn | undefined> {
  const key = `regionalColumn|${cityId ?? ""}|${provinceId ?? ""}|${scope.memberOrgId ?? ""}|${scope.categoryScope?.join(",") ?? "*"}`;
  const hit = server.cache.get(key);
  if (hit !== undefined) return JSON.parse(Buffer.from(hit.identity).toString("utf8")) as RegionalColumn;
  const generation = server.cache.generation;
  const column = await repo.findRegionalColumn(server.db, cityId, provinceId, scope.memberOrgId);
  if (!column) return undefined;
  const [courses, lives] = await Promise.all([
    coursesByIds(server.db, column.courseIds),
    repo.livesByIds(server.db, column.liveIds),
  ]);
  const data: RegionalColumn = {
    id: column.id,
    title: column.title,
    moreLink: column.moreLink,
    provinceId: column.provinceId,
    cityId: column.cityId,
    courses: await courseCards(server.db, coursesInScope(courses, scope)),
    lives: lives.map((l) => ({
      id: l.id,
      title: l.title,
      image: l.image,
      name: l.lecturerName,
      status: l.status,
      scheduled: 0,
      startTime: l.startTime.toISOString(),
      createMode: l.createMode,
    })),
  };
  server.cache.set(key, Buffer.from(JSON.stringify(data), "utf8"), generation);
  return data;
}

/** GET /api/regionalColumn: the cached public column, with the logged-in learner's bookings merged per request. */
export function regionalColumnHandlers(server: ServerContext): CatalogueHandlers {
  return {
    async regionalColumn(input, request) {
      if (input.cityId === undefined && input.provinceId === undefined) {
        return fail(400, SERVER_MESSAGES.missingField("cityId"));
      }
      const scope = await viewerScope(server.db, request);
      const column = await sharedRegionalColumn(server, input.cityId, input.provinceId, scope);
      if (!column) return fail(404, SERVER_MESSAGES.noRegionalColumn);
      if (!request.session) return ok(column);
      return ok({ ...column, lives: await withLearnerBookings(server.db, request.session.userId, column.lives) });
    },
  };
}
