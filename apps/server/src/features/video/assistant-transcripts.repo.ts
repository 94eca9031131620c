import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { lectureFiles } from "../../db/schema";

/** A passage of a lecture's transcript (what it says from a given second) saying some of the question's terms. */
export interface MatchingPassage {
  readonly fileId: number;
  readonly seconds: number;
  readonly text: string;
  readonly courseId: number;
  readonly courseTitle: string;
  readonly lectureTitle: string;
  /** The terms it says. */
  readonly matched: readonly string[];
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The spoken (not generated) passages of lectures of courses still offered that say any of the terms (GIN `&&`).
 * The course's title and standing are read in the same statement, as the site's transcript search does.
 */
export async function passagesSayingAny(db: Executor, terms: readonly string[]): Promise<MatchingPassage[]> {
  if (terms.length === 0) return [];
  const q = sql`ARRAY[${sql.join(
    terms.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;
  const rows = rowsOf<{
    file_id: number | string;
    seconds: number | string;
    text: string;
    course_id: number | string;
    course_title: string;
    lecture_title: string;
    matched: string[];
  }>(
    await db.execute(sql`
      SELECT lt.lecture_file_id AS file_id, lt.start_seconds AS seconds, lt.text, c.id AS course_id,
        c.title AS course_title, lf.title AS lecture_title,
        ARRAY(SELECT DISTINCT t FROM unnest(lt.terms) t WHERE t = ANY(${q})) AS matched
      FROM lecture_transcripts lt
      JOIN lecture_files lf ON lf.id = lt.lecture_file_id
      JOIN courses c ON c.id = lf.course_id
      WHERE lt.terms && ${q} AND NOT lt.generated AND c.withdrawn_at IS NULL
    `),
  );
  return rows.map((row) => ({
    fileId: Number(row.file_id),
    seconds: Number(row.seconds),
    text: row.text,
    courseId: Number(row.course_id),
    courseTitle: row.course_title,
    lectureTitle: row.lecture_title,
    matched: row.matched,
  }));
}

/** The id of the lecture at a place (its sort number) in one of the courses, or null. */
export async function lectureFileAt(db: Executor, courseIds: readonly number[], sort: number): Promise<number | null> {
  if (courseIds.length === 0) return null;
  const [row] = await db
    .select({ id: lectureFiles.id })
    .from(lectureFiles)
    .where(and(inArray(lectureFiles.courseId, [...courseIds]), eq(lectureFiles.sort, sort)))
    .limit(1);
  return row?.id ?? null;
}
