import { FORUM_LIMITS } from "@taxlearn/api";

// The forms' limits and the link to a course's 问答, apart from the thread component: a page can show the ask form
// and link to threads without loading the threads' code.

export const ANSWER_LIMITS = {
  titleMin: 0,
  titleMax: 0,
  contentMin: FORUM_LIMITS.answerMin,
  contentMax: FORUM_LIMITS.answerMax,
};

export const QUESTION_LIMITS = {
  titleMin: FORUM_LIMITS.titleMin,
  titleMax: FORUM_LIMITS.titleMax,
  contentMin: 0,
  contentMax: FORUM_LIMITS.questionContentMax,
};

export const courseQaHref = (courseId: number) => `/course/details?id=${courseId}#course-qa`;
