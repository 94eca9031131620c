import { and, count, gte, lte } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { learnerActiveDays } from "../../db/schema";

/** Learners who studied, counted per Beijing day from `first` to `last` (YYYY-MM-DD, both included; the table's key). */
export const activeLearnersByDay = (db: Executor, first: string, last: string) =>
  db
    .select({ day: learnerActiveDays.day, n: count() })
    .from(learnerActiveDays)
    .where(and(gte(learnerActiveDays.day, first), lte(learnerActiveDays.day, last)))
    .groupBy(learnerActiveDays.day);
