import { and, asc, desc, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { articles, courses } from "../../db/schema";
import { publicCourseCondition } from "./catalogue.repo";

/** Shared-tag count between a row's tags and the source tags (for "related" ordering). */
const sharedTags = (column: typeof courses.tags | typeof articles.tags, tags: readonly string[]) =>
  sql`cardinality(ARRAY(SELECT unnest(${column}) INTERSECT SELECT unnest(ARRAY[${sql.join(
    tags.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[])))`;
const tagArray = (tags: readonly string[]) =>
  sql`ARRAY[${sql.join(
    tags.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;

export const relatedArticles = (
  db: Database,
  tags: readonly string[],
  types: readonly number[],
  excludeId: number,
  limit: number,
) =>
  tags.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(articles)
        .where(
          and(
            inArray(articles.type, [...types]),
            ne(articles.id, excludeId),
            sql`${articles.tags} && ${tagArray(tags)}`,
          ),
        )
        .orderBy(desc(sharedTags(articles.tags, tags)), desc(articles.publishedAt), asc(articles.id))
        .limit(limit);

export const relatedCourses = (
  db: Database,
  tags: readonly string[],
  excludeId: number,
  limit: number,
  scope: number[] | null,
) =>
  tags.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(courses)
        .where(and(ne(courses.id, excludeId), sql`${courses.tags} && ${tagArray(tags)}`, publicCourseCondition(scope)))
        .orderBy(desc(sharedTags(courses.tags, tags)), desc(courses.browse), asc(courses.id))
        .limit(limit);
