import { and, asc, count, desc, eq, gt, inArray, min, sql } from "drizzle-orm";
import { lecturerLinks } from "../../auth/lecturer-accounts.repo";
import { accountNames } from "../../auth/user-directory.repo";
import type { Database } from "../../db/database";
import type { Executor } from "../../db/executor";
import { forumAnswers, forumQuestions } from "../../db/schema";
import { courseCategoryOf, courseTitlesByIds } from "../catalogue/course-lookups.repo";
import { lecturerProfiles } from "../catalogue/lecturer-lookups.repo";

export type QuestionRow = typeof forumQuestions.$inferSelect;
export type AnswerRow = typeof forumAnswers.$inferSelect;

const offset = (page: number, pageSize: number) => (page - 1) * pageSize;

export const findCourse = courseCategoryOf;

export const findQuestion = async (db: Executor, id: number): Promise<QuestionRow | undefined> =>
  (await db.select().from(forumQuestions).where(eq(forumQuestions.id, id)))[0];

export const findAnswer = async (db: Executor, id: number): Promise<AnswerRow | undefined> =>
  (await db.select().from(forumAnswers).where(eq(forumAnswers.id, id)))[0];

/** The lecturer a user signs in for, if any. */
export const lecturerOfUser = async (db: Executor, userId: number) => {
  const lecturer = lecturerProfiles(db);
  const link = lecturerLinks(db);
  return (
    await db
      .select({ id: lecturer.lecturerId, nickname: lecturer.nickname, title: lecturer.positionalTitles })
      .from(link)
      .innerJoin(lecturer, eq(lecturer.lecturerId, link.lecturerId))
      .where(eq(link.userId, userId))
  )[0];
};

export async function courseQuestions(db: Database, courseId: number, page: number, pageSize: number) {
  const where = eq(forumQuestions.courseId, courseId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(forumQuestions)
      .where(where)
      .orderBy(desc(forumQuestions.id))
      .limit(pageSize)
      .offset(offset(page, pageSize)),
    db.select({ total: count() }).from(forumQuestions).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function questionsOfUser(db: Database, userId: number, page: number, pageSize: number) {
  const where = eq(forumQuestions.userId, userId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(forumQuestions)
      .where(where)
      .orderBy(desc(forumQuestions.id))
      .limit(pageSize)
      .offset(offset(page, pageSize)),
    db.select({ total: count() }).from(forumQuestions).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function answersOfUser(db: Database, userId: number, page: number, pageSize: number) {
  const where = eq(forumAnswers.userId, userId);
  const [rows, totals] = await Promise.all([
    db
      .select({ answer: forumAnswers, question: forumQuestions })
      .from(forumAnswers)
      .innerJoin(forumQuestions, eq(forumQuestions.id, forumAnswers.questionId))
      .where(where)
      .orderBy(desc(forumAnswers.id))
      .limit(pageSize)
      .offset(offset(page, pageSize)),
    db.select({ total: count() }).from(forumAnswers).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Lecturers' answers first, then oldest first (the order of forum_answers_question_idx). */
const ANSWER_ORDER = [asc(sql`(${forumAnswers.lecturerId} is null)`), asc(forumAnswers.id)];

export async function answersOfQuestion(db: Database, questionId: number, page: number, pageSize: number) {
  return db
    .select()
    .from(forumAnswers)
    .where(eq(forumAnswers.questionId, questionId))
    .orderBy(...ANSWER_ORDER)
    .limit(pageSize)
    .offset(offset(page, pageSize));
}

/** The first `limit` answers of each question (one indexed query per question: pages hold at most 100). */
export async function previewAnswers(db: Database, questionIds: readonly number[], limit: number) {
  const lists = await Promise.all(questionIds.map((id) => answersOfQuestion(db, id, 1, limit)));
  return new Map(questionIds.map((id, i) => [id, lists[i] ?? []]));
}

/** Which of the questions have an answer by a lecturer. */
export async function lecturerAnswered(db: Database, questionIds: readonly number[]): Promise<Set<number>> {
  if (questionIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ questionId: forumAnswers.questionId })
    .from(forumAnswers)
    .where(and(inArray(forumAnswers.questionId, [...questionIds]), sql`${forumAnswers.lecturerId} is not null`));
  return new Set(rows.map((r) => r.questionId));
}

export const courseTitles = (db: Database, ids: readonly number[]) => courseTitlesByIds(db, ids);

export interface AuthorRow {
  name: string;
  avatar: string;
  lecturerName: string | null;
  lecturerAvatar: string | null;
  lecturerTitle: string | null;
}

/** Names and avatars of users, with the lecturer they sign in for. */
export async function authors(db: Database, userIds: readonly number[]): Promise<Map<number, AuthorRow>> {
  if (userIds.length === 0) return new Map();
  // one statement: the accounts and their lecturer links (auth's) and the lecturers (catalogue's)
  const account = accountNames(db);
  const link = lecturerLinks(db);
  const lecturer = lecturerProfiles(db);
  const rows = await db
    .select({
      id: account.userId,
      name: account.username,
      avatar: account.avatar,
      lecturerName: lecturer.nickname,
      lecturerAvatar: lecturer.avatar,
      lecturerTitle: lecturer.positionalTitles,
    })
    .from(account)
    .leftJoin(link, eq(link.userId, account.userId))
    .leftJoin(lecturer, eq(lecturer.lecturerId, link.lecturerId))
    .where(inArray(account.userId, [...new Set(userIds)]));
  return new Map(rows.map(({ id, ...row }) => [id, row]));
}

/** Serialises the posts of one user (until the transaction ends), so parallel posts cannot pass the limit together. */
export const lockPoster = (tx: Executor, userId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`forum_post:${userId}`}))`);

/** How many questions and answers the user posted since `since`, and when the oldest of them was posted. */
export async function recentPosts(tx: Executor, userId: number, since: Date) {
  const [q] = await tx
    .select({ total: count(), oldest: min(forumQuestions.createdAt) })
    .from(forumQuestions)
    .where(and(eq(forumQuestions.userId, userId), gt(forumQuestions.createdAt, since)));
  const [a] = await tx
    .select({ total: count(), oldest: min(forumAnswers.createdAt) })
    .from(forumAnswers)
    .where(and(eq(forumAnswers.userId, userId), gt(forumAnswers.createdAt, since)));
  const oldest = [q?.oldest, a?.oldest].filter((d): d is Date => d instanceof Date);
  return {
    total: (q?.total ?? 0) + (a?.total ?? 0),
    oldest: oldest.length > 0 ? new Date(Math.min(...oldest.map((d) => d.getTime()))) : null,
  };
}

export async function insertQuestion(tx: Executor, row: typeof forumQuestions.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(forumQuestions).values(row).returning({ id: forumQuestions.id });
  return inserted!.id;
}

export async function insertAnswer(tx: Executor, row: typeof forumAnswers.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(forumAnswers).values(row).returning({ id: forumAnswers.id });
  await tx
    .update(forumQuestions)
    .set({ answerCount: sql`${forumQuestions.answerCount} + 1` })
    .where(eq(forumQuestions.id, row.questionId));
  return inserted!.id;
}

export const deleteQuestion = (tx: Executor, id: number) => tx.delete(forumQuestions).where(eq(forumQuestions.id, id));

export async function deleteAnswer(tx: Executor, answer: AnswerRow) {
  await tx.delete(forumAnswers).where(eq(forumAnswers.id, answer.id));
  await tx
    .update(forumQuestions)
    .set({ answerCount: sql`greatest(${forumQuestions.answerCount} - 1, 0)` })
    .where(eq(forumQuestions.id, answer.questionId));
}
