import type { ParsedInteractionEvent } from "@taxlearn/core";
import { connectInteractionCard, type InteractionCardView, interactionCardMachine } from "@taxlearn/machines";
import { useActorRef, useSelector } from "@xstate/react";
import { type RefObject, useCallback } from "react";
import type { QuizActor } from "../quiz-card";

export interface InteractionCards {
  readonly view: InteractionCardView;
  /** The quiz the card machine runs while a quiz card shows. */
  readonly quiz: QuizActor | undefined;
  /** The lecture reached `currentTime`: shows the card due then. */
  readonly timeUpdate: (currentTime: number) => void;
}

/**
 * spec §4 "Interaction card" (and the quiz it runs) on interactionCardMachine; the machine pauses, seeks and resumes
 * the lecture through `lectureRef`.
 */
export function useInteractionCards(
  lectureRef: RefObject<HTMLVideoElement | null>,
  events: ReadonlyArray<ParsedInteractionEvent>,
): InteractionCards {
  const actor = useActorRef(
    interactionCardMachine.provide({
      actions: {
        pauseVideo: () => lectureRef.current?.pause(),
        resumeVideo: () => void lectureRef.current?.play().catch(() => {}),
        seekVideo: (_: unknown, params: { time: number }) => {
          if (lectureRef.current) lectureRef.current.currentTime = params.time;
        },
      },
    }),
    { input: { events: [...events] } },
  );
  const snapshot = useSelector(actor, (s) => s);
  const timeUpdate = useCallback(
    (currentTime: number) => actor.send({ type: "VIDEO.TIMEUPDATE", currentTime }),
    [actor],
  );
  return {
    view: connectInteractionCard(snapshot, actor.send),
    quiz: snapshot.children.quiz as QuizActor | undefined,
    timeUpdate,
  };
}
