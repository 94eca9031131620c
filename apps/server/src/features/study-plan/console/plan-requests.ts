import type {
  AdminPlanRequestDetail,
  AdminPlanRequestRow,
  adminPlanCourseSearch,
  adminPlanRequestDetail,
  adminPlanRequestFulfil,
  adminPlanRequestList,
} from "@taxlearn/api/admin";
import { PLAN_FULFIL_LIMITS } from "@taxlearn/api/admin";
import { maskPhone } from "@taxlearn/core";
import type { Executor } from "../../../db/executor";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import type { OperatorHandler } from "../../admin/admin-access";
import { recordAudit } from "../../admin/audit-log";
import { onSalePlannableCoursesTitled } from "../../catalogue/plannable-course-search.repo";
import { fulfilCustomRequest } from "../plan-fulfil";
import { courseTitles, planningCatalogue } from "../study-plan.repo";
import { PLAN_REQUESTS_CONSOLE_MESSAGES as M } from "./plan-requests-console.messages";
import { findPlanById, findPlanRequest, listPlanRequests, type PlanRequestRow } from "./plan-requests-console.repo";

/** Courses the search answers at once: enough to pick from, small enough for a phone. */
const SEARCH_LIMIT = 20;

const requestRow = (row: PlanRequestRow): AdminPlanRequestRow => ({
  id: row.id,
  learner: row.learnerMobile ? maskPhone(row.learnerMobile) : row.learnerName,
  goal: row.goal,
  note: row.note,
  status: row.fulfilledAt ? "fulfilled" : "open",
  createdAt: row.createdAt.toISOString(),
  fulfilledAt: row.fulfilledAt?.toISOString() ?? null,
  planId: row.planId,
});

async function requestDetail(db: Executor, row: PlanRequestRow): Promise<AdminPlanRequestDetail> {
  const plan = row.planId === null ? null : await findPlanById(db, row.planId);
  if (!plan) return { request: requestRow(row), plan: null };
  const ids = plan.stages.flatMap((s) => s.courseIds);
  const titles = await courseTitles(db, ids);
  return {
    request: requestRow(row),
    plan: { id: plan.id, title: plan.title, courses: ids.map((id) => ({ id, title: titles.get(id) ?? `#${id}` })) },
  };
}

/** GET /api/admin/plan-requests: the queue (open, oldest first) or the fulfilled ones (newest first). */
export const planRequestListHandler =
  (server: ServerContext): OperatorHandler<typeof adminPlanRequestList> =>
  async (input) => {
    const { rows, total } = await listPlanRequests(server.db, input.status, input.page, input.pageSize);
    return ok({ list: rows.map(requestRow), total, page: input.page, pageSize: input.pageSize });
  };

/** GET /api/admin/plan-requests/:id: one request and the plan it was fulfilled with. */
export const planRequestDetailHandler =
  (server: ServerContext): OperatorHandler<typeof adminPlanRequestDetail> =>
  async (input) => {
    const row = await findPlanRequest(server.db, input.id);
    return row ? ok(await requestDetail(server.db, row)) : fail(404, M.notFound);
  };

/**
 * GET /api/admin/plan-courses: on-sale recorded and micro-courses by title that a plan can hold (with lectures
 * learners see), with their lessons and minutes so the operator can judge the load.
 */
export const planCourseSearchHandler =
  (server: ServerContext): OperatorHandler<typeof adminPlanCourseSearch> =>
  async (input) => {
    // a few more than shown: courses without a visible lecture drop out below
    const found = await onSalePlannableCoursesTitled(server.db, input.keyword, SEARCH_LIMIT * 2);
    const plannable = new Map(
      (await planningCatalogue(server.db, { courseIds: found.map((c) => c.id) })).map((c) => [c.courseId, c]),
    );
    const list = found.flatMap((c) => {
      const planned = plannable.get(c.id);
      if (!planned) return [];
      const minutes = planned.lectures.reduce((sum, l) => sum + l.minutes, 0);
      return [{ id: c.id, title: c.title, price: c.price, lessons: planned.lectures.length, minutes }];
    });
    return ok({ list: list.slice(0, SEARCH_LIMIT) });
  };

/**
 * POST /api/admin/plan-requests/:id/fulfil: the learner's plan from the picked courses (the operator command's code,
 * `plan-fulfil.ts`), the request marked, the 站内消息 and the audit row — one transaction.
 */
export const planRequestFulfilHandler =
  (server: ServerContext): OperatorHandler<typeof adminPlanRequestFulfil> =>
  async (input, operator) => {
    const courseIds = input.courseIds.split(",").map(Number);
    if (courseIds.length > PLAN_FULFIL_LIMITS.maxCourses) return fail(400, M.tooManyCourses);
    const existing = await findPlanRequest(server.db, input.id);
    if (!existing) return fail(404, M.notFound);
    if (existing.fulfilledAt) return fail(409, M.alreadyFulfilled);
    const now = server.clock();
    const result = await fulfilCustomRequest(
      server.db,
      { requestId: input.id, courseIds, title: input.title, weeklyHours: input.weeklyHours, now },
      (tx, fulfilled) =>
        recordAudit(
          tx,
          operator,
          {
            action: "adminPlanRequestFulfil",
            target: `planRequest:${fulfilled.requestId}`,
            before: requestRow(existing),
            after: { planId: fulfilled.planId, title: fulfilled.title, courseIds: fulfilled.courseIds },
          },
          now,
        ),
    );
    if (!result.ok) {
      switch (result.problem) {
        case "notOpen":
          // fulfilled by another operator between the read above and the transaction
          return fail(409, M.alreadyFulfilled);
        case "duplicate":
          return fail(400, M.duplicateCourse(result.courseId));
        case "notOnSale":
          return fail(400, M.notOnSale(result.courseId));
        case "notPlannable":
          return fail(400, M.notPlannable(result.courseId));
      }
    }
    const row = (await findPlanRequest(server.db, input.id))!;
    return ok(await requestDetail(server.db, row), M.fulfilled);
  };
