import { SINGLE_COURSE_PRODUCT_TYPES } from "@taxlearn/core";
import { and, asc, inArray } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { courses } from "../../db/schema";
import { onSale } from "./catalogue.repo";

/**
 * The courses a study plan may lay out, by id: these ids (a plan laid out again keeps the courses it names, withdrawn
 * or not), or the recorded and micro-courses on sale of these categories (a new plan never picks a withdrawn (下架)
 * course; series are never planned).
 */
export const plannableCourses = (db: Executor, where: { categoryIds?: number[]; courseIds?: number[] }) =>
  db
    .select({ courseId: courses.id, categoryId: courses.categoryId, productType: courses.productType })
    .from(courses)
    .where(
      where.courseIds
        ? inArray(courses.id, where.courseIds)
        : and(
            inArray(courses.categoryId, where.categoryIds ?? []),
            inArray(courses.productType, [...SINGLE_COURSE_PRODUCT_TYPES]),
            onSale(),
          ),
    )
    .orderBy(asc(courses.id));
