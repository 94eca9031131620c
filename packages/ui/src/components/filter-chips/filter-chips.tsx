import * as styles from "./filter-chips.css";

export interface FilterOption<Value extends string | number> {
  value: Value;
  label: string;
}

export interface FilterChipsProps<Value extends string | number> {
  /** The row's caption, e.g. 分类 or 排序. */
  label: string;
  options: ReadonlyArray<FilterOption<Value>>;
  value: Value;
  onChange: (value: Value) => void;
}

/** One row of a list filter (category, type, sort): pick exactly one option. */
export function FilterChips<Value extends string | number>({
  label,
  options,
  value,
  onChange,
}: FilterChipsProps<Value>) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className={styles.chip({ selected: option.value === value })}
            aria-pressed={option.value === value}
            onClick={() => {
              if (option.value !== value) onChange(option.value);
            }}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
