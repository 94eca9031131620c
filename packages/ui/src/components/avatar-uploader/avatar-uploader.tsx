import { useId } from "react";
import { UI_TEXT } from "../../ui.messages";
import * as styles from "./avatar-uploader.css";

export interface AvatarUploaderProps {
  /** The current avatar, or null for the name's first character on a tint. */
  src: string | null;
  /** The learner's name (the picture's alt text and the placeholder's character). */
  name: string;
  /** The file types the picker offers, e.g. image/jpeg,image/png,image/webp. */
  accept: string;
  /** The rule shown under the button, e.g. 支持 JPG、PNG、WebP，不超过 2 MB. */
  hint: string;
  uploading?: boolean;
  /** The last upload's problem, in Chinese. */
  error?: string | null;
  /** A file was picked; the page checks and uploads it. */
  onSelect: (file: File) => void;
}

/** The avatar with a 更换头像 button that opens the file picker (keyboard reachable through the real input). */
export function AvatarUploader({
  src,
  name,
  accept,
  hint,
  uploading = false,
  error = null,
  onSelect,
}: AvatarUploaderProps) {
  const inputId = useId();
  const errorId = useId();
  return (
    <div className={styles.root}>
      {src ? (
        <img className={styles.picture} src={src} alt={name} />
      ) : (
        <span className={styles.initial} role="img" aria-label={name}>
          {[...name][0] ?? ""}
        </span>
      )}
      <div className={styles.side}>
        <input
          id={inputId}
          className={styles.input}
          type="file"
          accept={accept}
          disabled={uploading}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // cleared so that picking the same file again after an error fires again
            event.currentTarget.value = "";
            if (file) onSelect(file);
          }}
        />
        <label htmlFor={inputId} className={styles.button}>
          {uploading ? UI_TEXT.uploading : UI_TEXT.changeAvatar}
        </label>
        <p className={styles.hint}>{hint}</p>
        {error ? (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
