import { and, eq, gt, isNull } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { payerOauthStates, payerOpenids } from "../../db/schema";

/** The learner's openid at the official account `appId`, if they authorised it before. */
export const findOpenid = async (db: Executor, userId: number, appId: string) =>
  (
    await db
      .select({ openid: payerOpenids.openid })
      .from(payerOpenids)
      .where(and(eq(payerOpenids.userId, userId), eq(payerOpenids.appId, appId)))
      .limit(1)
  )[0]?.openid ?? null;

/** Keeps the openid WeChat gave for the learner (a later authorisation replaces it). */
export const saveOpenid = (db: Executor, row: typeof payerOpenids.$inferInsert) =>
  db
    .insert(payerOpenids)
    .values(row)
    .onConflictDoUpdate({
      target: [payerOpenids.userId, payerOpenids.appId],
      set: { openid: row.openid, updatedAt: row.updatedAt },
    });

export const insertState = (db: Executor, row: typeof payerOauthStates.$inferInsert) =>
  db.insert(payerOauthStates).values(row);

/** Spends a started authorisation: the row when it was unused and unexpired (once only), else null. */
export const takeState = async (db: Executor, stateHash: string, now: Date) =>
  (
    await db
      .update(payerOauthStates)
      .set({ usedAt: now })
      .where(
        and(
          eq(payerOauthStates.stateHash, stateHash),
          isNull(payerOauthStates.usedAt),
          gt(payerOauthStates.expiresAt, now),
        ),
      )
      .returning()
  )[0] ?? null;
