import { lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { captchaChallenges } from "../../db/schema";

export const insertChallenge = (
  db: Executor,
  values: { idHash: string; answerHash: string; createdAt: Date; expiresAt: Date },
) => db.insert(captchaChallenges).values(values);

/**
 * Deletes the challenge and returns it (one statement: of two requests answering one captcha, in one process or
 * two, only one gets the row back).
 */
export const takeChallenge = async (db: Executor, idHash: string) =>
  (
    await db
      .delete(captchaChallenges)
      .where(sql`${captchaChallenges.idHash} = ${idHash}`)
      .returning({ answerHash: captchaChallenges.answerHash, expiresAt: captchaChallenges.expiresAt })
  )[0];

/** Deletes challenges nobody answered in time (the index on expires_at keeps this cheap). */
export const pruneChallenges = (db: Executor, now: Date) =>
  db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, now));
