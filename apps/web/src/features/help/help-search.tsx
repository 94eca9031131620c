import { Button, TextField } from "@taxlearn/ui";
import { type FormEvent, useState } from "react";
import { useNavigateHandler } from "../../hooks/use-navigate-handler";
import * as styles from "./help.css";
import { HELP_TEXT } from "./help.messages";
import { problemIndexHref } from "./help-link";

/** Searches the help articles: the keyword opens /problem/index?keyword=…; an empty one the whole list. */
export function HelpSearch({ defaultValue = "" }: { defaultValue?: string }) {
  const [keyword, setKeyword] = useState(defaultValue);
  const onNavigate = useNavigateHandler();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = keyword.trim().slice(0, 50);
    onNavigate(text ? problemIndexHref({ keyword: text }) : "/help/problem/list");
  };
  return (
    <form className={styles.searchForm} onSubmit={submit} aria-label={HELP_TEXT.searchLabel}>
      <div className={styles.searchField}>
        <TextField
          label={HELP_TEXT.searchLabel}
          hideLabel
          placeholder={HELP_TEXT.searchPlaceholder}
          value={keyword}
          onChange={setKeyword}
          maxLength={50}
          type="search"
        />
      </div>
      <Button type="submit" tone="primary">
        {HELP_TEXT.search}
      </Button>
    </form>
  );
}
