import { type FormEvent, useState } from "react";
import { QA_HELP_TEXT } from "../../qa-help.messages";
import { Button } from "../button";
import { TextArea } from "../text-area";
import { TextField } from "../text-field";
import * as styles from "./ask-form.css";
import { AskLoginPrompt } from "./ask-login-prompt";

/** Character limits of the server's contract, passed in by the app (the kit never imports the API). */
export interface AskFormLimits {
  titleMin: number;
  titleMax: number;
  contentMin: number;
  contentMax: number;
}

export interface AskFormValues {
  title: string;
  content: string;
}

export interface AskFormProps {
  /** "question": a title and optional details; "answer": the answer text only. */
  kind: "question" | "answer";
  limits: AskFormLimits;
  /** A visitor sees the login prompt instead of the form. */
  loggedIn: boolean;
  onRequireLogin: () => void;
  /** Resolves true when the post was stored (the form is then emptied). */
  onSubmit: (values: AskFormValues) => Promise<boolean>;
  /** The server's refusal (e.g. 发布过于频繁…), shown under the form. */
  error?: string | null;
  /** Forces the busy state (the form is busy on its own while `onSubmit` runs). */
  sending?: boolean;
  defaultValues?: Partial<AskFormValues>;
}

const length = (text: string) => [...text.trim()].length;

const lengthError = (text: string, min: number, max: number): string | undefined => {
  const n = length(text);
  if (n < min) return QA_HELP_TEXT.tooShort(min);
  if (n > max) return QA_HELP_TEXT.tooLong(max);
  return undefined;
};

/** The ask-a-question and answer form of course Q&A, with its visitor, invalid, sending and refused states. */
export function AskForm({
  kind,
  limits,
  loggedIn,
  onRequireLogin,
  onSubmit,
  error,
  sending = false,
  defaultValues,
}: AskFormProps) {
  const [title, setTitle] = useState(defaultValues?.title ?? "");
  const [content, setContent] = useState(defaultValues?.content ?? "");
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!loggedIn) return <AskLoginPrompt kind={kind} onRequireLogin={onRequireLogin} />;

  const titleError = kind === "question" ? lengthError(title, limits.titleMin, limits.titleMax) : undefined;
  const contentError = lengthError(content, limits.contentMin, limits.contentMax);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (titleError || contentError) return;
    setBusy(true);
    try {
      if (await onSubmit({ title: title.trim(), content: content.trim() })) {
        setTitle("");
        setContent("");
        setChecked(false);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {kind === "question" ? (
        <TextField
          label={QA_HELP_TEXT.askTitle}
          placeholder={QA_HELP_TEXT.askTitlePlaceholder}
          value={title}
          onChange={setTitle}
          maxLength={limits.titleMax}
          required
          {...(checked && titleError ? { error: titleError } : {})}
        />
      ) : null}
      <TextArea
        label={kind === "question" ? QA_HELP_TEXT.askContent : QA_HELP_TEXT.answerContent}
        placeholder={kind === "question" ? QA_HELP_TEXT.askContentPlaceholder : QA_HELP_TEXT.answerPlaceholder}
        value={content}
        onChange={setContent}
        maxLength={limits.contentMax}
        rows={kind === "question" ? 3 : 2}
        required={kind === "answer"}
        {...(checked && contentError ? { error: contentError } : {})}
      />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" tone="primary" loading={busy || sending}>
          {kind === "question" ? QA_HELP_TEXT.askSubmit : QA_HELP_TEXT.answerSubmit}
        </Button>
      </div>
    </form>
  );
}
