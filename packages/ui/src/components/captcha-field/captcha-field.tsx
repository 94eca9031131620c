import { UI_TEXT } from "../../ui.messages";
import { TextField } from "../text-field";
import * as styles from "./captcha-field.css";

/** loading: a picture is on its way; shown: answer it; wrong / expired: the last answer failed, a new one shows. */
export type CaptchaFieldStatus = "loading" | "shown" | "wrong" | "expired" | "failed";

export interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The picture (an image URL, e.g. an SVG data URL); null while loading or when it could not be loaded. */
  image: string | null;
  status: CaptchaFieldStatus;
  /** Loads a new picture (clicking the picture does the same). */
  onRefresh: () => void;
  /** A validation message of the form (e.g. empty answer). */
  error?: string | null;
}

const STATUS_TEXT: Record<CaptchaFieldStatus, string | undefined> = {
  loading: undefined,
  shown: UI_TEXT.captchaHint,
  wrong: UI_TEXT.captchaWrong,
  expired: UI_TEXT.captchaExpired,
  failed: UI_TEXT.captchaFailed,
};

/** A picture captcha: the answer, the picture (click for a new one) and the reason a new one is shown. */
export function CaptchaField({ value, onChange, image, status, onRefresh, error }: CaptchaFieldProps) {
  const problem =
    error ?? (status === "wrong" || status === "expired" || status === "failed" ? STATUS_TEXT[status] : undefined);
  return (
    <TextField
      label={UI_TEXT.captchaLabel}
      placeholder={UI_TEXT.captchaPlaceholder}
      value={value}
      onChange={onChange}
      error={problem ?? undefined}
      hint={STATUS_TEXT.shown}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={8}
      required
      trailing={
        <button
          type="button"
          className={styles.picture}
          onClick={onRefresh}
          disabled={status === "loading"}
          aria-label={UI_TEXT.captchaRefresh}
          title={UI_TEXT.captchaRefresh}
          aria-busy={status === "loading" || undefined}
        >
          {status === "loading" || image === null ? (
            <span>{status === "loading" ? UI_TEXT.loading : UI_TEXT.captchaRefreshShort}</span>
          ) : (
            <img className={styles.image} src={image} alt={UI_TEXT.captchaImageAlt} />
          )}
        </button>
      }
    />
  );
}
