import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lectureFiles, lectureMedia } from "../../db/schema";
import { recordedCourseId } from "../../testing/seeded-courses";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { planningCatalogue } from "./study-plan.repo";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, 240_000);
afterAll(() => t.close());

describe("the catalogue a study plan is laid out from", () => {
  it("plans each lecture at its own video's length, in whole minutes rounded up", async () => {
    const course = { id: await recordedCourseId(t) };
    const files = await t.server.db
      .select({ id: lectureFiles.id, seconds: lectureMedia.durationSeconds })
      .from(lectureFiles)
      .innerJoin(lectureMedia, eq(lectureMedia.id, lectureFiles.mediaId))
      .where(eq(lectureFiles.courseId, course.id))
      .orderBy(asc(lectureFiles.sort));
    const [planned] = await planningCatalogue(t.server.db, { courseIds: [course.id] });
    expect(planned!.lectures).toEqual(
      files.map((f) => ({ fileId: f.id, minutes: Math.max(1, Math.ceil(f.seconds / 60)) })),
    );

    // a video of 20 min 1 s takes 21 minutes of the week, wherever the course plays it
    const [first] = await t.server.db
      .select({ mediaId: lectureFiles.mediaId })
      .from(lectureFiles)
      .where(eq(lectureFiles.id, files[0]!.id));
    await t.server.db.update(lectureMedia).set({ durationSeconds: 1_201 }).where(eq(lectureMedia.id, first!.mediaId));
    const playing = await t.server.db
      .select({ id: lectureFiles.id })
      .from(lectureFiles)
      .where(and(eq(lectureFiles.courseId, course.id), eq(lectureFiles.mediaId, first!.mediaId)));
    expect(playing.length).toBeGreaterThan(0);
    const [again] = await planningCatalogue(t.server.db, { courseIds: [course.id] });
    for (const { id } of playing) expect(again!.lectures.find((l) => l.fileId === id)?.minutes).toBe(21);
  });

  it("leaves out drafts, deleted lectures and videos not transcoded yet", async () => {
    const course = { id: await recordedCourseId(t, 1) };
    const files = await t.server.db
      .select({ id: lectureFiles.id })
      .from(lectureFiles)
      .where(eq(lectureFiles.courseId, course.id))
      .orderBy(asc(lectureFiles.sort));
    const [draft, deleted, uploading] = files;
    await t.server.db.update(lectureFiles).set({ published: false }).where(eq(lectureFiles.id, draft!.id));
    await t.server.db.update(lectureFiles).set({ deletedAt: new Date() }).where(eq(lectureFiles.id, deleted!.id));
    await t.server.db
      .insert(lectureMedia)
      .values({ id: "up-planning-test", durationSeconds: 0, encrypted: true, ready: false, hasPresenter: false });
    const [{ mediaId }] = (await t.server.db
      .select({ mediaId: lectureFiles.mediaId })
      .from(lectureFiles)
      .where(eq(lectureFiles.id, uploading!.id))) as [{ mediaId: string }];
    await t.server.db
      .update(lectureFiles)
      .set({ mediaId: "up-planning-test" })
      .where(eq(lectureFiles.id, uploading!.id));
    const [planned] = await planningCatalogue(t.server.db, { courseIds: [course.id] });
    expect(planned!.lectures.map((l) => l.fileId)).toEqual(files.slice(3).map((f) => f.id));

    await t.server.db
      .update(lectureFiles)
      .set({ published: true, deletedAt: null })
      .where(inArray(lectureFiles.id, [draft!.id, deleted!.id]));
    await t.server.db.update(lectureFiles).set({ mediaId }).where(eq(lectureFiles.id, uploading!.id));
    expect((await planningCatalogue(t.server.db, { courseIds: [course.id] }))[0]!.lectures).toHaveLength(files.length);
  });
});
