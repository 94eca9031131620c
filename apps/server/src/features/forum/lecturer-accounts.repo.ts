import { eq } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { lecturerAccounts } from "../../db/schema";

/** The lecturer an account signs in for (lecturer_accounts), if any. */
export const lecturerIdOfAccount = async (db: Executor, userId: number): Promise<number | undefined> =>
  (
    await db
      .select({ id: lecturerAccounts.lecturerId })
      .from(lecturerAccounts)
      .where(eq(lecturerAccounts.userId, userId))
  )[0]?.id;
