import { MESSAGES } from "@taxlearn/core";
import { type FormEvent, useState } from "react";
import { UI_TEXT } from "../../ui.messages";
import * as styles from "./search-box.css";

export interface SearchBoxProps {
  /** Called with the text as typed; where it leads (course list or /search/{text}) is core's search rule. */
  onSearch: (text: string) => void;
  defaultValue?: string;
  /** Extra class on the form, e.g. to place it in a grid. */
  className?: string;
}

/** The main-nav search: Enter or the button submits. */
export function SearchBox({ onSearch, defaultValue = "", className }: SearchBoxProps) {
  const [text, setText] = useState(defaultValue);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text);
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for the older browsers the site supports (spec §5)
    <form role="search" className={[styles.form, className].filter(Boolean).join(" ")} onSubmit={submit}>
      <input
        type="search"
        className={styles.input}
        value={text}
        placeholder={MESSAGES.searchPlaceholder}
        aria-label={MESSAGES.searchPlaceholder}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={styles.submit} aria-label={UI_TEXT.search}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none">
          <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
