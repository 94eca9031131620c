import { ButtonLink } from "@taxlearn/ui";
import { ACCOUNT_TEXT } from "../account.messages";
import { ResultPage } from "../components/result-page";
import * as styles from "../components/result-page.css";

/** /404: where every unknown path lands (spec §2), with a way home. */
export default function NotFoundScreen() {
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
          <ButtonLink href="/home">{ACCOUNT_TEXT.goHome}</ButtonLink>
          <ButtonLink tone="secondary" href="/course/list">
            {ACCOUNT_TEXT.browseCourses}
          </ButtonLink>
        </>
      }
    />
  );
}
