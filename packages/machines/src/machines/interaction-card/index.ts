export { connectInteractionCard } from "./interaction-card.connect";
export { interactionCardMachine } from "./interaction-card.machine";
export type {
  CardEvent,
  InteractionCardContext,
  InteractionCardEvent,
  InteractionCardInput,
  InteractionCardView,
  QuizCardEvent,
} from "./interaction-card.types";
