import { QA_HELP_TEXT } from "../../qa-help.messages";
import { Button } from "../button";
import * as styles from "./ask-form.css";

export interface AskLoginPromptProps {
  kind: "question" | "answer";
  onRequireLogin: () => void;
}

/**
 * What a visitor sees in place of the ask or answer form: a page can show it without loading the form itself
 * (AskForm shows it too, for a visitor).
 */
export function AskLoginPrompt({ kind, onRequireLogin }: AskLoginPromptProps) {
  return (
    <div className={styles.visitor}>
      <span>{QA_HELP_TEXT.loginHint}</span>
      <Button tone="primary" onClick={onRequireLogin}>
        {kind === "question" ? QA_HELP_TEXT.loginToAsk : QA_HELP_TEXT.loginToAnswer}
      </Button>
    </div>
  );
}
