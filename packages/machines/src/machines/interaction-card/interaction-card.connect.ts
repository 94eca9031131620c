import type { SnapshotFrom } from "xstate";
import type { interactionCardMachine } from "./interaction-card.machine";
import type { InteractionCardEvent, InteractionCardView } from "./interaction-card.types";

export function connectInteractionCard(
  snapshot: SnapshotFrom<typeof interactionCardMachine>,
  send: (event: InteractionCardEvent) => void,
): InteractionCardView {
  const countdown = (state: string) => snapshot.matches({ showing: { countdown: state } } as never);
  return {
    card: snapshot.context.card,
    remaining: snapshot.context.remaining,
    countdownPaused: countdown("paused"),
    hasCountdown: countdown("counting") || countdown("paused"),
    toggleTimer: () => send({ type: "TIMER.TOGGLE" }),
    close: () => send({ type: "CARD.CLOSE" }),
  };
}
