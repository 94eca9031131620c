import { QUIZ_STEP } from "@taxlearn/core";
import type { SnapshotFrom } from "xstate";
import type { quizMachine } from "./quiz.machine";
import type { QuizEvent, QuizView } from "./quiz.types";

/** The quiz card's view: the result carries the correct answer, the wrong answer given, and the analysis. */
export function connectQuiz(snapshot: SnapshotFrom<typeof quizMachine>, send: (event: QuizEvent) => void): QuizView {
  const { context } = snapshot;
  const choices: [string, string] = [context.answer1, context.answer2];
  const step = snapshot.matches("correct")
    ? QUIZ_STEP.correct
    : snapshot.matches("wrong")
      ? QUIZ_STEP.wrong
      : QUIZ_STEP.asking;
  const answered = step !== QUIZ_STEP.asking;
  return {
    step,
    question: context.question,
    choices,
    correctAnswer: answered ? choices[context.isTrue] : null,
    userAnswer: step === QUIZ_STEP.wrong && context.choice !== null ? choices[context.choice] : null,
    analysis: answered ? context.analysis : null,
    choose: (choice) => send({ type: "QUIZ.CHOOSE", choice }),
  };
}
