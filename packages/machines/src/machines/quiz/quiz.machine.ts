import { QUIZ_STEP, quizOutcome } from "@taxlearn/core";
import { assign, setup } from "xstate";
import type { QuizContext, QuizEvent, QuizInput } from "./quiz.types";

/** spec §4 "Quiz step": 0 asking, 1 correct (the choice equals isTrue), 2 wrong. One answer per question. */
export const quizMachine = setup({
  types: {
    context: {} as QuizContext,
    events: {} as QuizEvent,
    input: {} as QuizInput,
  },
  guards: {
    isCorrectChoice: ({ context, event }) => quizOutcome(event.choice, context.isTrue) === QUIZ_STEP.correct,
  },
  actions: {
    recordChoice: assign({ choice: ({ event }) => event.choice }),
  },
}).createMachine({
  id: "quiz",
  context: ({ input }) => ({ ...input, choice: null }),
  initial: "asking",
  states: {
    asking: {
      on: {
        "QUIZ.CHOOSE": [
          { guard: "isCorrectChoice", target: "correct", actions: "recordChoice" },
          { target: "wrong", actions: "recordChoice" },
        ],
      },
    },
    correct: {},
    wrong: {},
  },
});
