import type { ParsedInteractionEvent } from "@taxlearn/core";
import { QUIZ_STEP } from "@taxlearn/core";
import { connectQuiz, type QuizView, quizMachine } from "@taxlearn/machines";
import { useMachine, useSelector } from "@xstate/react";
import { useEffect } from "react";
import type { ActorRefFrom } from "xstate";
import { type CardCountdown, CardFrame } from "./card-frame";
import * as styles from "./interaction-card.css";
import { VIDEO_TEXT } from "./video.messages";

export type QuizEvent = Extract<ParsedInteractionEvent, { _tag: "Quiz" }>;
export type QuizActor = ActorRefFrom<typeof quizMachine>;

export interface QuizCardProps extends CardCountdown {
  event: QuizEvent;
  /** The quiz run by the player's interaction card machine; without it the card runs its own quizMachine. */
  quiz?: QuizActor;
  /** Answers at once (stories and tests of the result states; own machine only). */
  initialChoice?: 0 | 1;
}

/** spec §3 type 9 and §4 "Quiz step", driven by quizMachine (the player's, or the card's own). */
export function QuizCard({ quiz, ...props }: QuizCardProps) {
  return quiz ? <PlayerQuizCard quiz={quiz} {...props} /> : <StandaloneQuizCard {...props} />;
}

function PlayerQuizCard({ quiz, ...props }: Omit<QuizCardProps, "quiz"> & { quiz: QuizActor }) {
  const snapshot = useSelector(quiz, (s) => s);
  return <QuizCardView view={connectQuiz(snapshot, quiz.send)} chosen={snapshot.context.choice} {...props} />;
}

function StandaloneQuizCard({ initialChoice, ...props }: Omit<QuizCardProps, "quiz">) {
  const { event } = props;
  const [snapshot, send] = useMachine(quizMachine, {
    input: {
      question: event.content,
      answer1: event.answer1,
      answer2: event.answer2,
      isTrue: event.isTrue,
      analysis: event.analysis,
    },
  });
  useEffect(() => {
    if (initialChoice !== undefined) send({ type: "QUIZ.CHOOSE", choice: initialChoice });
  }, [initialChoice, send]);
  return <QuizCardView view={connectQuiz(snapshot, send)} chosen={snapshot.context.choice} {...props} />;
}

/**
 * Two choices; once answered 正确 or 错误, the correct answer, the learner's answer when wrong, and the analysis.
 */
function QuizCardView({
  view,
  chosen,
  event,
  initialChoice: _ignored,
  ...countdown
}: Omit<QuizCardProps, "quiz"> & { view: QuizView; chosen: 0 | 1 | null }) {
  const answered = view.step !== QUIZ_STEP.asking;
  return (
    <CardFrame title={VIDEO_TEXT.quiz} countdown={countdown}>
      <p>{view.question}</p>
      {view.choices.map((text, index) => {
        const isCorrect = index === event.isTrue;
        const mark = !answered ? "none" : isCorrect ? "correct" : index === chosen ? "wrong" : "none";
        return (
          <button
            key={VIDEO_TEXT.choiceLetters[index]}
            type="button"
            className={styles.choice({ mark })}
            // aria-disabled, not disabled: the answered choice keeps keyboard focus (a disabled button would drop
            // it to the page), so Tab and Escape still work in the card
            aria-disabled={answered || undefined}
            onClick={() => {
              if (!answered) view.choose(index as 0 | 1);
            }}
          >
            <span>{VIDEO_TEXT.choiceLetters[index]}.</span>
            <span>{text}</span>
          </button>
        );
      })}
      {answered ? (
        <div role="status">
          <p className={styles.verdict({ correct: view.step === QUIZ_STEP.correct })}>
            {view.step === QUIZ_STEP.correct ? VIDEO_TEXT.correct : VIDEO_TEXT.wrong}
          </p>
          <p className={styles.resultLine}>
            {VIDEO_TEXT.correctAnswer}：{view.correctAnswer}
          </p>
          {view.userAnswer ? (
            <p className={styles.resultLine}>
              {VIDEO_TEXT.yourAnswer}：{view.userAnswer}
            </p>
          ) : null}
          {view.analysis ? (
            <p className={styles.resultLine}>
              {VIDEO_TEXT.analysis}：{view.analysis}
            </p>
          ) : null}
        </div>
      ) : null}
    </CardFrame>
  );
}
