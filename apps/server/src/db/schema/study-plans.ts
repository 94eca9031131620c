import { index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { courses } from "./catalogue";
import { lectureFiles } from "./video";

/** A stage of a plan: one topic's courses, closed by an exam. */
export interface StudyPlanStage {
  readonly stage: number;
  readonly title: string;
  readonly categoryId: number;
  readonly courseIds: readonly number[];
  readonly examWeek: number;
}

/** A learner's study plan (spec §7): generated from the learning goal or made by an operator. */
export const studyPlans = pgTable(
  "study_plans",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** STUDY_PLAN_STATUS: 1 进行中, 2 已完成, 3 已放弃. */
    status: smallint("status").notNull().default(1),
    goal: text("goal").notNull(),
    categoryIds: jsonb("category_ids").$type<number[]>().notNull(),
    weeklyMinutes: integer("weekly_minutes").notNull(),
    /** The first moment of week 1 (Beijing midnight of the day the plan was made). */
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    deadline: text("deadline"),
    explanation: text("explanation"),
    stages: jsonb("stages").$type<StudyPlanStage[]>().notNull(),
    weeks: integer("weeks").notNull(),
    breakpoint: jsonb("breakpoint").$type<{ courseId: number; fileId: number | null; position: number }>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("study_plans_user_idx").on(t.userId, t.createdAt),
    // the reminder job's scan: plans in progress
    index("study_plans_status_idx").on(t.status, t.id),
  ],
);

/** A lecture of a plan, in study order, with the week it is planned in and the learner's progress on it. */
export const studyPlanLectures = pgTable(
  "study_plan_lectures",
  {
    planId: integer("plan_id")
      .notNull()
      .references(() => studyPlans.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => lectureFiles.id, { onDelete: "cascade" }),
    /** The plan's owner, copied so lecture progress finds its plan rows by (user, file). */
    userId: integer("user_id").notNull(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    sort: integer("sort").notNull(),
    stage: integer("stage").notNull(),
    week: integer("week").notNull(),
    minutes: integer("minutes").notNull(),
    /** Mirrors lecture_progress.progress (0–100), kept up by the progress hook. */
    progress: integer("progress").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.fileId] }),
    index("study_plan_lectures_user_file_idx").on(t.userId, t.fileId),
    index("study_plan_lectures_plan_sort_idx").on(t.planId, t.sort),
  ],
);

/** A 课程提醒 sent for a plan week whose target was missed: the key makes it once per plan and week. */
export const studyPlanReminders = pgTable(
  "study_plan_reminders",
  {
    planId: integer("plan_id")
      .notNull()
      .references(() => studyPlans.id, { onDelete: "cascade" }),
    week: integer("week").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.week] })],
);

/** A request for a hand-made plan (人工定制课单), fulfilled by an operator (study-plan:fulfil). */
export const studyPlanRequests = pgTable(
  "study_plan_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    goal: text("goal").notNull(),
    note: text("note").notNull(),
    planId: integer("plan_id").references(() => studyPlans.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    fulfilledAt: timestamp("fulfilled_at", { withTimezone: true }),
  },
  (t) => [index("study_plan_requests_user_idx").on(t.userId, t.createdAt)],
);

/** The exam question bank (seeded in db/seed/exam-questions.seed.ts). */
export const examQuestions = pgTable(
  "exam_questions",
  {
    id: integer("id").primaryKey(),
    /** QUESTION_KINDS: 1 单选, 2 多选, 3 判断. */
    kind: smallint("kind").notNull(),
    categoryId: integer("category_id").notNull(),
    difficulty: smallint("difficulty").notNull(),
    stem: text("stem").notNull(),
    options: jsonb("options").$type<string[]>().notNull(),
    /** The right option letters, sorted ("A", "AC"); never sent before submission. */
    answer: text("answer").notNull(),
    analysis: text("analysis").notNull(),
    courseId: integer("course_id").references(() => courses.id, { onDelete: "set null" }),
    fileId: integer("file_id").references(() => lectureFiles.id, { onDelete: "set null" }),
  },
  (t) => [index("exam_questions_category_idx").on(t.categoryId, t.difficulty)],
);

/** A paper drawn for a plan stage; answers and score once submitted. */
export const examPapers = pgTable(
  "exam_papers",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: integer("plan_id")
      .notNull()
      .references(() => studyPlans.id, { onDelete: "cascade" }),
    stage: integer("stage").notNull(),
    questionIds: jsonb("question_ids").$type<number[]>().notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    deadlineAt: timestamp("deadline_at", { withTimezone: true }).notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    answers: jsonb("answers").$type<Record<string, string>>(),
    score: integer("score"),
    correct: integer("correct"),
  },
  (t) => [index("exam_papers_plan_idx").on(t.planId, t.stage), index("exam_papers_user_idx").on(t.userId)],
);
