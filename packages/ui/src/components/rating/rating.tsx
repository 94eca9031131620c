import { RATING, ratingLabel, ratingLevel } from "@taxlearn/core";
import { useId, useState } from "react";
import { UI_TEXT } from "../../ui.messages";
import * as styles from "./rating.css";

export interface RatingProps {
  /** Chosen stars, 0 for none yet. */
  value: number;
  /** Leave out for a read-only display. */
  onChange?: (stars: number) => void;
  /** Accessible name of the group; defaults to 评分. */
  label?: string;
}

function Star() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}

/** Five stars with the spec's Chinese labels (极差 … 惊喜); hovering previews a choice. */
export function Rating({ value, onChange, label = UI_TEXT.ratingLabel }: RatingProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const name = useId();
  const shown = hovered ?? value;
  const readOnly = onChange === undefined;
  const starNumbers = Array.from({ length: RATING.max }, (_, index) => index + 1);

  if (readOnly) {
    return (
      <span className={styles.root} role="img" aria-label={`${label}：${value}/${RATING.max} ${ratingLabel(value)}`}>
        <span className={styles.stars}>
          {starNumbers.map((stars) => (
            <span key={stars} className={styles.star({ filled: stars <= value })}>
              <Star />
            </span>
          ))}
        </span>
        {value > 0 ? <span className={styles.label({ level: ratingLevel(value) })}>{ratingLabel(value)}</span> : null}
      </span>
    );
  }

  return (
    <fieldset className={styles.root} onMouseLeave={() => setHovered(null)}>
      <legend className={styles.visuallyHidden}>{label}</legend>
      <span className={styles.stars}>
        {starNumbers.map((stars) => (
          <label key={stars} className={styles.star({ filled: stars <= shown })} onMouseEnter={() => setHovered(stars)}>
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              className={styles.visuallyHidden}
              aria-label={ratingLabel(stars)}
              onChange={() => onChange(stars)}
            />
            <Star />
          </label>
        ))}
      </span>
      <span className={styles.label({ level: shown > 0 ? ratingLevel(shown) : "low" })} aria-live="polite">
        {shown > 0 ? ratingLabel(shown) : ""}
      </span>
    </fieldset>
  );
}
