import { beijingDay } from "@taxlearn/core";
import type { Executor } from "../../db/executor";
import { insertActiveDay } from "./video.repo";

/** Notes that the learner studied on `now`'s Beijing day (once a day; a second call changes nothing). */
export async function markActiveDay(tx: Executor, userId: number, now: Date): Promise<void> {
  await insertActiveDay(tx, beijingDay(now), userId);
}
