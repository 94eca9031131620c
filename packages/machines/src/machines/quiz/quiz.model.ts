import type { MachineModel } from "../../testing/model";
import { quizMachine } from "./quiz.machine";
import type { QuizContext } from "./quiz.types";

export const quizModel: MachineModel<typeof quizMachine> = {
  name: "quizMachine",
  machine: quizMachine,
  // the right answer first, then second: "correct" must follow the answer, not a position
  inputs: [0, 1].map((isTrue) => ({
    question: "出口退税的申报期限是？",
    answer1: "次月15日前",
    answer2: "次年4月30日前",
    isTrue: isTrue as 0 | 1,
    analysis: "按规定办理。",
  })),
  events: [
    { type: "QUIZ.CHOOSE", choice: 0 },
    { type: "QUIZ.CHOOSE", choice: 1 },
  ],
  fakes: () => ({ implementations: {}, world: undefined }),
  invariants: (snapshot) => {
    const { choice, isTrue } = snapshot.context as QuizContext;
    const broken: string[] = [];
    if (snapshot.matches("correct") && choice !== isTrue) broken.push(`"correct" shown for the wrong choice ${choice}`);
    if (snapshot.matches("wrong") && choice === isTrue) broken.push(`"wrong" shown for the right choice ${choice}`);
    if (snapshot.matches("asking") && choice !== null) broken.push("still asking after a choice");
    return broken;
  },
};
