import type { ReactNode } from "react";
import * as styles from "./exam-question.css";

const LETTERS = "ABCDEFGH";

export interface ExamQuestionProps {
  /** 1-based position in the paper. */
  index: number;
  /** 单选题, 多选题 or 判断题 (core's questionKindLabel). */
  kindLabel: string;
  /** Multiple choice: check boxes; otherwise radio buttons. */
  multiple: boolean;
  stem: string;
  options: readonly string[];
  /** The chosen letters, e.g. "AC". */
  value: string;
  onChange?: (value: string) => void;
  /** After submission: the right letters, the verdict and the 解析; the options are read-only. */
  review?: { answer: string; correct: boolean; analysis: string; extra?: ReactNode };
  id?: string;
}

const toggle = (value: string, letter: string, multiple: boolean) =>
  multiple ? [...(value.includes(letter) ? value.replace(letter, "") : value + letter)].sort().join("") : letter;

/** One exam question: stem, options to choose and, once scored, the right answer with its analysis. */
export function ExamQuestion({
  index,
  kindLabel,
  multiple,
  stem,
  options,
  value,
  onChange,
  review,
  id,
}: ExamQuestionProps) {
  const name = `exam-question-${id ?? index}`;
  const state = (letter: string): keyof typeof styles.option => {
    if (!review) return value.includes(letter) ? "chosen" : "idle";
    if (review.answer.includes(letter)) return "right";
    return value.includes(letter) ? "wrong" : "plain";
  };
  return (
    <fieldset className={styles.card} id={id}>
      <legend className={styles.legend}>
        <span className={styles.kind}>{kindLabel}</span>
        <span>
          {index}. {stem}
        </span>
      </legend>
      <div className={styles.options}>
        {options.map((text, i) => {
          const letter = LETTERS[i]!;
          return (
            <label key={letter} className={styles.option[state(letter)]}>
              <input
                type={multiple ? "checkbox" : "radio"}
                name={name}
                value={letter}
                checked={value.includes(letter)}
                disabled={review !== undefined}
                onChange={() => onChange?.(toggle(value, letter, multiple))}
              />
              <span>
                {letter}. {text}
              </span>
            </label>
          );
        })}
      </div>
      {review ? (
        <div className={styles.analysis}>
          <span className={styles.verdict[review.correct ? "right" : "wrong"]}>
            {review.correct
              ? "回答正确"
              : `回答错误，正确答案：${review.answer}${value ? `；你的答案：${value}` : "；未作答"}`}
          </span>
          <span>解析：{review.analysis}</span>
          {review.extra}
        </div>
      ) : null}
    </fieldset>
  );
}
