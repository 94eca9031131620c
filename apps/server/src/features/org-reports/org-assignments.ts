import type { OrgAssignment } from "@taxlearn/api";
import { beijingDay, MESSAGE_TYPES } from "@taxlearn/core";
import { fail, type Outcome, ok } from "../../http/outcome";
import type { ServerContext } from "../../server-context";
import { startPeriodicRound } from "../../shared/periodic-round";
import { onSaleCourseTitles } from "../catalogue/courses.repo";
import { deliverMessage } from "../messages/deliver-message";
import { membersAmong } from "../orgs/org-roster.repo";
import { createAssignedPlan } from "../study-plan/plan-assign";
import type { ManagedOrganisation } from "./org-access";
import { ORG_REPORTS_MESSAGES } from "./org-reports.messages";
import * as repo from "./org-reports.repo";

const DAY = 86_400_000;
/** The reminder goes out a week before the deadline (spec: a reminder a week before). */
export const ASSIGNMENT_REMINDER_DAYS = 7;
/** Reminders sent per round; the rest wait for the next. */
const BATCH = 200;

export interface NewAssignment {
  readonly kind: "course" | "plan";
  readonly courseIds: readonly number[];
  readonly title?: string | undefined;
  readonly userIds: readonly number[];
  readonly deadline: string;
}

const isCalendarDay = (day: string) => {
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
};

const courseLink = (courseId: number) => `/course/details?id=${courseId}`;

export const assignmentView = (row: repo.AssignmentRow, learners: number): OrgAssignment => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  courseIds: row.courseIds,
  deadline: row.deadline,
  learners,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Assigns a course or a study plan to members of the manager's organisation: one transaction writes the assignment,
 * its learners, each learner's study plan (for a plan) and the message each gets. Anyone not a member of this
 * organisation refuses the whole assignment, so a manager cannot reach a learner outside it.
 */
export async function createAssignment(
  server: ServerContext,
  org: ManagedOrganisation,
  managerId: number,
  input: NewAssignment,
): Promise<Outcome<OrgAssignment>> {
  const now = server.clock();
  if (!isCalendarDay(input.deadline)) return fail(400, ORG_REPORTS_MESSAGES.deadlineInvalid);
  if (input.deadline <= beijingDay(now)) return fail(400, ORG_REPORTS_MESSAGES.deadlinePast);
  const userIds = [...new Set(input.userIds)];
  const members = await membersAmong(server.db, org.id, userIds);
  if (members.length !== userIds.length) return fail(403, ORG_REPORTS_MESSAGES.notMembers);
  const courseIds = [...new Set(input.courseIds)];
  if (input.kind === "course" && courseIds.length !== 1) return fail(400, ORG_REPORTS_MESSAGES.courseKindOne);
  const titles = await onSaleCourseTitles(server.db, courseIds);
  const unknown = courseIds.find((id) => !titles.has(id));
  if (unknown !== undefined) return fail(404, ORG_REPORTS_MESSAGES.courseNotFound(unknown));
  const title = input.kind === "course" ? titles.get(courseIds[0]!)! : (input.title ?? "").trim();
  if (!title) return fail(400, ORG_REPORTS_MESSAGES.planTitleMissing);

  const result = await server.db
    .transaction(async (tx): Promise<Outcome<OrgAssignment>> => {
      const assignment = await repo.insertAssignment(tx, {
        orgId: org.id,
        kind: input.kind,
        title,
        courseIds,
        deadline: input.deadline,
        createdBy: managerId,
        createdAt: now,
      });
      // a deadline already within the reminder week: the assignment's own message is the reminder
      const remindedAt =
        input.deadline <= beijingDay(new Date(now.getTime() + ASSIGNMENT_REMINDER_DAYS * DAY)) ? now : null;
      const rows: { assignmentId: number; userId: number; studyPlanId: number | null; remindedAt: Date | null }[] = [];
      for (const userId of userIds) {
        let studyPlanId: number | null = null;
        if (input.kind === "plan") {
          const plan = await createAssignedPlan(tx, {
            userId,
            courseIds,
            title,
            goal: org.name,
            deadline: input.deadline,
            now,
          });
          if (!plan.ok) throw new PlanRefused(plan.courseId);
          studyPlanId = plan.planId;
        }
        rows.push({ assignmentId: assignment.id, userId, studyPlanId, remindedAt });
        await deliverMessage(tx, {
          userId,
          type: MESSAGE_TYPES.course.value,
          title: ORG_REPORTS_MESSAGES.assignedTitle,
          content: (input.kind === "course" ? ORG_REPORTS_MESSAGES.assignedCourse : ORG_REPORTS_MESSAGES.assignedPlan)(
            org.name,
            title,
            input.deadline,
          ),
          link: studyPlanId !== null ? `/studyPlan/detail/${studyPlanId}` : courseLink(courseIds[0]!),
        });
      }
      await repo.insertAssignmentLearners(tx, rows);
      return ok(assignmentView(assignment, rows.length));
    })
    .catch((error: unknown) => {
      if (error instanceof PlanRefused) return fail(400, ORG_REPORTS_MESSAGES.planNotPossible(error.courseId));
      throw error;
    });
  return result;
}

/** A plan that cannot be laid out rolls the whole assignment back. */
class PlanRefused extends Error {
  constructor(readonly courseId: number) {
    super(`course ${courseId} cannot be planned`);
  }
}

/**
 * One round of the week-before reminders: learners of assignments due within the next 7 Beijing days (today
 * included) who were not reminded yet each get one 课程提醒; the claim (reminded_at still null) makes it once,
 * whatever the number of processes or restarts. Each reminder is its own transaction with its message.
 */
export async function sendAssignmentReminders(server: ServerContext): Promise<number> {
  const now = server.clock();
  const today = beijingDay(now);
  const lastDay = beijingDay(new Date(now.getTime() + ASSIGNMENT_REMINDER_DAYS * DAY));
  const due = await repo.dueReminders(server.db, today, lastDay, BATCH);
  let sent = 0;
  for (const row of due) {
    sent += await server.db.transaction(async (tx) => {
      if (!(await repo.claimReminder(tx, row.assignmentId, row.userId, now))) return 0;
      await deliverMessage(tx, {
        userId: row.userId,
        type: MESSAGE_TYPES.course.value,
        title: ORG_REPORTS_MESSAGES.reminderTitle,
        content: ORG_REPORTS_MESSAGES.reminder(row.title, row.deadline),
        link: row.studyPlanId !== null ? `/studyPlan/detail/${row.studyPlanId}` : courseLink(row.courseIds[0] ?? 0),
      });
      return 1;
    });
  }
  return sent;
}

/** Runs the reminder round now and every `intervalMs` (ten minutes); stops on call. */
export const startAssignmentReminderJob = (server: ServerContext, intervalMs = 10 * 60_000): (() => void) =>
  startPeriodicRound(server, {
    run: () => sendAssignmentReminders(server),
    intervalMs,
    done: "assignment reminders sent",
    failed: "assignment reminders failed",
  });
