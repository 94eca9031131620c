import { Schema } from "effect";
import { defineContract } from "../contract/contract";
import { IdParam, PageOf, PaginationFields } from "../contract/params";
import { FORUM_LIMITS } from "./forum.limits";

// Course Q&A (课程问答): a course's questions and answers, asking and answering. The learner's own lists are the
// centre's forumQuestionList / forumAnswerList. Text is plain text; the server strips markup before storing.

// in their own module, so that a form counting characters does not load effect's Schema with the contracts
export { FORUM_LIMITS } from "./forum.limits";

const characterCount = (text: string): number => [...text].length;
/** Control characters other than tab and line breaks, and bidirectional overrides and isolates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** Trimmed plain text of `min`–`max` characters without control characters. */
export const ForumTextParam = (min: number, max: number) =>
  Schema.Trim.pipe(
    Schema.filter(
      (text) => {
        const length = characterCount(text);
        return length >= min && length <= max && !CONTROL.test(text);
      },
      { message: () => `must be ${min}-${max} characters without control characters` },
    ),
  );

export const ForumAuthorData = Schema.Struct({
  name: Schema.String,
  avatar: Schema.String,
  /** A lecturer's account wrote it (the 讲师 mark). */
  lecturer: Schema.Boolean,
  /** The lecturer's positional title, when `lecturer`. */
  lecturerTitle: Schema.NullOr(Schema.String),
});
export type ForumAuthorData = typeof ForumAuthorData.Type;

export const ForumAnswerData = Schema.Struct({
  id: Schema.Int,
  questionId: Schema.Int,
  content: Schema.String,
  createdAt: Schema.String,
  author: ForumAuthorData,
  /** The signed-in learner wrote it (may delete it). */
  mine: Schema.Boolean,
});
export type ForumAnswerData = typeof ForumAnswerData.Type;

export const ForumQuestionData = Schema.Struct({
  id: Schema.Int,
  productId: Schema.Int,
  courseTitle: Schema.String,
  title: Schema.String,
  content: Schema.String,
  createdAt: Schema.String,
  answerCount: Schema.Int,
  author: ForumAuthorData,
  mine: Schema.Boolean,
  /** The first answers (lecturers' first, then oldest first), at most FORUM_PREVIEW_ANSWERS. */
  answers: Schema.Array(ForumAnswerData),
});
export type ForumQuestionData = typeof ForumQuestionData.Type;

export const FORUM_PREVIEW_ANSWERS = 3;

export const forumCourseQuestions = defineContract({
  name: "forumCourseQuestions",
  method: "GET",
  path: "/api/forum/courseQuestions",
  request: Schema.Struct({ ...PaginationFields, productId: IdParam }),
  data: PageOf(ForumQuestionData),
  auth: "optional",
  orgHeader: true,
  summary: "A course's questions, newest first, each with its first answers (the course detail's 问答 tab).",
});

export const ForumQuestionDetailData = Schema.Struct({
  question: ForumQuestionData,
  answers: PageOf(ForumAnswerData),
});
export type ForumQuestionDetailData = typeof ForumQuestionDetailData.Type;

export const forumQuestionDetail = defineContract({
  name: "forumQuestionDetail",
  method: "GET",
  path: "/api/forum/question/:id",
  request: Schema.Struct({ ...PaginationFields, id: IdParam }),
  data: ForumQuestionDetailData,
  auth: "optional",
  orgHeader: true,
  summary: "One question with a page of its answers (lecturers' first, then oldest first).",
});

export const forumAsk = defineContract({
  name: "forumAsk",
  method: "POST",
  path: "/api/forum/ask",
  request: Schema.Struct({
    productId: IdParam,
    title: ForumTextParam(FORUM_LIMITS.titleMin, FORUM_LIMITS.titleMax),
    content: Schema.optional(ForumTextParam(0, FORUM_LIMITS.questionContentMax)),
  }),
  data: Schema.Struct({ id: Schema.Int }),
  auth: "required",
  orgHeader: true,
  summary: "Asks a question about a course as the token's learner (rate-limited per learner).",
});

export const forumAnswer = defineContract({
  name: "forumAnswer",
  method: "POST",
  path: "/api/forum/answer",
  request: Schema.Struct({
    questionId: IdParam,
    content: ForumTextParam(FORUM_LIMITS.answerMin, FORUM_LIMITS.answerMax),
  }),
  data: Schema.Struct({ id: Schema.Int }),
  auth: "required",
  orgHeader: true,
  summary: "Answers a question as the token's user (讲师 when a lecturer's account); the asker gets a 问答 message.",
});

export const forumQuestionDelete = defineContract({
  name: "forumQuestionDelete",
  method: "POST",
  path: "/api/forum/question/delete",
  request: Schema.Struct({ id: IdParam }),
  data: Schema.Null,
  auth: "required",
  summary: "Deletes one of the learner's own questions with its answers.",
});

export const forumAnswerDelete = defineContract({
  name: "forumAnswerDelete",
  method: "POST",
  path: "/api/forum/answer/delete",
  request: Schema.Struct({ id: IdParam }),
  data: Schema.Null,
  auth: "required",
  summary: "Deletes one of the learner's own answers.",
});

export const forumContracts = {
  forumCourseQuestions,
  forumQuestionDetail,
  forumAsk,
  forumAnswer,
  forumQuestionDelete,
  forumAnswerDelete,
} as const;
