import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, courses, users } from "../../db/schema";
import { call, DEMO, startTestServer, type TestServer } from "../../testing/test-server";
import type { LiveMediaRow } from "../live-media/live-media.repo";
import { liveAccess } from "../live-media/live-playback";
import { entitlementOf } from "../video/entitlement";
import { hasPurchased, latestMembership } from "../video/video.repo";

// The VIP page sells what membership changes and nothing else (decision: replays and VIP benefits). Each right it
// may list has a proof here that a member gets it and a learner without membership or purchase does not; a right
// without one is a promise the product does not keep.

let t: TestServer;
let plainId: number;
let vipId: number;

const userIdOf = async (mobile: string) =>
  (await t.server.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)))[0]!.id;

/** A paid course the plain learner has not bought, in the category named (any, when none). */
async function unboughtPaidCourse(categoryName?: string) {
  const rows = await t.server.db
    .select({ id: courses.id, price: courses.price, category: categories.name })
    .from(courses)
    .leftJoin(categories, eq(categories.id, courses.categoryId));
  for (const course of rows) {
    if (Number(course.price) <= 0 || (categoryName && course.category !== categoryName)) continue;
    if (!(await hasPurchased(t.server.db, plainId, course.id))) return course;
  }
  throw new Error(`no unbought paid course${categoryName ? ` in ${categoryName}` : ""}`);
}

async function watchesPaidCourse(userId: number, categoryName?: string) {
  const course = await unboughtPaidCourse(categoryName);
  const entitlement = entitlementOf({
    coursePrice: course.price,
    purchased: await hasPurchased(t.server.db, userId, course.id),
    vip: await latestMembership(t.server.db, userId),
    now: t.server.clock(),
  });
  return entitlement.allowed;
}

const sessionMedia = (courseId: number | null) => ({ liveId: 1, courseId }) as unknown as LiveMediaRow;

const PROOFS: Record<string, () => Promise<void>> = {
  会员课程免费学: async () => {
    expect(await watchesPaidCourse(vipId)).toBe(true);
    expect(await watchesPaidCourse(plainId)).toBe(false);
  },
  出口退税专题: async () => {
    expect(await watchesPaidCourse(vipId, "出口退税")).toBe(true);
    expect(await watchesPaidCourse(plainId, "出口退税")).toBe(false);
  },
  出口退税课程免费学: async () => {
    expect(await watchesPaidCourse(vipId, "出口退税")).toBe(true);
    expect(await watchesPaidCourse(plainId, "出口退税")).toBe(false);
  },
  付费课程直播与回放: async () => {
    const course = await unboughtPaidCourse();
    expect((await liveAccess(t.server, sessionMedia(course.id), vipId)).allowed).toBe(true);
    expect((await liveAccess(t.server, sessionMedia(course.id), plainId)).allowed).toBe(false);
  },
};

beforeAll(async () => {
  t = await startTestServer();
  plainId = await userIdOf(DEMO.plain);
  vipId = await userIdOf(DEMO.vip);
});
afterAll(async () => {
  await t?.close();
});

describe("what the VIP page promises", () => {
  it("lists only rights membership changes, on the rights list and on every product of the site", async () => {
    const rights = (await call<{ name: string }[]>(t.app, "GET", "/api/vipRightsList/vipAll")).body.data;
    const products = (await call<{ rights: string[] }[]>(t.app, "GET", "/api/vipProducts")).body.data;
    const promised = new Set([...rights.map((r) => r.name), ...products.flatMap((p) => p.rights)]);
    expect(promised.size).toBeGreaterThan(0);
    for (const name of promised) {
      expect(Object.keys(PROOFS), `a right without a proof: ${name}`).toContain(name);
      await PROOFS[name]!();
    }
  });

  it("does not sell the replay of a session outside any course: anyone plays it, as the live list says", async () => {
    expect((await liveAccess(t.server, sessionMedia(null), plainId)).allowed).toBe(true);
    expect((await liveAccess(t.server, sessionMedia(null), null)).allowed).toBe(true);
  });
});
