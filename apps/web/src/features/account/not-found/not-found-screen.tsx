import { Button } from "@taxlearn/ui";
import { useNavigate } from "react-router";
import { ACCOUNT_TEXT } from "../account.messages";
import { ResultPage } from "../components/result-page";
import * as styles from "../components/result-page.css";

/** /404: where every unknown path lands (spec §2), with a way home. */
export default function NotFoundScreen() {
  const navigate = useNavigate();
  return (
    <ResultPage
      figure={
        <p className={styles.code} aria-hidden="true">
          404
        </p>
      }
      title={ACCOUNT_TEXT.notFoundTitle}
      text={ACCOUNT_TEXT.notFoundText}
      actions={
        <>
          <Button onClick={() => navigate("/home")}>{ACCOUNT_TEXT.goHome}</Button>
          <Button tone="secondary" onClick={() => navigate("/course/list")}>
            {ACCOUNT_TEXT.browseCourses}
          </Button>
        </>
      }
    />
  );
}
