import { eventAt, type ParsedInteractionEvent } from "@taxlearn/core";

/** The events that show as cards (every type but the opening and closing clips). */
export type CardEvent = Extract<ParsedInteractionEvent, { _tag: "ImageOverlay" | "TextCard" | "Quiz" }>;

export const isCardEvent = (event: ParsedInteractionEvent): event is CardEvent =>
  event._tag === "ImageOverlay" || event._tag === "TextCard" || event._tag === "Quiz";

/** A stable key of an event (ids may be missing in hand-made data). */
export const cardKey = (event: CardEvent) => `${event.id ?? "x"}@${event.pointTime}:${event.type}`;

/**
 * spec §4 "Interaction card": the card due at `currentTime` (time truncated to whole seconds equals pointTime),
 * unless it has already been shown on this pass through the lecture.
 */
export function dueCard(
  events: ReadonlyArray<CardEvent>,
  currentTime: number,
  shown: ReadonlySet<string>,
): CardEvent | null {
  const event = eventAt(
    events.filter((e) => !shown.has(cardKey(e))),
    currentTime,
  );
  return event ?? null;
}

/** After a seek back, the cards after the new position may show again. */
export function forgetCardsAfter(
  events: ReadonlyArray<CardEvent>,
  shown: ReadonlySet<string>,
  time: number,
): Set<string> {
  const second = Math.trunc(time);
  return new Set([...shown].filter((key) => events.some((e) => cardKey(e) === key && e.pointTime <= second)));
}
