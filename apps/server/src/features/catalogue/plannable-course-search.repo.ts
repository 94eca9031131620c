import { SINGLE_COURSE_PRODUCT_TYPES } from "@taxlearn/core";
import { and, asc, ilike, inArray } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { courses } from "../../db/schema";
import { onSale } from "./catalogue.repo";

/**
 * On-sale recorded and micro-courses whose title contains the keyword (every one without a keyword), by id, at most
 * `limit`: what an operator picks from for a learner's hand-made plan (series are never planned).
 */
export const onSalePlannableCoursesTitled = (db: Executor, keyword: string, limit: number) =>
  db
    .select({ id: courses.id, title: courses.title, price: courses.price })
    .from(courses)
    .where(
      and(
        onSale(),
        inArray(courses.productType, [...SINGLE_COURSE_PRODUCT_TYPES]),
        keyword ? ilike(courses.title, `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
      ),
    )
    .orderBy(asc(courses.id))
    .limit(limit);
