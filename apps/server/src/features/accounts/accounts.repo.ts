import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import {
  type AccountFields,
  accountByMobile,
  revokeAllTokens,
  revokeToken,
  updateAccount,
} from "../../auth/account-records.repo";
import type { Executor } from "../../db/executor";
import { learningOptions, regions, smsCodes, studyRecords, trackingEvents } from "../../db/schema";
import { organisationsOfMember } from "../orgs/member-organisations.repo";
import { currentMembership } from "../vip/current-membership.repo";

// Accounts and their tokens are auth's, memberships vip's and organisations orgs': read through their repositories.

export const findUserByMobile = accountByMobile;

export const updatePassword = (db: Executor, userId: number, passwordHash: string) =>
  updateAccount(db, userId, { passwordHash });

export const updateUserProfile = (
  db: Executor,
  userId: number,
  values: Pick<AccountFields, "provinceId" | "cityId" | "preference" | "learningGoal">,
) => updateAccount(db, userId, values);

export { currentMembership, revokeAllTokens, revokeToken };

export const userOrganisations = organisationsOfMember;

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
