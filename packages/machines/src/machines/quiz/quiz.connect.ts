import { QUIZ_STEP, quizResultView } from "@taxlearn/core";
import type { SnapshotFrom } from "xstate";
import type { quizMachine } from "./quiz.machine";
import type { QuizEvent, QuizView } from "./quiz.types";

/** The quiz card's view: once answered, core's result (correct answer, the wrong answer given, analysis). */
export function connectQuiz(snapshot: SnapshotFrom<typeof quizMachine>, send: (event: QuizEvent) => void): QuizView {
  const { context } = snapshot;
  const result = context.choice === null ? null : quizResultView(context, context.choice);
  return {
    step: result?.step ?? QUIZ_STEP.asking,
    question: context.question,
    choices: [context.answer1, context.answer2],
    correctAnswer: result?.correctAnswer ?? null,
    userAnswer: result?.chosenAnswer ?? null,
    analysis: result?.analysis ?? null,
    choose: (choice) => send({ type: "QUIZ.CHOOSE", choice }),
  };
}
