import { eventAt } from "@taxlearn/core";
import { assign, sendTo, setup } from "xstate";
import { requiredAction } from "../../shared/not-provided";
import { quizMachine } from "../quiz/quiz.machine";
import type {
  CardEvent,
  InteractionCardContext,
  InteractionCardEvent,
  InteractionCardInput,
} from "./interaction-card.types";

const isCard = (event: { _tag: string } | undefined): event is CardEvent =>
  event?._tag === "ImageOverlay" || event?._tag === "TextCard" || event?._tag === "Quiz";

/** The card due at this time: core's `eventAt` (pointTime = time truncated to seconds), if it is a card. */
function dueCard(context: InteractionCardContext, event: InteractionCardEvent): CardEvent | undefined {
  if (event.type !== "VIDEO.TIMEUPDATE") return undefined;
  const cards = context.events.filter(isCard);
  const card = eventAt(cards, event.currentTime);
  return card && card.pointTime !== context.shownAtSecond ? card : undefined;
}

/** An interrupting card pauses the video and seeks one second past its point, so it cannot fire again. */
const showInterruptingCard = [
  "showCard",
  "pauseVideo",
  {
    type: "seekVideo",
    params: ({ context }: { context: InteractionCardContext }) => ({ time: (context.card?.pointTime ?? 0) + 1 }),
  },
] as const;

/**
 * spec §4 "Interaction card": the card whose pointTime equals the truncated playback time shows once per
 * pass of that second; its countdown starts at `timeout` and ticks once a second; at 0 the card closes and
 * play resumes. An interrupting card (isInterrupt 1) pauses the video and seeks one second past its point,
 * so it cannot fire again. The timer icon pauses/resumes the countdown; close clears the card and resumes.
 * A card coming due while a non-interrupting card shows replaces it (the other closes as if closed). An
 * interrupting card holds the video until it is closed or its countdown ends (an answered quiz stays up with
 * its result): a card coming due meanwhile (the seek past its point can land on one) is skipped for that
 * pass, never shown over it unseen.
 * A quiz card runs `quizMachine` (child id `quiz`), which receives the QUIZ.* events.
 *
 * Provide: `pauseVideo`, `resumeVideo`, `seekVideo` (params `{ time }`) actions.
 */
export const interactionCardMachine = setup({
  types: {
    context: {} as InteractionCardContext,
    events: {} as InteractionCardEvent,
    input: {} as InteractionCardInput,
  },
  actors: { quiz: quizMachine },
  actions: {
    pauseVideo: requiredAction("pauseVideo"),
    resumeVideo: requiredAction("resumeVideo"),
    seekVideo: requiredAction("seekVideo") as (_: unknown, params: { time: number }) => void,
    showCard: assign(({ context, event }) => {
      const card = dueCard(context, event) ?? null;
      return { card, remaining: Math.max(0, card?.timeout ?? 0), shownAtSecond: card?.pointTime ?? null };
    }),
    /** the due card's pass is spent while an interrupting card holds the video: it does not show later in it */
    skipDueCard: assign({
      shownAtSecond: ({ context, event }) => dueCard(context, event)?.pointTime ?? context.shownAtSecond,
    }),
    leaveShownSecond: assign({
      shownAtSecond: ({ context, event }) =>
        event.type === "VIDEO.TIMEUPDATE" && Math.trunc(event.currentTime) !== context.shownAtSecond
          ? null
          : context.shownAtSecond,
    }),
    tick: assign({ remaining: ({ context }) => Math.max(0, context.remaining - 1) }),
    clearCard: assign({ card: null, remaining: 0 }),
    forwardToQuiz: sendTo("quiz", ({ event }) => event),
  },
  guards: {
    interruptingCardDue: ({ context, event }) => dueCard(context, event)?.interrupts === true,
    cardDue: ({ context, event }) => dueCard(context, event) !== undefined,
    interruptingCardHolds: ({ context, event }) =>
      context.card?.interrupts === true && dueCard(context, event) !== undefined,
    hasCountdown: ({ context }) => context.remaining > 0,
    lastSecond: ({ context }) => context.remaining <= 1,
    isQuizCard: ({ context }) => context.card?._tag === "Quiz",
  },
}).createMachine({
  id: "interactionCard",
  context: ({ input }) => ({ events: input.events, card: null, remaining: 0, shownAtSecond: null }),
  initial: "watching",
  states: {
    watching: {
      on: {
        "VIDEO.TIMEUPDATE": [
          { guard: "interruptingCardDue", target: "showing", actions: showInterruptingCard },
          { guard: "cardDue", target: "showing", actions: "showCard" },
          { actions: "leaveShownSecond" },
        ],
      },
    },
    showing: {
      type: "parallel",
      on: {
        "CARD.CLOSE": { target: "watching", actions: ["clearCard", "resumeVideo"] },
        // Another card's second came while this one shows. An interrupting card on screen holds the video:
        // the due card is skipped (the seek one second past the interrupting card's point lands on the next
        // second, whose card would otherwise replace it at once, unseen). Under a card that does not interrupt
        // the video plays on: this one closes as if closed, that one shows; `shownAtSecond` is then the second
        // of the card on screen, so a due card is always another.
        "VIDEO.TIMEUPDATE": [
          { guard: "interruptingCardHolds", actions: "skipDueCard" },
          {
            guard: "interruptingCardDue",
            target: "showing",
            reenter: true,
            actions: ["clearCard", "resumeVideo", ...showInterruptingCard],
          },
          { guard: "cardDue", target: "showing", reenter: true, actions: ["clearCard", "resumeVideo", "showCard"] },
        ],
      },
      states: {
        countdown: {
          initial: "starting",
          states: {
            starting: {
              always: [{ guard: "hasCountdown", target: "counting" }, { target: "untimed" }],
            },
            counting: {
              on: { "TIMER.TOGGLE": "paused" },
              after: {
                1000: [
                  {
                    guard: "lastSecond",
                    target: "#interactionCard.watching",
                    actions: ["tick", "clearCard", "resumeVideo"],
                  },
                  { target: "counting", reenter: true, actions: "tick" },
                ],
              },
            },
            paused: {
              on: { "TIMER.TOGGLE": "counting" },
            },
            untimed: {},
          },
        },
        content: {
          initial: "choosing",
          states: {
            choosing: {
              always: [{ guard: "isQuizCard", target: "quiz" }, { target: "plain" }],
            },
            plain: {},
            quiz: {
              invoke: {
                id: "quiz",
                src: "quiz",
                input: ({ context }) => {
                  const quiz = context.card?._tag === "Quiz" ? context.card : null;
                  return {
                    question: quiz?.content ?? "",
                    answer1: quiz?.answer1 ?? "",
                    answer2: quiz?.answer2 ?? "",
                    isTrue: quiz?.isTrue ?? 0,
                    analysis: quiz?.analysis ?? "",
                  };
                },
              },
              on: { "QUIZ.CHOOSE": { actions: "forwardToQuiz" } },
            },
          },
        },
      },
    },
  },
});
