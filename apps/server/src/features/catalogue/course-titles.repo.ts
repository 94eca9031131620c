import { eq } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { courses } from "../../db/schema";

/** The ids of the courses with exactly this title (the assistant's evaluation names lectures by course title). */
export async function courseIdsTitled(db: Executor, title: string): Promise<number[]> {
  const rows = await db.select({ id: courses.id }).from(courses).where(eq(courses.title, title));
  return rows.map((row) => row.id);
}
