import { type AnyColumn, and, eq, inArray, isNull, or } from "drizzle-orm";
import type { Database } from "../../db/database";
import { type articles, type courseLecturers, courses, type lecturers } from "../../db/schema";
import { orgVisibleCategoryIds } from "../orgs/visible-categories.repo";

/**
 * What every catalogue query shares: the row types, paging and the organisation's course-category scope. The
 * queries themselves live by subject: courses.repo, articles.repo, collections.repo (custom files, 课单,
 * hearings), related.repo and regional-column.repo.
 */

export type CourseRow = typeof courses.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;
export type LecturerRow = typeof lecturers.$inferSelect;
export type CourseLecturerRow = typeof courseLecturers.$inferSelect;

export const page = (n: number, size: number) => ({ limit: size, offset: (n - 1) * size });

/**
 * The course categories an organisation may see: null (everything) without an organisation or for one that sees
 * all; an empty list for an id that names no organisation. The request layer already refuses unknown `orgId`
 * headers (orgs/org-header.ts); failing closed here keeps any other caller from widening an unknown org to all.
 */
export const orgCategoryScope = async (db: Database, orgId: number | null): Promise<number[] | null> => {
  if (orgId === null) return null;
  const scope = await orgVisibleCategoryIds(db, orgId);
  return scope === undefined ? [] : scope;
};

export const scopeCondition = (scope: number[] | null) =>
  scope === null ? undefined : inArray(courses.categoryId, scope.length > 0 ? scope : [-1]);

/** Public discovery shows only courses on sale: a withdrawn (下架) one stays for its buyers, never in lists. */
export const onSale = () => isNull(courses.withdrawnAt);

/** The org scope and the on-sale rule together: what every public course list filters by. */
export const publicCourseCondition = (scope: number[] | null) => and(onSale(), scopeCondition(scope));

/** Public rows (null org) and, for an org session, that organisation's own. */
export const visibleToViewer = (column: AnyColumn, memberOrgId: number | null) =>
  memberOrgId === null ? isNull(column) : or(isNull(column), eq(column, memberOrgId));
