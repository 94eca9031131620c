import { Button } from "@taxlearn/ui";
import { useNavigate } from "react-router";
import { ACCOUNT_TEXT } from "../account.messages";
import { ResultPage } from "../components/result-page";
import * as styles from "../components/result-page.css";

function SuccessMark() {
  return (
    <svg className={styles.iconSuccess} width="72" height="72" viewBox="0 0 72 72" fill="none" aria-hidden="true">
      <circle cx="36" cy="36" r="32" stroke="currentColor" strokeWidth="3" />
      <path d="M22 37l10 10 19-21" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** /success/success: a generic 操作成功 page with the ways on (home, learner centre). */
export default function SuccessScreen() {
  const navigate = useNavigate();
  return (
    <ResultPage
      role="status"
      figure={<SuccessMark />}
      title={ACCOUNT_TEXT.successTitle}
      text={ACCOUNT_TEXT.successText}
      actions={
        <>
          <Button onClick={() => navigate("/home")}>{ACCOUNT_TEXT.goHome}</Button>
          <Button tone="secondary" onClick={() => navigate("/center")}>
            {ACCOUNT_TEXT.goCentre}
          </Button>
        </>
      }
    />
  );
}
