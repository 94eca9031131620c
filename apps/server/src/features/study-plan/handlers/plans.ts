import type { studyPlanContracts } from "@taxlearn/api";
import type { HandlersFor } from "../../../http/mount-contracts";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { createPlanFromGoal, planGoalOf } from "../plan-builder";
import { planDetail, planSummaries } from "../plan-views";
import { STUDY_PLAN_MESSAGES } from "../study-plan.messages";
import * as repo from "../study-plan.repo";

type Handlers = HandlersFor<typeof studyPlanContracts>;

/** generate, studyPlanIsExist, getStudyPlans, getStudyPlanInfo, current: each on the token's user's plans only. */
export function planHandlers(server: ServerContext): Handlers {
  const { db } = server;
  return {
    async studyPlanGenerate(_input, { session }) {
      const userId = session.userId;
      const goal = await planGoalOf(db, userId);
      if (typeof goal === "string") return fail(400, goal);
      const created = await db.transaction((tx) => createPlanFromGoal(tx, userId, goal, server.clock()));
      if (!created.ok) return fail(400, created.reason);
      const [data] = await planSummaries(db, [created.plan]);
      return ok(data!, STUDY_PLAN_MESSAGES.generated);
    },

    async studyPlanIsExist(_input, { session }) {
      return ok((await repo.latestActivePlan(db, session.userId))?.id ?? null);
    },

    async studyPlans({ page, pageSize }, { session }) {
      const { rows, total } = await repo.listPlans(db, session.userId, page, pageSize);
      return ok({ list: await planSummaries(db, rows), total, page, pageSize });
    },

    async studyPlanInfo({ planId }, { session }) {
      const plan = await repo.findPlan(db, session.userId, planId);
      if (!plan) return fail(404, STUDY_PLAN_MESSAGES.planNotFound);
      return ok(await planDetail(db, plan, server.clock()));
    },

    async studyPlanCurrent({ planId }, { session }) {
      const userId = session.userId;
      const plan =
        planId === undefined ? await repo.latestActivePlan(db, userId) : await repo.findPlan(db, userId, planId);
      if (!plan) return planId === undefined ? ok(null) : fail(404, STUDY_PLAN_MESSAGES.planNotFound);
      const [data] = await planSummaries(db, [plan]);
      return ok(data!);
    },
  };
}
