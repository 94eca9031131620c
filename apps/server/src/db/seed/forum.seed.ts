import type { Database } from "../database";
import * as schema from "../schema";

/** Lecturer sign-ins (README: Demo accounts): their answers carry the 讲师 mark. Password: the demo password. */
export const LECTURER_ACCOUNTS = [
  { mobile: "13900000101", lecturerId: 1, username: "王立新" },
  { mobile: "13900000102", lecturerId: 2, username: "陈晓岚" },
  { mobile: "13900000103", lecturerId: 3, username: "刘建国" },
] as const;

/** A few answered questions on the first courses, so the 问答 tab is not empty on a fresh start. */
const SAMPLE_QUESTIONS = [
  {
    title: "外贸企业收汇不足能否申报退税？",
    content: "我们公司有一笔出口业务客户只付了 80% 货款，剩下的还没收回，这笔能先申报退税吗？",
    answer:
      "可以先申报。现行规定下，除特定情形外，出口退税申报不再以收汇为前提；但在退税办理完毕之日起 8 个月内仍未收汇、又不能提供合理原因的，需要补缴已退税款。请保留好合同和催款记录。",
  },
  {
    title: "免抵退税中的“免抵税额”要不要交城建税？",
    content: "",
    answer: "需要。生产企业经批准的免抵税额应作为城市维护建设税和教育费附加的计税依据，在批准的次月申报缴纳。",
  },
] as const;

const MINUTE = 60_000;

/** Lecturer accounts for three seeded lecturers, and two sample questions each answered by a lecturer. */
export async function seedForum(
  db: Database,
  options: { passwordHash: string; askerId: number; courseIds: readonly number[]; now: Date },
): Promise<void> {
  const lecturerUsers: number[] = [];
  for (const account of LECTURER_ACCOUNTS) {
    const [user] = await db
      .insert(schema.users)
      .values({
        mobile: account.mobile,
        username: account.username,
        passwordHash: options.passwordHash,
        createdAt: options.now,
      })
      .returning({ id: schema.users.id });
    await db.insert(schema.lecturerAccounts).values({ userId: user!.id, lecturerId: account.lecturerId });
    lecturerUsers.push(user!.id);
  }
  for (const [i, sample] of SAMPLE_QUESTIONS.entries()) {
    const courseId = options.courseIds[i % options.courseIds.length]!;
    const askedAt = new Date(options.now.getTime() - (3 - i) * 24 * 60 * MINUTE);
    const [question] = await db
      .insert(schema.forumQuestions)
      .values({
        userId: options.askerId,
        courseId,
        title: sample.title,
        content: sample.content,
        answerCount: 1,
        createdAt: askedAt,
      })
      .returning({ id: schema.forumQuestions.id });
    await db.insert(schema.forumAnswers).values({
      questionId: question!.id,
      userId: lecturerUsers[i % lecturerUsers.length]!,
      lecturerId: LECTURER_ACCOUNTS[i % LECTURER_ACCOUNTS.length]!.lecturerId,
      content: sample.answer,
      createdAt: new Date(askedAt.getTime() + 90 * MINUTE),
    });
  }
}
