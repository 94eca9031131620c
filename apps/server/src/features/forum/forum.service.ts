import {
  FORUM_PREVIEW_ANSWERS,
  type forumAnswerList,
  type forumContracts,
  type forumQuestionList,
} from "@taxlearn/api";
import { MESSAGE_TYPES } from "@taxlearn/core";
import type { Database } from "../../db/database";
import type { HandlersFor } from "../../http/mount-contracts";
import { fail, ok } from "../../http/outcome";
import type { RequestContext, ServerContext } from "../../server-context";
import { toPlainText } from "../../shared/plain-text";
import { orgCategoryScope } from "../catalogue/catalogue.repo";
import { deliverMessage } from "../messages/deliver-message";
import { answerData, ownAnswerPost, ownQuestionPost, questionData } from "./forum.mappers";
import { FORUM_MESSAGES } from "./forum.messages";
import * as repo from "./forum.repo";

/** Per learner: questions and answers together, at most this many in the window (429 after). */
export const FORUM_POSTS_PER_WINDOW = 10;
export const FORUM_WINDOW_MS = 10 * 60_000;

type ForumHandlers = HandlersFor<
  typeof forumContracts & { forumQuestionList: typeof forumQuestionList; forumAnswerList: typeof forumAnswerList }
>;

/** Whether the request's organisation may see the course (its category scope); unknown courses are not visible. */
async function visibleCourse(db: Database, courseId: number, request: RequestContext): Promise<boolean> {
  const course = await repo.findCourse(db, courseId);
  if (!course) return false;
  const scope = await orgCategoryScope(db, request.orgId);
  return scope === null || scope.includes(course.categoryId);
}

