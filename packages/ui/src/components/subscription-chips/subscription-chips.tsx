import * as styles from "./subscription-chips.css";

export interface SubscriptionChip {
  readonly id: number;
  readonly label: string;
  readonly selected: boolean;
}

export interface SubscriptionChipsProps {
  /** The group's caption, e.g. 课程专题 or 政策分类. */
  label: string;
  chips: readonly SubscriptionChip[];
  /** The chip whose change is on its way (disabled meanwhile). */
  pendingId?: number | null;
  onToggle: (chip: SubscriptionChip, next: boolean) => void;
}

/** Toggle chips of a subscription group: each one on or off on its own (aria-pressed). */
export function SubscriptionChips({ label, chips, pendingId = null, onToggle }: SubscriptionChipsProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.options}>
        {chips.map((chip) => (
          <button
            key={chip.id}
            type="button"
            className={styles.chip({ selected: chip.selected })}
            aria-pressed={chip.selected}
            disabled={pendingId === chip.id}
            onClick={() => onToggle(chip, !chip.selected)}
          >
            <span className={styles.mark} aria-hidden="true">
              {chip.selected ? "✓" : "+"}
            </span>
            {chip.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
