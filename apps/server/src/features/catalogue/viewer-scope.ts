import type { Database } from "../../db/database";
import type { RequestContext } from "../../server-context";
import { orgCategoryScope } from "./catalogue.repo";

/**
 * Who is looking, for org-scoped lists (decision 070). Two sides:
 * - `memberOrgId` widens: org-only items (an `org_id` column) are shown only to a session logged in through that
 *   organisation (an org login or an enrolment scoped the token to it). A header alone never widens, so a personal
 *   learner who sends `orgId: 12` sees no org-only content of 12.
 * - `categoryScope` narrows: the organisation's course categories (its `visible_category_ids`), from the session's
 *   organisation, else the `orgId` header as the course lists always did.
 */
export interface ViewerScope {
  readonly memberOrgId: number | null;
  readonly categoryScope: number[] | null;
}

export async function viewerScope(db: Database, request: RequestContext): Promise<ViewerScope> {
  const memberOrgId = request.session?.orgId ?? null;
  return { memberOrgId, categoryScope: await orgCategoryScope(db, memberOrgId ?? request.orgId) };
}

export const mayViewerSee = (rowOrgId: number | null, scope: ViewerScope) =>
  rowOrgId === null || rowOrgId === scope.memberOrgId;

/** Courses inside the organisation's categories (all without a scope). */
export const coursesInScope = <C extends { categoryId: number }>(courses: readonly C[], scope: ViewerScope): C[] =>
  scope.categoryScope === null
    ? [...courses]
    : courses.filter((course) => (scope.categoryScope as number[]).includes(course.categoryId));
