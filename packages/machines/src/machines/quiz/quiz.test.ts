import { QUIZ_STEP } from "@taxlearn/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { connectQuiz } from "./quiz.connect";
import { quizMachine } from "./quiz.machine";
import type { QuizInput } from "./quiz.types";

const question = (isTrue: 0 | 1): QuizInput => ({
  question: "增值税一般纳税人适用税率？",
  answer1: "13%",
  answer2: "3%",
  isTrue,
  analysis: "一般纳税人销售货物适用13%。",
});

function answer(input: QuizInput, choice: 0 | 1) {
  const actor = createActor(quizMachine, { input }).start();
  actor.send({ type: "QUIZ.CHOOSE", choice });
  return connectQuiz(actor.getSnapshot(), actor.send);
}

describe("quizMachine", () => {
  it("asks first, showing no result", () => {
    const actor = createActor(quizMachine, { input: question(0) }).start();
    const view = connectQuiz(actor.getSnapshot(), actor.send);
    expect(view).toMatchObject({ step: QUIZ_STEP.asking, choices: ["13%", "3%"], correctAnswer: null, analysis: null });
  });

  it("is correct when the choice equals isTrue: the correct answer and analysis, no user answer", () => {
    expect(answer(question(0), 0)).toMatchObject({
      step: QUIZ_STEP.correct,
      correctAnswer: "13%",
      userAnswer: null,
      analysis: "一般纳税人销售货物适用13%。",
    });
  });

  it("is wrong otherwise, and then also shows the learner's answer", () => {
    expect(answer(question(0), 1)).toMatchObject({ step: QUIZ_STEP.wrong, correctAnswer: "13%", userAnswer: "3%" });
  });

  it("never says correct for the wrong choice (any isTrue, any choice)", () => {
    fc.assert(
      fc.property(fc.constantFrom<0 | 1>(0, 1), fc.constantFrom<0 | 1>(0, 1), (isTrue, choice) => {
        const view = answer(question(isTrue), choice);
        expect(view.step === QUIZ_STEP.correct).toBe(choice === isTrue);
      }),
    );
  });

  it("takes only the first answer", () => {
    const actor = createActor(quizMachine, { input: question(1) }).start();
    actor.send({ type: "QUIZ.CHOOSE", choice: 0 });
    actor.send({ type: "QUIZ.CHOOSE", choice: 1 });
    expect(connectQuiz(actor.getSnapshot(), actor.send)).toMatchObject({ step: QUIZ_STEP.wrong, userAnswer: "13%" });
  });
});
