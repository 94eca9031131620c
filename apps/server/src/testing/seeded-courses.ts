import { PRODUCT_TYPES } from "@taxlearn/core";
import { asc, eq } from "drizzle-orm";
import { courses } from "../db/schema";
import type { TestServer } from "./test-server";

/** The id of the n-th (from 0) seeded recorded course (productType 1), in id order. */
export async function recordedCourseId(t: TestServer, n = 0): Promise<number> {
  const [course] = await t.server.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.productType, PRODUCT_TYPES.recorded))
    .orderBy(asc(courses.id))
    .offset(n)
    .limit(1);
  if (!course) throw new Error(`no recorded course number ${n + 1} in the seed`);
  return course.id;
}
