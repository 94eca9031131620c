import type { CardEvent } from "@taxlearn/machines";
import { VIDEO_TEXT } from "./video.messages";

/** Seconds left at which the countdown is read out a second time. */
export const COUNTDOWN_ENDING_CUE_SECONDS = 5;

/** The name a card shows (and is announced by): its kind, or an image card's caption. */
export function cardTitle(card: CardEvent): string {
  switch (card._tag) {
    case "ImageOverlay":
      return card.content;
    case "TextCard":
      return VIDEO_TEXT.cardKinds[card.kind];
    case "Quiz":
      return VIDEO_TEXT.quiz;
  }
}

/**
 * What the player's polite live region says about the card on screen: its name and countdown when it appears, and
 * the countdown once more at 5 seconds left; nothing on the other ticks (a screen reader reading out every second
 * would drown the card itself). An empty string clears the region.
 */
export function countdownAnnouncement(card: CardEvent | null, remaining: number, hasCountdown: boolean): string {
  if (!card) return "";
  const title = cardTitle(card);
  if (!hasCountdown) return title;
  if (remaining === card.timeout) return `${title}，${VIDEO_TEXT.countdown(remaining)}`;
  if (remaining === COUNTDOWN_ENDING_CUE_SECONDS) return `${title}，${VIDEO_TEXT.countdown(remaining)}`;
  return "";
}
