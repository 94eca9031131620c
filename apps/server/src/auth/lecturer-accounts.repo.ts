import { eq } from "drizzle-orm";
import type { Executor } from "../db/executor";
import { lecturerAccounts } from "../db/schema";

/**
 * Which account signs in for which lecturer (lecturer_accounts), as a subquery to join in another feature's own
 * statement: the forum's answer authors, the live chat's lecturer. The link is an account's, like its roles.
 */
export const lecturerLinks = (db: Executor) =>
  db
    .select({ userId: lecturerAccounts.userId, lecturerId: lecturerAccounts.lecturerId })
    .from(lecturerAccounts)
    .as("lecturer_link");

/** The lecturer an account signs in for, if any. */
export const lecturerIdOfAccount = async (db: Executor, userId: number): Promise<number | undefined> =>
  (
    await db
      .select({ id: lecturerAccounts.lecturerId })
      .from(lecturerAccounts)
      .where(eq(lecturerAccounts.userId, userId))
  )[0]?.id;
