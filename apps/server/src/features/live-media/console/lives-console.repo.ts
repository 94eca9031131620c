import type { AdminLiveData, AdminLivePhase } from "@taxlearn/api/admin";
import { LIVE_STATUS } from "@taxlearn/core";
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/executor";
import { liveMedia } from "../../../db/schema";
import { courseTitleRows, paidCourseChoices } from "../../catalogue/course-lookups.repo";
import { coursePrice as courseWithPrice } from "../../catalogue/courses.repo";
import { lecturerChoices } from "../../catalogue/lecturer-lookups.repo";
import {
  bookersOf,
  bookingCountQuery,
  coversUnder,
  insertLiveSession,
  type LiveSessionRow,
  type LiveSessionValues,
  liveSessionRows,
  lockLiveSession,
  rearmSoonReminders,
  updateLiveSession,
} from "../../live/live-sessions-console.repo";
import { newStreamKey } from "../live-media.repo";

// The sessions, their bookings and reminders are live's, courses and lecturers catalogue's: the list joins their
// subqueries in one statement; this repository keeps the media rows.

export { bookersOf, bookingCountQuery, rearmSoonReminders };

/** Where the site's live covers are served (the seeded ones; the console picks among them). */
export const LIVE_COVER_PREFIX = "/media/lives/";

type Session = ReturnType<typeof liveSessionRows>;

const phaseWhere = (session: Session, phase: AdminLivePhase): SQL =>
  ({
    notStarted: eq(session.status, LIVE_STATUS.notStarted),
    live: eq(session.status, LIVE_STATUS.live),
    ended: and(eq(session.status, LIVE_STATUS.replay), isNull(liveMedia.replayUrl))!,
    replay: and(eq(session.status, LIVE_STATUS.replay), isNotNull(liveMedia.replayUrl))!,
  })[phase];

export type LiveConsoleRow = {
  session: LiveSessionRow;
  description: string | null;
  courseId: number | null;
  replayUrl: string | null;
  courseTitle: string | null;
};

const phaseOf = (row: LiveConsoleRow): AdminLivePhase =>
  row.session.status === LIVE_STATUS.notStarted
    ? "notStarted"
    : row.session.status === LIVE_STATUS.live
      ? "live"
      : row.replayUrl
        ? "replay"
        : "ended";

export const liveConsoleData = (row: LiveConsoleRow, bookings: number): AdminLiveData => ({
  id: row.session.id,
  title: row.session.title,
  lecturerId: row.session.lecturerId,
  lecturerName: row.session.lecturerName,
  status: row.session.status,
  phase: phaseOf(row),
  startTime: row.session.startTime.toISOString(),
  endTime: row.session.endTime?.toISOString() ?? null,
  description: row.description ?? "",
  image: row.session.image,
  courseId: row.courseId,
  courseTitle: row.courseTitle,
  bookings,
});

/** The sessions with their media row and linked course title, one statement over the owners' subqueries. */
function joined(db: Executor) {
  const session = liveSessionRows(db);
  const course = courseTitleRows(db);
  const query = db
    .select({
      session: {
        id: session.id,
        title: session.title,
        image: session.image,
        lecturerName: session.lecturerName,
        lecturerId: session.lecturerId,
        status: session.status,
        createMode: session.createMode,
        startTime: session.startTime,
        endTime: session.endTime,
        provinceId: session.provinceId,
      },
      description: liveMedia.description,
      courseId: liveMedia.courseId,
      replayUrl: liveMedia.replayUrl,
      courseTitle: course.title,
    })
    .from(session)
    .leftJoin(liveMedia, eq(liveMedia.liveId, session.id))
    .leftJoin(course, eq(course.courseId, liveMedia.courseId));
  return { query, session };
}

const listWhere = (session: Session, keyword: string, phase: AdminLivePhase | null) =>
  and(
    keyword === "" ? undefined : sql`strpos(${session.title}, ${keyword}) > 0`,
    phase ? phaseWhere(session, phase) : undefined,
  );

/**
 * The query of a page of sessions, latest start first (the start index; with a status, the status-and-start index),
 * searched by title. The id breaks ties so pages never overlap.
 */
export const consoleLivePage = (
  db: Executor,
  keyword: string,
  phase: AdminLivePhase | null,
  page: number,
  pageSize: number,
) => {
  const { query, session } = joined(db);
  return query
    .where(listWhere(session, keyword, phase))
    .orderBy(desc(session.startTime), desc(session.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
};

export async function listConsoleLives(
  db: Executor,
  keyword: string,
  phase: AdminLivePhase | null,
  page: number,
  pageSize: number,
) {
  const session = liveSessionRows(db);
  const [rows, [total]] = await Promise.all([
    consoleLivePage(db, keyword, phase, page, pageSize),
    db
      .select({ n: count() })
      .from(session)
      .leftJoin(liveMedia, eq(liveMedia.liveId, session.id))
      .where(listWhere(session, keyword, phase)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export const findConsoleLive = async (db: Executor, id: number): Promise<LiveConsoleRow | undefined> => {
  const { query, session } = joined(db);
  return (await query.where(eq(session.id, id)).limit(1))[0];
};

/** Bookings per session (the bookings' live index). */
export async function bookingCounts(db: Executor, liveIds: number[]): Promise<Map<number, number>> {
  if (liveIds.length === 0) return new Map();
  const rows = await bookingCountQuery(db, liveIds);
  return new Map(rows.map((r) => [r.liveId, r.n]));
}

/** The live covers in use on the site, in name order (the first is the default for a new session). */
export const liveCovers = (db: Executor): Promise<string[]> => coversUnder(db, LIVE_COVER_PREFIX);

/** The lecturers and paid courses (newest first) a live form offers. */
export async function liveFormChoices(db: Executor) {
  const [people, paid] = await Promise.all([lecturerChoices(db), paidCourseChoices(db, 500)]);
  return { lecturers: people, courses: paid };
}

export const coursePrice = async (db: Executor, courseId: number): Promise<string | undefined> =>
  (await courseWithPrice(db, courseId))?.price;

type MediaSettings = { description: string; courseId: number | null };

/** A new session (id after the seed's 7000s; the caller holds the create lock) with its media row and a fresh key. */
export async function insertLive(tx: Executor, values: LiveSessionValues, media: MediaSettings) {
  const session = await insertLiveSession(tx, values, 7000);
  const [row] = await tx
    .insert(liveMedia)
    .values({ liveId: session.id, streamKey: newStreamKey(), ...media })
    .returning();
  return { id: session.id, session, media: row! };
}

/** The session and its media row, the session locked (so going live and an edit happen one after the other). */
export async function lockLive(tx: Executor, id: number) {
  const session = await lockLiveSession(tx, id);
  if (!session) return undefined;
  const [media] = await tx.select().from(liveMedia).where(eq(liveMedia.liveId, id));
  return { session, media };
}

export async function updateLive(tx: Executor, id: number, values: Partial<LiveSessionValues>, media: MediaSettings) {
  const session = await updateLiveSession(tx, id, values);
  const [row] = await tx
    .insert(liveMedia)
    .values({ liveId: id, streamKey: newStreamKey(), ...media })
    .onConflictDoUpdate({ target: liveMedia.liveId, set: media })
    .returning();
  return { session, media: row! };
}
