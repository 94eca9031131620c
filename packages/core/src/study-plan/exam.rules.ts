/** Question kinds of the bank: single choice, multiple choice, true/false (options 正确 / 错误). */
export const QUESTION_KINDS = {
  single: { value: 1, label: "单选题" },
  multiple: { value: 2, label: "多选题" },
  judge: { value: 3, label: "判断题" },
} as const;
export type QuestionKind = 1 | 2 | 3;

export const questionKindLabel = (kind: number): string =>
  Object.values(QUESTION_KINDS).find((k) => k.value === kind)?.label ?? "";

export const EXAM_LIMITS = {
  questionsPerPaper: 10,
  timeLimitMinutes: 15,
  /** A submission this long after the time limit still counts (the page submits itself at 0, the network is slow). */
  graceSeconds: 60,
  passScore: 60,
} as const;

/** Difficulty per slot of a paper: 1 easy, 2 medium, 3 hard (4 : 4 : 2 for ten questions). */
const DIFFICULTY_PATTERN = [1, 2, 1, 2, 3, 1, 2, 1, 2, 3] as const;

export interface BankQuestion {
  readonly id: number;
  readonly categoryId: number;
  readonly difficulty: number;
}

/**
 * Draws a paper (spec §7 generateExamPaper): topics in turn so every topic is covered, the difficulty pattern
 * followed where the bank allows, never one question twice. `random` returns numbers in [0, 1).
 */
export const drawExamPaper = (
  bank: readonly BankQuestion[],
  categoryIds: readonly number[],
  size: number,
  random: () => number,
): number[] => {
  const unused = bank.filter((q) => categoryIds.includes(q.categoryId));
  const chosen: number[] = [];
  const take = (candidates: readonly BankQuestion[]) => {
    const q = candidates[Math.floor(random() * candidates.length)]!;
    chosen.push(q.id);
    unused.splice(unused.indexOf(q), 1);
  };
  for (let slot = 0; slot < size && unused.length > 0; slot++) {
    const categoryId = categoryIds[slot % categoryIds.length];
    const difficulty = DIFFICULTY_PATTERN[slot % DIFFICULTY_PATTERN.length];
    const ofTopic = unused.filter((q) => q.categoryId === categoryId);
    const exact = ofTopic.filter((q) => q.difficulty === difficulty);
    take(exact.length > 0 ? exact : ofTopic.length > 0 ? ofTopic : unused);
  }
  return chosen;
};

/**
 * An answer as stored and compared: the chosen option letters, upper case, sorted, once each ("CA" → "AC").
 * Null when it names an option the question does not have, or more than one for a single-choice or true/false one.
 */
export const normalizeAnswer = (kind: number, optionCount: number, raw: string): string | null => {
  const letters = [...new Set(raw.toUpperCase().replace(/[\s,，]/g, ""))].sort();
  const allowed = "ABCDEFGH".slice(0, optionCount);
  if (letters.some((l) => !allowed.includes(l))) return null;
  if (kind !== QUESTION_KINDS.multiple.value && letters.length > 1) return null;
  return letters.join("");
};

export interface ScoredQuestion {
  readonly id: number;
  readonly given: string;
  readonly correct: boolean;
}
export interface ExamScore {
  readonly correct: number;
  readonly total: number;
  /** 0–100, rounded. */
  readonly score: number;
  readonly questions: readonly ScoredQuestion[];
}

/** Scores a paper: a question counts only when the answer is exactly right (a multiple choice has no part marks). */
export const scoreExam = (
  questions: readonly { readonly id: number; readonly answer: string }[],
  answers: Readonly<Record<number, string>>,
): ExamScore => {
  const scored = questions.map((q) => {
    const given = answers[q.id] ?? "";
    return { id: q.id, given, correct: given !== "" && given === q.answer };
  });
  const correct = scored.filter((q) => q.correct).length;
  const total = questions.length;
  return { correct, total, score: total === 0 ? 0 : Math.round((correct / total) * 100), questions: scored };
};

export type SubmissionCheck = "accepted" | "alreadySubmitted" | "timeOver";

/** spec §7 submitExamAnswer: once per paper, until the time limit plus the grace period. */
export const submissionCheck = (paper: { readonly deadlineAt: Date; readonly submittedAt: Date | null }, now: Date) =>
  paper.submittedAt !== null
    ? ("alreadySubmitted" as const)
    : now.getTime() > paper.deadlineAt.getTime() + EXAM_LIMITS.graceSeconds * 1000
      ? ("timeOver" as const)
      : ("accepted" as const);

/** Seconds left on a paper's clock (0 once over). */
export const examSecondsLeft = (deadlineAt: Date, now: Date): number =>
  Math.max(0, Math.ceil((deadlineAt.getTime() - now.getTime()) / 1000));

/** The countdown as mm:ss. */
export const formatCountdown = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
};
