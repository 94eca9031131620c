import { eventAt } from "@taxlearn/core";
import type { MachineModel } from "../../testing/model";
import type { QuizContext } from "../quiz/quiz.types";
import { SAMPLE_INTERACTION_EVENTS } from "./interaction-card.fixture";
import { interactionCardMachine } from "./interaction-card.machine";

interface PlayerWorld {
  paused: boolean;
  seeks: number[];
  /** the second whose card was shown in this pass, as the previous step left it */
  shownAtSecond: number | null;
}

const TIME_UPDATES = [0.5, 3.2, 3.9, 5.1, 8.4].map((currentTime) => ({ type: "VIDEO.TIMEUPDATE", currentTime }));

const CARDS = SAMPLE_INTERACTION_EVENTS.filter((event) => ["ImageOverlay", "TextCard", "Quiz"].includes(event._tag));

export const interactionCardModel: MachineModel<typeof interactionCardMachine, PlayerWorld> = {
  name: "interactionCardMachine",
  machine: interactionCardMachine,
  input: { events: SAMPLE_INTERACTION_EVENTS },
  events: [...TIME_UPDATES, { type: "QUIZ.CHOOSE", choice: 0 }, { type: "QUIZ.CHOOSE", choice: 1 }],
  // the video plays on under a card that does not interrupt: time updates come in every state
  probeEvents: TIME_UPDATES,
  fakes: () => {
    const world: PlayerWorld = { paused: false, seeks: [], shownAtSecond: null };
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
  invariants: (snapshot, world, _doubles, { event }) => {
    const { card, remaining } = snapshot.context;
    const broken: string[] = [];
    // a card whose second comes is shown, once per pass, even over another card
    if (event?.type === "VIDEO.TIMEUPDATE") {
      const due = eventAt(CARDS, event.currentTime as number);
      if (due && due.pointTime !== world.shownAtSecond && card !== due)
        broken.push(
          `the card at ${due.pointTime}s was due at ${event.currentTime}s but ${card ? `the card at ${card.pointTime}s` : "none"} shows`,
        );
    }
    world.shownAtSecond = snapshot.context.shownAtSecond;
    // an interrupting card holds the video; any other card lets it play
    if (card && world.paused !== card.interrupts)
      broken.push(`the video is ${world.paused ? "paused" : "playing"} under the card at ${card.pointTime}s`);
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
