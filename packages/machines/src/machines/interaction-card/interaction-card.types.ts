import type { ParsedInteractionEvent } from "@taxlearn/core";

/** The interaction events that pop up as a card over the lecture (clips 5 and 6 are not cards). */
export type CardEvent = Extract<ParsedInteractionEvent, { _tag: "ImageOverlay" | "TextCard" | "Quiz" }>;
export type QuizCardEvent = Extract<ParsedInteractionEvent, { _tag: "Quiz" }>;

export interface InteractionCardInput {
  /** the lecture's events, parsed with core's `parseInteractionEvent` */
  events: ParsedInteractionEvent[];
}

export interface InteractionCardContext {
  events: ParsedInteractionEvent[];
  /** the card on screen */
  card: CardEvent | null;
  /** seconds left on the countdown */
  remaining: number;
  /**
   * the second whose card was already shown — or skipped under an interrupting card — in this pass; cleared
   * once playback leaves that second
   */
  shownAtSecond: number | null;
}

export type InteractionCardEvent =
  /** the main lecture's time update (seconds) */
  | { type: "VIDEO.TIMEUPDATE"; currentTime: number }
  /** the timer icon: pauses or resumes the countdown */
  | { type: "TIMER.TOGGLE" }
  | { type: "CARD.CLOSE" }
  /** forwarded to the quiz card's quizMachine */
  | { type: "QUIZ.CHOOSE"; choice: 0 | 1 };

export interface InteractionCardView {
  card: CardEvent | null;
  remaining: number;
  countdownPaused: boolean;
  /** a card with timeout 0 stays until closed */
  hasCountdown: boolean;
  toggleTimer: () => void;
  close: () => void;
}