export function forumHandlers(server: ServerContext): ForumHandlers {
  const { db } = server;

  /** Questions with their authors, course titles and first answers, as the viewer sees them. */
  async function questionsFor(rows: readonly repo.QuestionRow[], viewerId: number | null) {
    const previews = await repo.previewAnswers(
      db,
      rows.map((r) => r.id),
      FORUM_PREVIEW_ANSWERS,
    );
    const answers = [...previews.values()].flat();
    const people = await repo.authors(db, [...rows.map((r) => r.userId), ...answers.map((a) => a.userId)]);
    const titles = await repo.courseTitles(
      db,
      rows.map((r) => r.courseId),
    );
    return rows.map((row) => questionData(row, { people, titles, answers: previews.get(row.id) ?? [], viewerId }));
  }

  /** The rate limit of posting, checked inside the post's transaction after the poster's lock. */
  async function overLimit(tx: Parameters<typeof repo.recentPosts>[0], userId: number) {
    const now = server.clock();
    const recent = await repo.recentPosts(tx, userId, new Date(now.getTime() - FORUM_WINDOW_MS));
    if (recent.total < FORUM_POSTS_PER_WINDOW) return null;
    const freeAt = (recent.oldest?.getTime() ?? now.getTime()) + FORUM_WINDOW_MS;
    const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
    return fail(429, FORUM_MESSAGES.tooMany(Math.ceil(seconds / 60)), seconds);
  }

  return {
    async forumCourseQuestions(input, request) {
      if (!(await visibleCourse(db, input.productId, request))) return fail(404, FORUM_MESSAGES.courseNotFound);
      const { rows, total } = await repo.courseQuestions(db, input.productId, input.page, input.pageSize);
      const list = await questionsFor(rows, request.session?.userId ?? null);
      return ok({ list, total, page: input.page, pageSize: input.pageSize });
    },

    async forumQuestionDetail(input, request) {
      const row = await repo.findQuestion(db, input.id);
      if (!row || !(await visibleCourse(db, row.courseId, request))) return fail(404, FORUM_MESSAGES.questionNotFound);
      const viewerId = request.session?.userId ?? null;
      const [question] = await questionsFor([row], viewerId);
      const answers = await repo.answersOfQuestion(db, row.id, input.page, input.pageSize);
      const people = await repo.authors(
        db,
        answers.map((a) => a.userId),
      );
      return ok({
        question: question!,
        answers: {
          list: answers.map((a) => answerData(a, people, viewerId)),
          total: row.answerCount,
          page: input.page,
          pageSize: input.pageSize,
        },
      });
    },

    async forumAsk(input, request) {
      const userId = request.session.userId;
      const title = toPlainText(input.title);
      const content = toPlainText(input.content ?? "");
      // the contract checked the text as typed; without its markup it must still say something
      if (title === "") return fail(400, FORUM_MESSAGES.emptyTitle);
      if (!(await visibleCourse(db, input.productId, request))) return fail(404, FORUM_MESSAGES.courseNotFound);
      return db.transaction(async (tx) => {
        await repo.lockPoster(tx, userId);
        const refused = await overLimit(tx, userId);
        if (refused) return refused;
        const id = await repo.insertQuestion(tx, {
          userId,
          courseId: input.productId,
          title,
          content,
          createdAt: server.clock(),
        });
        return ok({ id }, FORUM_MESSAGES.asked);
      });
    },

    async forumAnswer(input, request) {
      const userId = request.session.userId;
      const content = toPlainText(input.content);
      if (content === "") return fail(400, FORUM_MESSAGES.emptyAnswer);
      const question = await repo.findQuestion(db, input.questionId);
      if (!question || !(await visibleCourse(db, question.courseId, request))) {
        return fail(404, FORUM_MESSAGES.questionNotFound);
      }
      const lecturer = await repo.lecturerOfUser(db, userId);
      const people = await repo.authors(db, [userId]);
      return db.transaction(async (tx) => {
        await repo.lockPoster(tx, userId);
        const refused = await overLimit(tx, userId);
        if (refused) return refused;
        // the question may have been deleted since it was read: the answer's foreign key would fail
        if (!(await repo.findQuestion(tx, question.id))) return fail(404, FORUM_MESSAGES.questionNotFound);
        const id = await repo.insertAnswer(tx, {
          questionId: question.id,
          userId,
          lecturerId: lecturer?.id ?? null,
          content,
          createdAt: server.clock(),
        });
        if (question.userId !== userId) {
          const answerer = lecturer?.nickname ?? people.get(userId)?.name ?? "";
          await deliverMessage(tx, {
            userId: question.userId,
            type: MESSAGE_TYPES.qa.value,
            title: FORUM_MESSAGES.answerMessageTitle,
            content: FORUM_MESSAGES.answerMessageContent(answerer, lecturer !== undefined, question.title),
            link: `/center/qa?questionId=${question.id}`,
          });
        }
        return ok({ id }, FORUM_MESSAGES.answered);
      });
    },

    async forumQuestionDelete(input, request) {
      const userId = request.session.userId;
      return db.transaction(async (tx) => {
        const question = await repo.findQuestion(tx, input.id);
        if (!question) return fail(404, FORUM_MESSAGES.questionNotFound);
        if (question.userId !== userId) return fail(403, FORUM_MESSAGES.notYourQuestion);
        await repo.deleteQuestion(tx, question.id);
        return ok(null, FORUM_MESSAGES.deleted);
      });
    },

    async forumAnswerDelete(input, request) {
      const userId = request.session.userId;
      return db.transaction(async (tx) => {
        const answer = await repo.findAnswer(tx, input.id);
        if (!answer) return fail(404, FORUM_MESSAGES.answerNotFound);
        if (answer.userId !== userId) return fail(403, FORUM_MESSAGES.notYourAnswer);
        await repo.deleteAnswer(tx, answer);
        return ok(null, FORUM_MESSAGES.deleted);
      });
    },

    async forumQuestionList(input, request) {
      const userId = request.session.userId;
      const { rows, total } = await repo.questionsOfUser(db, userId, input.page, input.pageSize);
      const ids = rows.map((r) => r.id);
      const [titles, lecturerDone] = [
        await repo.courseTitles(
          db,
          rows.map((r) => r.courseId),
        ),
        await repo.lecturerAnswered(db, ids),
      ];
      const list = rows.map((r) => ownQuestionPost(r, titles, lecturerDone.has(r.id)));
      return ok({ list, total, page: input.page, pageSize: input.pageSize });
    },

    async forumAnswerList(input, request) {
      const userId = request.session.userId;
      const { rows, total } = await repo.answersOfUser(db, userId, input.page, input.pageSize);
      const titles = await repo.courseTitles(
        db,
        rows.map((r) => r.question.courseId),
      );
      const list = rows.map((r) => ownAnswerPost(r.answer, r.question, titles));
      return ok({ list, total, page: input.page, pageSize: input.pageSize });
    },
  };
}
