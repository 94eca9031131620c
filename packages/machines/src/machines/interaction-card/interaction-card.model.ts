import type { MachineModel } from "../../testing/model";
import type { QuizContext } from "../quiz/quiz.types";
import { SAMPLE_INTERACTION_EVENTS } from "./interaction-card.fixture";
import { interactionCardMachine } from "./interaction-card.machine";

interface PlayerWorld {
  paused: boolean;
  seeks: number[];
}

export const interactionCardModel: MachineModel<typeof interactionCardMachine, PlayerWorld> = {
  name: "interactionCardMachine",
  machine: interactionCardMachine,
  input: { events: SAMPLE_INTERACTION_EVENTS },
  events: [
    { type: "VIDEO.TIMEUPDATE", currentTime: 0.5 },
    { type: "VIDEO.TIMEUPDATE", currentTime: 3.2 },
    { type: "VIDEO.TIMEUPDATE", currentTime: 3.9 },
    { type: "VIDEO.TIMEUPDATE", currentTime: 5.1 },
    { type: "VIDEO.TIMEUPDATE", currentTime: 8.4 },
    { type: "QUIZ.CHOOSE", choice: 0 },
    { type: "QUIZ.CHOOSE", choice: 1 },
  ],
  // simple paths here multiply countdown ticks without reaching anything new; shortest + per-edge paths cover it
  simplePaths: false,
  fakes: () => {
    const world: PlayerWorld = { paused: false, seeks: [] };
    return {
      implementations: {
        actions: {
          pauseVideo: () => {
            world.paused = true;
          },
          resumeVideo: () => {
            world.paused = false;
          },
          seekVideo: (_: unknown, params: { time: number }) => void world.seeks.push(params.time),
        },
      },
      world,
    };
  },
  invariants: (snapshot, world) => {
    const { card, remaining } = snapshot.context;
    const broken: string[] = [];
    if (remaining < 0) broken.push(`countdown below 0: ${remaining}`);
    if (snapshot.matches("showing") !== (card !== null)) broken.push("a card must be on screen exactly while showing");
    if (snapshot.matches("watching") && world.paused) broken.push("the video stays paused after the card closed");
    const quiz = snapshot.children.quiz;
    if ((card?._tag === "Quiz") !== (quiz !== undefined)) broken.push("the quiz runs exactly while a quiz card shows");
    if (quiz && card?._tag === "Quiz") {
      const context = quiz.getSnapshot().context as QuizContext;
      if (context.isTrue !== card.isTrue) broken.push("the quiz got another card's answer");
      if (quiz.getSnapshot().value === "correct" && context.choice !== card.isTrue)
        broken.push("quiz correct for a wrong choice");
    }
    // only the interrupting quiz at second 5 seeks, to one second past its point
    if (world.seeks.some((time) => time !== 6)) {
      broken.push(`unexpected seeks ${world.seeks.join(",")}`);
    }
    return broken;
  },
};
