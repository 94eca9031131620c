import type { ForumAnswerData, ForumAuthorData, ForumPostData, ForumQuestionData } from "@taxlearn/api";
import type { AnswerRow, AuthorRow, QuestionRow } from "./forum.repo";

/** A user who has left (deleted account rows cascade, so this is only a guard). */
const UNKNOWN_AUTHOR: ForumAuthorData = { name: "学员", avatar: "", lecturer: false, lecturerTitle: null };

/** The author as shown: a lecturer's post under the lecturer's name, photo and title (the 讲师 mark). */
export const authorData = (row: AuthorRow | undefined, asLecturer: boolean): ForumAuthorData => {
  if (!row) return UNKNOWN_AUTHOR;
  if (asLecturer && row.lecturerName !== null) {
    return {
      name: row.lecturerName,
      avatar: row.lecturerAvatar ?? row.avatar,
      lecturer: true,
      lecturerTitle: row.lecturerTitle,
    };
  }
  return { name: row.name, avatar: row.avatar, lecturer: false, lecturerTitle: null };
};

export const answerData = (
  row: AnswerRow,
  people: Map<number, AuthorRow>,
  viewerId: number | null,
): ForumAnswerData => ({
  id: row.id,
  questionId: row.questionId,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  author: authorData(people.get(row.userId), row.lecturerId !== null),
  mine: viewerId === row.userId,
});

export const questionData = (
  row: QuestionRow,
  context: {
    people: Map<number, AuthorRow>;
    titles: Map<number, string>;
    answers: readonly AnswerRow[];
    viewerId: number | null;
  },
): ForumQuestionData => ({
  id: row.id,
  productId: row.courseId,
  courseTitle: context.titles.get(row.courseId) ?? "",
  title: row.title,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  answerCount: row.answerCount,
  // a question is the learner's own: a lecturer asking is shown as a learner
  author: authorData(context.people.get(row.userId), false),
  mine: context.viewerId === row.userId,
  answers: context.answers.map((a) => answerData(a, context.people, context.viewerId)),
});

/** One row of the centre's 我的提问 list. */
export const ownQuestionPost = (
  row: QuestionRow,
  titles: Map<number, string>,
  lecturerDone: boolean,
): ForumPostData => ({
  id: row.id,
  title: row.title,
  content: row.content,
  productId: row.courseId,
  createdAt: row.createdAt.toISOString(),
  answerCount: row.answerCount,
  questionId: row.id,
  courseTitle: titles.get(row.courseId) ?? null,
  lecturerAnswered: lecturerDone,
});

/** One row of the centre's 我的回答 list: the answer, titled by its question. */
export const ownAnswerPost = (
  answer: AnswerRow,
  question: QuestionRow,
  titles: Map<number, string>,
): ForumPostData => ({
  id: answer.id,
  title: question.title,
  content: answer.content,
  productId: question.courseId,
  createdAt: answer.createdAt.toISOString(),
  answerCount: question.answerCount,
  questionId: question.id,
  courseTitle: titles.get(question.courseId) ?? null,
  lecturerAnswered: answer.lecturerId !== null,
});
