import type { Database } from "../../db/database";
import { courseCard } from "./catalogue.mappers";
import type { CourseRow } from "./catalogue.repo";
import { lecturersOfCourses } from "./courses.repo";

/** spec §3 course cards of the rows, with their lecturers read in one query. */
export async function courseCards(db: Database, rows: readonly CourseRow[]) {
  const lecturers = await lecturersOfCourses(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => courseCard(row, lecturers));
}
