import { Button, FilterChips, type FilterOption, TextField } from "@taxlearn/ui";
import { type FormEvent, useState } from "react";
import { useApiQuery } from "../../../hooks/use-api-query";
import { CONTENT_TEXT } from "../content.messages";
import * as styles from "./article-filters.css";

export const ALL = 0;

/** 地区: every province of the city list (the list keeps national articles in every region). */
export function RegionFilter({ value, onChange }: { value: number; onChange: (provinceId: number) => void }) {
  const provinces = useApiQuery((api) => api.cityList(), []);
  const options: FilterOption<number>[] = [
    { value: ALL, label: CONTENT_TEXT.all },
    ...(provinces.status === "success" ? provinces.data.map((p) => ({ value: p.id, label: p.name })) : []),
  ];
  return <FilterChips label={CONTENT_TEXT.filterRegion} options={options} value={value} onChange={onChange} />;
}

export interface KeywordFilterProps {
  value: string;
  onSubmit: (keyword: string) => void;
}

/** A title search inside the list; the address keeps the submitted word (remount with `key` to resync). */
export function KeywordFilter({ value, onSubmit }: KeywordFilterProps) {
  const [text, setText] = useState(value);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(text.trim());
  }
  return (
    <form className={styles.keyword} onSubmit={submit} aria-label={CONTENT_TEXT.keywordLabel}>
      <span className={styles.keywordLabel} aria-hidden="true">
        {CONTENT_TEXT.keywordLabel}
      </span>
      <div className={styles.keywordInput}>
        <TextField
          label={CONTENT_TEXT.keywordLabel}
          hideLabel
          value={text}
          onChange={setText}
          placeholder={CONTENT_TEXT.keywordPlaceholder}
          maxLength={50}
          type="search"
        />
      </div>
      <Button type="submit" tone="primary">
        {CONTENT_TEXT.keywordSubmit}
      </Button>
      {value ? (
        <Button
          type="button"
          tone="text"
          onClick={() => {
            setText("");
            onSubmit("");
          }}
        >
          {CONTENT_TEXT.keywordClear}
        </Button>
      ) : null}
    </form>
  );
}
