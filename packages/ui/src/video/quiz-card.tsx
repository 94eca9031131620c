import type { ParsedInteractionEvent } from "@taxlearn/core";
import { QUIZ_STEP } from "@taxlearn/core";
import { connectQuiz, quizMachine } from "@taxlearn/machines";
import { useMachine } from "@xstate/react";
import { useEffect } from "react";
import { type CardCountdown, CardFrame } from "./card-frame";
import * as styles from "./interaction-card.css";
import { VIDEO_TEXT } from "./video.messages";

export type QuizEvent = Extract<ParsedInteractionEvent, { _tag: "Quiz" }>;

export interface QuizCardProps extends CardCountdown {
  event: QuizEvent;
  /** Answers at once (stories and tests of the result states). */
  initialChoice?: 0 | 1;
}

/**
 * spec §3 type 9 and §4 "Quiz step" (from quizMachine): two choices; once answered 正确 or 错误, the correct
 * answer, the learner's answer when wrong, and the analysis.
 */
export function QuizCard({ event, initialChoice, ...countdown }: QuizCardProps) {
  const [snapshot, send] = useMachine(quizMachine, {
    input: {
      question: event.content,
      answer1: event.answer1,
      answer2: event.answer2,
      isTrue: event.isTrue,
      analysis: event.analysis,
    },
  });
  const view = connectQuiz(snapshot, send);
  useEffect(() => {
    if (initialChoice !== undefined) send({ type: "QUIZ.CHOOSE", choice: initialChoice });
  }, [initialChoice, send]);
  const answered = view.step !== QUIZ_STEP.asking;
  const chosen = snapshot.context.choice;

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
            disabled={answered}
            onClick={() => view.choose(index as 0 | 1)}
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
