import { FilterChips } from "@taxlearn/ui";

const ALL = "all";

export interface NullableFilterChipsProps<Value extends string | number> {
  label: string;
  /** `null` is the 全部 option. */
  options: ReadonlyArray<{ value: Value | null; label: string }>;
  value: Value | null;
  onChange: (value: Value | null) => void;
}

/** The kit's FilterChips for a filter whose 全部 option means "no filter" (null). */
export function NullableFilterChips<Value extends string | number>({
  label,
  options,
  value,
  onChange,
}: NullableFilterChipsProps<Value>) {
  const key = (v: Value | null) => (v === null ? ALL : String(v));
  return (
    <FilterChips
      label={label}
      options={options.map((option) => ({ value: key(option.value), label: option.label }))}
      value={key(value)}
      onChange={(chosen) => onChange(options.find((option) => key(option.value) === chosen)?.value ?? null)}
    />
  );
}
