import type { CardEvent } from "@taxlearn/machines";
import type { CardCountdown } from "./card-frame";
import { ImageOverlayCard } from "./image-overlay-card";
import { type QuizActor, QuizCard } from "./quiz-card";
import { TextCard } from "./text-card";

export interface InteractionCardProps extends CardCountdown {
  event: CardEvent;
  onJump?: (htmlRouter: string) => void;
  /** The quiz actor of the player's interaction card machine (quiz cards). */
  quiz?: QuizActor;
}

/** The card of one interaction event, by its kind (spec §3). */
export function InteractionCard({ event, onJump, quiz, ...countdown }: InteractionCardProps) {
  switch (event._tag) {
    case "ImageOverlay":
      return <ImageOverlayCard event={event} {...countdown} />;
    case "TextCard":
      return <TextCard event={event} onJump={onJump} {...countdown} />;
    case "Quiz":
      return <QuizCard key={event.id ?? event.pointTime} event={event} quiz={quiz} {...countdown} />;
  }
}
