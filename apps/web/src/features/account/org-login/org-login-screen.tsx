import { orgLoginParams, parseQuery } from "@taxlearn/core";
import { ButtonLink } from "@taxlearn/ui";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useOrg } from "../../../lib/org/org-provider";
import { ACCOUNT_TEXT } from "../account.messages";
import { ResultPage } from "../components/result-page";
import * as styles from "../components/result-page.css";

function FailureMark() {
  return (
    <svg className={styles.iconDanger} width="72" height="72" viewBox="0 0 72 72" fill="none" aria-hidden="true">
      <circle cx="36" cy="36" r="32" stroke="currentColor" strokeWidth="3" />
      <path d="M36 20v22" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      <circle cx="36" cy="51" r="3" fill="currentColor" />
    </svg>
  );
}

/**
 * /orgLogin: the landing of an organisation login link (?orgId, content, secret). The app's route guard performs
 * the login from the URL and then moves on to the organisation's default page (spec §4, §5); this screen shows
 * the progress meanwhile, why the last attempt failed (the org provider's lastFailure), or what a link lacks,
 * with a way back.
 */
export default function OrgLoginScreen() {
  const location = useLocation();
  const { lastFailure } = useOrg();
  const params = orgLoginParams(parseQuery(location.search));
  const waysBack: ReactNode = (
    <>
      <ButtonLink href="/home">{ACCOUNT_TEXT.goHome}</ButtonLink>
      <ButtonLink tone="secondary" href="/login">
        {ACCOUNT_TEXT.orgPersonalLogin}
      </ButtonLink>
    </>
  );

  if (lastFailure) {
    return (
      <ResultPage
        role="alert"
        figure={<FailureMark />}
        title={ACCOUNT_TEXT.orgLoginFailed}
        text={lastFailure}
        actions={waysBack}
      />
    );
  }

  if (params._tag === "Right") {
    return (
      <ResultPage
        role="status"
        figure={<span className={styles.spinner} aria-hidden="true" />}
        title={ACCOUNT_TEXT.orgLoggingIn}
        text={ACCOUNT_TEXT.orgLoggingInHint}
      />
    );
  }

  return (
    <ResultPage
      role="alert"
      figure={<FailureMark />}
      title={ACCOUNT_TEXT.orgLinkInvalid}
      text={ACCOUNT_TEXT.orgLinkMissing(params.left.missing)}
      actions={waysBack}
    />
  );
}
