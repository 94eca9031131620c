import { fail, ok } from "../../../http/outcome";
import { SERVER_MESSAGES } from "../../../messages";
import type { ServerContext } from "../../../server-context";
import * as repo from "../accounts.repo";
import type { AccountHandler } from "./account-handler";

/** POST /api/user/setLearningGoal: the token's user's goal, made of known learning options and a note. */
export const setLearningGoal =
  (server: ServerContext): AccountHandler<"setLearningGoal"> =>
  async (input, request) => {
    const parts = input.optionIds
      .split(",")
      .map((s) => s.trim())
      .filter((s) => s !== "");
    const ids: number[] = [];
    for (const part of parts) {
      if (!/^\d{1,9}$/.test(part)) return fail(400, SERVER_MESSAGES.invalidField("optionIds"));
      ids.push(Number(part));
    }
    const known = new Set((await repo.listLearningOptions(server.db)).map((o) => o.id));
    const unknown = ids.find((id) => !known.has(id));
    if (unknown !== undefined) return fail(400, SERVER_MESSAGES.unknownOption(unknown));
    const optionIds = [...new Set(ids)];
    const note = (input.note ?? "").slice(0, 500);
    const weeklyHours = input.weeklyHours ?? 5;
    const deadline = input.deadline ?? null;
    if (deadline !== null) {
      if (!isCalendarDay(deadline)) return fail(400, SERVER_MESSAGES.invalidField("deadline"));
      if (new Date(`${deadline}T00:00:00+08:00`).getTime() <= server.clock().getTime())
        return fail(400, "截止日期须晚于今天");
    }
    await repo.updateUserProfile(server.db, request.session.userId, {
      learningGoal: { optionIds, note, weeklyHours, deadline },
    });
    return ok({ optionIds, note, weeklyHours, deadline });
  };

/** `yyyy-MM-dd` naming a real calendar day (not 2026-02-30). */
const isCalendarDay = (day: string): boolean => {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};
