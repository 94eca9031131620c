import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import type { StoredCategoryTenths } from "./credits";
import { organisations } from "./organisations";
import { studyPlans } from "./study-plans";

/**
 * The managers of an organisation (机构管理员): they see its members' study-hour reports, assign courses and set
 * its yearly requirement, and nothing of another organisation. Per organisation, so not a `user_roles` row; granted
 * in the console by an admin or with `user:role <phone> org-manager --org <id>`.
 */
export const orgManagers = pgTable(
  "org_managers",
  {
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull(),
    /** the admin who granted it; null from the command line */
    grantedBy: integer("granted_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] }), index("org_managers_user_idx").on(t.userId)],
);

/**
 * An organisation's own yearly study-hour requirement, in tenths of a 学时; an organisation without a row uses the
 * site's default (core DEFAULT_CREDIT_REQUIREMENT).
 */
export const orgCreditRequirements = pgTable("org_credit_requirements", {
  orgId: integer("org_id")
    .primaryKey()
    .references(() => organisations.id, { onDelete: "cascade" }),
  totalTenths: integer("total_tenths").notNull(),
  byCategoryTenths: jsonb("by_category_tenths").$type<StoredCategoryTenths>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
});

/** A course (one id) or a study plan (courses in order) a manager assigned to members, due on a Beijing day. */
export const orgAssignments = pgTable(
  "org_assignments",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"course" | "plan">().notNull(),
    title: text("title").notNull(),
    courseIds: jsonb("course_ids").$type<number[]>().notNull(),
    /** Beijing calendar day, YYYY-MM-DD */
    deadline: text("deadline").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("org_assignments_org_idx").on(t.orgId, t.id),
    // the reminder round's scan: assignments due within the week
    index("org_assignments_deadline_idx").on(t.deadline),
  ],
);

/** A member an assignment went to; `reminded_at` is set once the week-before reminder is sent (at most once). */
export const orgAssignmentLearners = pgTable(
  "org_assignment_learners",
  {
    assignmentId: integer("assignment_id")
      .notNull()
      .references(() => orgAssignments.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** the study plan made for the learner when the assignment is a plan */
    studyPlanId: integer("study_plan_id").references(() => studyPlans.id, { onDelete: "set null" }),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.userId] }), index("org_assignment_learners_user_idx").on(t.userId)],
);
