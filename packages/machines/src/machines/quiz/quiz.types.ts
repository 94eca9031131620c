import type { QuizStep } from "@taxlearn/core";

/** A type 9 interaction event's question (spec §3): two choices, the index of the right one, the analysis. */
export interface QuizInput {
  question: string;
  answer1: string;
  answer2: string;
  /** index (0 or 1) of the correct choice */
  isTrue: 0 | 1;
  analysis: string;
}

export interface QuizContext extends QuizInput {
  /** the learner's choice; null while asking */
  choice: 0 | 1 | null;
}

export type QuizEvent = { type: "QUIZ.CHOOSE"; choice: 0 | 1 };

/** What the quiz card shows (spec §4 "Quiz step"). */
export interface QuizView {
  /** 0 asking, 1 correct, 2 wrong */
  step: QuizStep;
  question: string;
  choices: [string, string];
  /** shown once answered */
  correctAnswer: string | null;
  /** the learner's answer, shown only when it was wrong */
  userAnswer: string | null;
  /** shown once answered */
  analysis: string | null;
  choose: (choice: 0 | 1) => void;
}
