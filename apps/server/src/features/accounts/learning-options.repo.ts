import { inArray } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { learningOptions } from "../../db/schema";

/** The group and label of these learning-goal options, by id (a study plan reads the goal through them). */
export const optionLabels = (db: Executor, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: learningOptions.id, groupKey: learningOptions.groupKey, label: learningOptions.label })
        .from(learningOptions)
        .where(inArray(learningOptions.id, [...ids]));
