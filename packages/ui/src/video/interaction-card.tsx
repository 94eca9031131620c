import type { CardCountdown } from "./card-frame";
import type { CardEvent } from "./card-timeline";
import { ImageOverlayCard } from "./image-overlay-card";
import { QuizCard } from "./quiz-card";
import { TextCard } from "./text-card";

export interface InteractionCardProps extends CardCountdown {
  event: CardEvent;
  onJump?: (htmlRouter: string) => void;
}

/** The card of one interaction event, by its kind (spec §3). */
export function InteractionCard({ event, onJump, ...countdown }: InteractionCardProps) {
  switch (event._tag) {
    case "ImageOverlay":
      return <ImageOverlayCard event={event} {...countdown} />;
    case "TextCard":
      return <TextCard event={event} onJump={onJump} {...countdown} />;
    case "Quiz":
      return <QuizCard key={event.id ?? event.pointTime} event={event} {...countdown} />;
  }
}
