import { ButtonLink, LoginStatusCard } from "@taxlearn/ui";
import { useNavigateHandler } from "../../../hooks/use-navigate-handler";
import { AuthPanel } from "../components/auth-panel";
import { SOCIAL_LOGIN_TEXT } from "./social-login.messages";

/** The page of a single-sign-on landing (/ddLogin, /orgAuth): the step under way, or why it failed and ways back. */
export function SsoStatusPanel({
  state,
  title,
  message,
}: {
  state: "working" | "failed";
  title: string;
  message: string;
}) {
  const onNavigate = useNavigateHandler();
  return (
    <AuthPanel title={title}>
      <LoginStatusCard
        state={state}
        message={message}
        actions={
          <>
            <ButtonLink href="/home" onNavigate={onNavigate}>
              {SOCIAL_LOGIN_TEXT.goHome}
            </ButtonLink>
            <ButtonLink href="/login" tone="secondary" onNavigate={onNavigate}>
              {SOCIAL_LOGIN_TEXT.personalLogin}
            </ButtonLink>
          </>
        }
      />
    </AuthPanel>
  );
}
