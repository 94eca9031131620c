import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { lecturers } from "../../db/schema";

/** A lecturer's row by id (a live session names its lecturer), or undefined. */
export const lecturerById = async (db: Executor, id: number) =>
  (await db.select().from(lecturers).where(eq(lecturers.id, id)))[0];

/** Lecturers' public names, as a subquery another feature joins in its own statement (forum authors). */
export const lecturerProfiles = (db: Executor) =>
  db
    .select({
      lecturerId: lecturers.id,
      nickname: lecturers.nickname,
      avatar: lecturers.avatar,
      positionalTitles: lecturers.positionalTitles,
    })
    .from(lecturers)
    .as("lecturer_profile");

/** Every lecturer by id and name, for a form's choice. */
export const lecturerChoices = (db: Executor) =>
  db.select({ id: lecturers.id, name: lecturers.nickname }).from(lecturers).orderBy(asc(lecturers.id));
