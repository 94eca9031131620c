import { beijingDay } from "@taxlearn/core";
import type { Executor } from "../../db/executor";
import { learnerActiveDays } from "../../db/schema";

/** Notes that the learner studied on `now`'s Beijing day (once a day; a second call changes nothing). */
export async function markActiveDay(tx: Executor, userId: number, now: Date): Promise<void> {
  await tx
    .insert(learnerActiveDays)
    .values({ day: beijingDay(now), userId })
    .onConflictDoNothing();
}
