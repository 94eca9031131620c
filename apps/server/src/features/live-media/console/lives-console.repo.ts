import type { AdminLiveData, AdminLivePhase } from "@taxlearn/api/admin";
import { LIVE_STATUS } from "@taxlearn/core";
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, like, max, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/executor";
import { courses, lecturers, liveBookings, liveMedia, liveReminders, liveSessions } from "../../../db/schema";
import { newStreamKey } from "../live-media.repo";

/** Where the site's live covers are served (the seeded ones; the console picks among them). */
export const LIVE_COVER_PREFIX = "/media/lives/";

const PHASE_WHERE: Record<AdminLivePhase, SQL> = {
  notStarted: eq(liveSessions.status, LIVE_STATUS.notStarted),
  live: eq(liveSessions.status, LIVE_STATUS.live),
  ended: and(eq(liveSessions.status, LIVE_STATUS.replay), isNull(liveMedia.replayUrl))!,
  replay: and(eq(liveSessions.status, LIVE_STATUS.replay), isNotNull(liveMedia.replayUrl))!,
};

const ROW = {
  session: liveSessions,
  description: liveMedia.description,
  courseId: liveMedia.courseId,
  replayUrl: liveMedia.replayUrl,
  courseTitle: courses.title,
};

export type LiveConsoleRow = {
  session: typeof liveSessions.$inferSelect;
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

const joined = (db: Executor) =>
  db
    .select(ROW)
    .from(liveSessions)
    .leftJoin(liveMedia, eq(liveMedia.liveId, liveSessions.id))
    .leftJoin(courses, eq(courses.id, liveMedia.courseId));

const listWhere = (keyword: string, phase: AdminLivePhase | null) =>
  and(
    keyword === "" ? undefined : sql`strpos(${liveSessions.title}, ${keyword}) > 0`,
    phase ? PHASE_WHERE[phase] : undefined,
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
) =>
  joined(db)
    .where(listWhere(keyword, phase))
    .orderBy(desc(liveSessions.startTime), desc(liveSessions.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);

/** The counting query of the bookings of some sessions (the bookings' live index). */
export const bookingCountQuery = (db: Executor, liveIds: number[]) =>
  db
    .select({ liveId: liveBookings.liveId, n: count() })
    .from(liveBookings)
    .where(inArray(liveBookings.liveId, liveIds))
    .groupBy(liveBookings.liveId);

export async function listConsoleLives(
  db: Executor,
  keyword: string,
  phase: AdminLivePhase | null,
  page: number,
  pageSize: number,
) {
  const [rows, [total]] = await Promise.all([
    consoleLivePage(db, keyword, phase, page, pageSize),
    db
      .select({ n: count() })
      .from(liveSessions)
      .leftJoin(liveMedia, eq(liveMedia.liveId, liveSessions.id))
      .where(listWhere(keyword, phase)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export const findConsoleLive = async (db: Executor, id: number): Promise<LiveConsoleRow | undefined> =>
  (await joined(db).where(eq(liveSessions.id, id)).limit(1))[0];

/** Bookings per session (the bookings' live index). */
export async function bookingCounts(db: Executor, liveIds: number[]): Promise<Map<number, number>> {
  if (liveIds.length === 0) return new Map();
  const rows = await bookingCountQuery(db, liveIds);
  return new Map(rows.map((r) => [r.liveId, r.n]));
}

/** The booked learners of a session. */
export const bookersOf = async (db: Executor, liveId: number): Promise<number[]> =>
  (
    await db
      .select({ userId: liveBookings.userId })
      .from(liveBookings)
      .where(eq(liveBookings.liveId, liveId))
      .orderBy(asc(liveBookings.userId))
  ).map((r) => r.userId);

/** The live covers in use on the site, in name order (the first is the default for a new session). */
export const liveCovers = async (db: Executor): Promise<string[]> =>
  (
    await db
      .select({ image: liveSessions.image })
      .from(liveSessions)
      .where(like(liveSessions.image, `${LIVE_COVER_PREFIX}%`))
      .groupBy(liveSessions.image)
      .orderBy(asc(liveSessions.image))
  ).map((r) => r.image);

/** The lecturers and paid courses (newest first) a live form offers. */
export async function liveFormChoices(db: Executor) {
  const [people, paid] = await Promise.all([
    db.select({ id: lecturers.id, name: lecturers.nickname }).from(lecturers).orderBy(asc(lecturers.id)),
    db
      .select({ id: courses.id, name: courses.title })
      .from(courses)
      .where(sql`${courses.price}::numeric > 0`)
      .orderBy(desc(courses.id))
      .limit(500),
  ]);
  return { lecturers: people, courses: paid };
}

export const coursePrice = async (db: Executor, courseId: number): Promise<string | undefined> =>
  (await db.select({ price: courses.price }).from(courses).where(eq(courses.id, courseId)))[0]?.price;

type SessionValues = Omit<typeof liveSessions.$inferInsert, "id">;
type MediaSettings = { description: string; courseId: number | null };

/** A new session (id after the seed's 7000s; the caller holds the create lock) with its media row and a fresh key. */
export async function insertLive(tx: Executor, values: SessionValues, media: MediaSettings) {
  const [top] = await tx.select({ id: max(liveSessions.id) }).from(liveSessions);
  const id = Math.max(top?.id ?? 0, 7000) + 1;
  const [session] = await tx
    .insert(liveSessions)
    .values({ id, ...values })
    .returning();
  const [row] = await tx
    .insert(liveMedia)
    .values({ liveId: id, streamKey: newStreamKey(), ...media })
    .returning();
  return { id, session: session!, media: row! };
}

/** The session and its media row, the session locked (so going live and an edit happen one after the other). */
export async function lockLive(tx: Executor, id: number) {
  const [session] = await tx.select().from(liveSessions).where(eq(liveSessions.id, id)).for("update");
  if (!session) return undefined;
  const [media] = await tx.select().from(liveMedia).where(eq(liveMedia.liveId, id));
  return { session, media };
}

export async function updateLive(tx: Executor, id: number, values: Partial<SessionValues>, media: MediaSettings) {
  const [session] = await tx.update(liveSessions).set(values).where(eq(liveSessions.id, id)).returning();
  const [row] = await tx
    .insert(liveMedia)
    .values({ liveId: id, streamKey: newStreamKey(), ...media })
    .onConflictDoUpdate({ target: liveMedia.liveId, set: media })
    .returning();
  return { session: session!, media: row! };
}

/** The "starts in 30 minutes" reminder was claimed for the old time: unclaimed, it is sent again for the new one. */
export const rearmSoonReminders = (tx: Executor, liveId: number) =>
  tx.delete(liveReminders).where(and(eq(liveReminders.liveId, liveId), eq(liveReminders.kind, "soon")));
