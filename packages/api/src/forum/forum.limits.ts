/** Limits in characters as a reader counts them (code points). */
export const FORUM_LIMITS = {
  titleMin: 5,
  titleMax: 60,
  questionContentMax: 1000,
  answerMin: 2,
  answerMax: 1000,
} as const;
