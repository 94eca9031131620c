import { eventAt } from "@taxlearn/core";
import type { MachineModel } from "../../testing/model";
import type { QuizContext } from "../quiz/quiz.types";
import { SAMPLE_INTERACTION_EVENTS } from "./interaction-card.fixture";
import { interactionCardMachine } from "./interaction-card.machine";
import type { CardEvent } from "./interaction-card.types";

interface PlayerWorld {
  paused: boolean;
  seeks: number[];
  /** the second whose card was shown in this pass, as the previous step left it */
  shownAtSecond: number | null;
  /** the card on screen after the previous step */
  previousCard: CardEvent | null;
  /** the second whose card was skipped under an interrupting card, until playback leaves that second */
  skippedSecond: number | null;
}

// 6.2: the second the interrupting quiz at 5 seeks to, where another card sits
const TIME_UPDATES = [0.5, 3.2, 3.9, 5.1, 6.2, 8.4].map((currentTime) => ({ type: "VIDEO.TIMEUPDATE", currentTime }));

const CARDS = SAMPLE_INTERACTION_EVENTS.filter((event) => ["ImageOverlay", "TextCard", "Quiz"].includes(event._tag));

export const interactionCardModel: MachineModel<typeof interactionCardMachine, PlayerWorld> = {
  name: "interactionCardMachine",
  machine: interactionCardMachine,
  input: { events: SAMPLE_INTERACTION_EVENTS },
  events: [...TIME_UPDATES, { type: "QUIZ.CHOOSE", choice: 0 }, { type: "QUIZ.CHOOSE", choice: 1 }],
  // the video plays on under a card that does not interrupt: time updates come in every state
  probeEvents: TIME_UPDATES,
  // The seconds skipped under an interrupting card multiply the graph's loops: its simple paths run past
  // 10,000. Every graph state (value, card, countdown, shown second, timers) still gets its shortest path,
  // every transition from it an extra one, and every time update a probe there.
  simplePaths: false,
  fakes: () => {
    const world: PlayerWorld = {
      paused: false,
      seeks: [],
      shownAtSecond: null,
      previousCard: null,
      skippedSecond: null,
    };
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
    const previous = world.previousCard;
    // an interrupting card holds the video: only closing it or its countdown's end takes it off the screen
    const closedOrTimedOut = event?.type === "CARD.CLOSE" || event?.type.startsWith("xstate.after.");
    if (previous?.interrupts && card !== previous && !closedOrTimedOut)
      broken.push(`the interrupting card at ${previous.pointTime}s left the screen on ${event?.type}`);
    if (event?.type === "VIDEO.TIMEUPDATE") {
      const second = Math.trunc(event.currentTime as number);
      if (world.skippedSecond !== null && second !== world.skippedSecond) world.skippedSecond = null;
      const due = eventAt(CARDS, event.currentTime as number);
      if (due && due !== previous && previous?.interrupts) {
        // due under an interrupting card: skipped for this pass
        world.skippedSecond = due.pointTime;
      } else if (due && due.pointTime === world.skippedSecond && card === due && due !== previous) {
        broken.push(`the card at ${due.pointTime}s, skipped under an interrupting card, showed in the same pass`);
      } else if (due && due.pointTime !== world.shownAtSecond && card !== due) {
        // a card whose second comes is shown, once per pass, even over a card that does not interrupt
        broken.push(
          `the card at ${due.pointTime}s was due at ${event.currentTime}s but ${card ? `the card at ${card.pointTime}s` : "none"} shows`,
        );
      }
    }
    world.shownAtSecond = snapshot.context.shownAtSecond;
    world.previousCard = card;
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
