import { eq, ilike } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { courses } from "../../db/schema";

/** Id, title and price of any course, withdrawn ones too (the console's lecture studio picks and names them). */
const summary = { id: courses.id, title: courses.title, price: courses.price };

export const courseSummary = async (db: Executor, id: number) =>
  (await db.select(summary).from(courses).where(eq(courses.id, id)).limit(1))[0];

/** The first 50 courses whose title contains the keyword (every course without one), by id. */
export const coursesByTitle = (db: Executor, keyword: string) =>
  db
    .select(summary)
    .from(courses)
    .where(keyword ? ilike(courses.title, `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined)
    .orderBy(courses.id)
    .limit(50);
