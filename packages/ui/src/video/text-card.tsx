import type { ParsedInteractionEvent } from "@taxlearn/core";
import { Link } from "../components/link";
import { type CardCountdown, CardFrame } from "./card-frame";
import * as styles from "./interaction-card.css";
import { VIDEO_TEXT } from "./video.messages";

export type TextCardEvent = Extract<ParsedInteractionEvent, { _tag: "TextCard" }>;

export interface TextCardProps extends CardCountdown {
  event: TextCardEvent;
  /** Takes a plain click on the card's link (settings htmlRouter), e.g. the app's router; the link is real either way. */
  onJump?: (htmlRouter: string) => void;
}

/** spec §3 types 2 note, 3 question, 7 Q and A, 8 plain text: the text, the answer if any, and the jump link. */
export function TextCard({ event, onJump, ...countdown }: TextCardProps) {
  return (
    <CardFrame title={VIDEO_TEXT.cardKinds[event.kind]} countdown={countdown}>
      <p>{event.content}</p>
      {event.answer ? (
        <p className={styles.answer}>
          {VIDEO_TEXT.answer}：{event.answer}
        </p>
      ) : null}
      {event.htmlRouter ? (
        <Link className={styles.jumpLink} href={event.htmlRouter} onNavigate={onJump}>
          {event.jumpText}
        </Link>
      ) : null}
    </CardFrame>
  );
}
