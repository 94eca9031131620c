import type { studyPlanContracts } from "@taxlearn/api";
import type { HandlersFor } from "../../../http/mount-contracts";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { applyLayOut, layOutCourses } from "../plan-builder";
import { planSummaries } from "../plan-views";
import { STUDY_PLAN_MESSAGES } from "../study-plan.messages";
import * as repo from "../study-plan.repo";

type Handlers = HandlersFor<typeof studyPlanContracts>;

/** Parses "3,1,2" into distinct positive ids; null when malformed. */
const parseCourseIds = (text: string): number[] | null => {
  const parts = text
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter((s) => s !== "");
  if (parts.some((p) => !/^[1-9]\d{0,8}$/.test(p))) return null;
  const ids = parts.map(Number);
  return new Set(ids).size === ids.length ? ids : null;
};

/** updateStatus, remove, userUpdate, updateBreakpoint, custom. */
export function planChangeHandlers(server: ServerContext): Handlers {
  const { db } = server;
  return {
    async studyPlanUpdateStatus({ planId, status }, { session }) {
      const plan = await repo.findPlan(db, session.userId, planId);
      if (!plan) return fail(404, STUDY_PLAN_MESSAGES.planNotFound);
      await repo.updatePlan(db, plan.id, { status, updatedAt: server.clock() });
      return ok(null, STUDY_PLAN_MESSAGES.statusSaved);
    },

    async studyPlanRemove({ planId }, { session }) {
      const removed = await repo.deletePlan(db, session.userId, planId);
      return removed.length === 0 ? fail(404, STUDY_PLAN_MESSAGES.planNotFound) : ok(null, STUDY_PLAN_MESSAGES.removed);
    },

    async studyPlanUserUpdate({ planId, title, courseIds }, { session }) {
      const plan = await repo.findPlan(db, session.userId, planId);
      if (!plan) return fail(404, STUDY_PLAN_MESSAGES.planNotFound);
      const now = server.clock();
      if (courseIds === undefined) {
        if (title !== undefined) await repo.updatePlan(db, plan.id, { title, updatedAt: now });
      } else {
        const ids = parseCourseIds(courseIds);
        if (ids === null) return fail(400, STUDY_PLAN_MESSAGES.courseIdsInvalid);
        if (ids.length === 0) return fail(400, STUDY_PLAN_MESSAGES.emptyPlan);
        const saved = await db.transaction(async (tx) => {
          const laid = await layOutCourses(tx, ids, plan.weeklyMinutes);
          if (!laid.ok) return laid;
          await applyLayOut(tx, plan, laid, now, title);
          return laid;
        });
        if (!saved.ok) return fail(400, STUDY_PLAN_MESSAGES.courseNotFound(saved.courseId));
      }
      const [data] = await planSummaries(db, [(await repo.findPlan(db, plan.userId, plan.id))!]);
      return ok(data!, STUDY_PLAN_MESSAGES.saved);
    },

    async studyPlanUpdateBreakpoint({ planId, courseId, fileId, position }, { session }) {
      const plan = await repo.findPlan(db, session.userId, planId);
      if (!plan) return fail(404, STUDY_PLAN_MESSAGES.planNotFound);
      const lectures = (await repo.planLectures(db, [plan.id])).filter((l) => l.courseId === courseId);
      if (lectures.length === 0) return fail(400, STUDY_PLAN_MESSAGES.courseNotInPlan);
      if (fileId !== undefined && !lectures.some((l) => l.fileId === fileId))
        return fail(400, STUDY_PLAN_MESSAGES.lectureNotInCourse);
      await repo.updatePlan(db, plan.id, {
        breakpoint: { courseId, fileId: fileId ?? null, position },
        updatedAt: server.clock(),
      });
      return ok(null, STUDY_PLAN_MESSAGES.saved);
    },

    async studyPlanCustom({ goal, note }, { session }) {
      const row = await repo.insertRequest(db, {
        userId: session.userId,
        goal,
        note: (note ?? "").trim(),
        createdAt: server.clock(),
      });
      return ok({ requestId: row.id }, STUDY_PLAN_MESSAGES.customReceived);
    },
  };
}
