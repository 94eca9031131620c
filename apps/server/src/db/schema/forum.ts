import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { courses, lecturers } from "./catalogue";

/**
 * The sign-in of a lecturer (a row of `lecturers`): answers written by this user are marked 讲师. Rows are set up
 * by the operator (the seed links a few demo lecturers); a learner can never make themselves one.
 */
export const lecturerAccounts = pgTable("lecturer_accounts", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  lecturerId: integer("lecturer_id")
    .notNull()
    .unique()
    .references(() => lecturers.id, { onDelete: "cascade" }),
});

/**
 * A learner's question about a course (Q&A). Title and content are plain text (markup stripped before storing).
 * `answer_count` is kept with each answer written or deleted, so lists need no count per row.
 */
export const forumQuestions = pgTable(
  "forum_questions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    answerCount: integer("answer_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    // the course's 问答 tab, newest first; the learner's own questions, newest first (and the rate limit)
    index("forum_questions_course_idx").on(t.courseId, t.id.desc().nullsFirst()),
    index("forum_questions_user_idx").on(t.userId, t.id.desc().nullsFirst()),
    index("forum_questions_user_time_idx").on(t.userId, t.createdAt),
  ],
);

/** An answer to a question. `lecturer_id` is set when a lecturer's account wrote it (the 讲师 mark). */
export const forumAnswers = pgTable(
  "forum_answers",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => forumQuestions.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lecturerId: integer("lecturer_id").references(() => lecturers.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    // a question's answers: lecturers' first, then oldest first
    index("forum_answers_question_idx").on(t.questionId, sql`(${t.lecturerId} is null)`, t.id),
    index("forum_answers_user_idx").on(t.userId, t.id.desc().nullsFirst()),
    index("forum_answers_user_time_idx").on(t.userId, t.createdAt),
  ],
);
