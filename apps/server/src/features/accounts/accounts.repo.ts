import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import {
  authTokens,
  learningOptions,
  organisations,
  orgMembers,
  regions,
  smsCodes,
  studyRecords,
  trackingEvents,
  users,
  vipMemberships,
  vipProducts,
} from "../../db/schema";

export const findUserByMobile = async (db: Executor, mobile: string) =>
  (await db.select().from(users).where(eq(users.mobile, mobile)).limit(1))[0];

export const updatePassword = (db: Executor, userId: number, passwordHash: string) =>
  db.update(users).set({ passwordHash }).where(eq(users.id, userId));

export const updateUserProfile = (
  db: Executor,
  userId: number,
  values: Partial<{
    provinceId: number | null;
    cityId: number | null;
    preference: Record<string, unknown>;
    learningGoal: Record<string, unknown>;
  }>,
) => db.update(users).set(values).where(eq(users.id, userId));

export const revokeToken = (db: Executor, tokenHash: string, now: Date) =>
  db.update(authTokens).set({ revokedAt: now }).where(eq(authTokens.tokenHash, tokenHash));

export const revokeAllTokens = (db: Executor, userId: number, now: Date) =>
  db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));

export const smsSendStats = async (db: Executor, account: string, dayStart: Date) => {
  const rows = await db
    .select({ n: count(), last: sql<string | null>`max(${smsCodes.sentAt})` })
    .from(smsCodes)
    .where(and(eq(smsCodes.account, account), gt(smsCodes.sentAt, dayStart)));
  const row = rows[0];
  return { sentToday: row?.n ?? 0, lastSentAt: row?.last ? new Date(row.last) : null };
};

export const insertSmsCode = (
  db: Executor,
  values: { account: string; scene: string; codeHash: string; sentAt: Date; expiresAt: Date },
) => db.insert(smsCodes).values(values).returning({ id: smsCodes.id });

/** Takes back a code the gateway did not deliver, so it counts against neither the 60 s nor the daily limit. */
export const deleteSmsCode = (db: Executor, id: number) => db.delete(smsCodes).where(eq(smsCodes.id, id));

export const latestUsableSmsCode = async (db: Executor, account: string, scene: string, now: Date) =>
  (
    await db
      .select()
      .from(smsCodes)
      .where(
        and(
          eq(smsCodes.account, account),
          eq(smsCodes.scene, scene),
          isNull(smsCodes.consumedAt),
          gt(smsCodes.expiresAt, now),
        ),
      )
      .orderBy(desc(smsCodes.sentAt), desc(smsCodes.id))
      .limit(1)
  )[0];

export const markSmsCheckFailed = (db: Executor, id: number) =>
  db
    .update(smsCodes)
    .set({ failedChecks: sql`${smsCodes.failedChecks} + 1` })
    .where(eq(smsCodes.id, id));

/** The latest unexpired code of account+scene, used or not. */
export const latestSmsCode = async (db: Executor, account: string, scene: string, now: Date) =>
  (
    await db
      .select({ codeHash: smsCodes.codeHash, consumedAt: smsCodes.consumedAt })
      .from(smsCodes)
      .where(and(eq(smsCodes.account, account), eq(smsCodes.scene, scene), gt(smsCodes.expiresAt, now)))
      .orderBy(desc(smsCodes.sentAt), desc(smsCodes.id))
      .limit(1)
  )[0];

/** Marks the code used; false when it already was (a code can complete only one registration or reset). */
export const consumeSmsCode = async (db: Executor, id: number, now: Date) =>
  (
    await db
      .update(smsCodes)
      .set({ consumedAt: now })
      .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
      .returning({ id: smsCodes.id })
  ).length === 1;

/** The membership that is active now, else the most recent one. */
export const currentMembership = async (db: Executor, userId: number, now: Date) => {
  const rows = await db
    .select({
      vipProductId: vipMemberships.vipProductId,
      vipName: vipProducts.name,
      startAt: vipMemberships.startAt,
      endAt: vipMemberships.endAt,
    })
    .from(vipMemberships)
    .innerJoin(vipProducts, eq(vipProducts.id, vipMemberships.vipProductId))
    .where(eq(vipMemberships.userId, userId))
    .orderBy(desc(sql`${vipMemberships.endAt} > ${now}`), desc(vipMemberships.endAt))
    .limit(1);
  return rows[0];
};

export const userOrganisations = (db: Executor, userId: number) =>
  db
    .select({ orgId: organisations.id, orgName: organisations.name })
    .from(orgMembers)
    .innerJoin(organisations, eq(organisations.id, orgMembers.orgId))
    .where(eq(orgMembers.userId, userId))
    .orderBy(asc(orgMembers.createdAt), asc(organisations.id));

export const listRegions = (db: Executor) => db.select().from(regions).orderBy(asc(regions.sort), asc(regions.id));

export const findRegions = (db: Executor, ids: number[]) => db.select().from(regions).where(inArray(regions.id, ids));

export const listLearningOptions = (db: Executor) =>
  db.select().from(learningOptions).orderBy(asc(learningOptions.groupKey), asc(learningOptions.sort));

export const insertStudyRecord = (
  db: Executor,
  values: { userId: number | null; deviceId: string | null; record: Record<string, unknown>; createdAt: Date },
) => db.insert(studyRecords).values(values);

export const insertTrackingEvent = (
  db: Executor,
  values: { userId: number | null; deviceId: string | null; eventName: string; jsonParam: unknown; createdAt: Date },
) => db.insert(trackingEvents).values(values);
