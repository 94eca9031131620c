import { useToast } from "@taxlearn/ui";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useApi } from "../../../lib/api/app-services";
import { useSession } from "../../../lib/session/session-provider";
import { ACCOUNT_TEXT } from "../account.messages";
import { afterLoginTarget, withRedirect } from "../account-form.rules";
import { AuthPanel } from "../components/auth-panel";
import * as styles from "../components/auth-panel.css";
import { PasswordWithCodeForm } from "../components/password-with-code-form";

/**
 * /register: mobile number, SMS code, a password meeting the server's rule, consent to the service agreement.
 * The server answers a registration with a login, so the new learner is signed in and sent on (redirect or /home).
 */
export default function RegisterScreen() {
  const api = useApi();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const redirect = params.get("redirect");

  return (
    <AuthPanel
      title={ACCOUNT_TEXT.registerTitle}
      subtitle={ACCOUNT_TEXT.registerSubtitle}
      footer={
        <span>
          {ACCOUNT_TEXT.loginPrompt}
          <Link className={styles.link} to={withRedirect("/login", redirect)}>
            {ACCOUNT_TEXT.loginLink}
          </Link>
        </span>
      }
    >
      <PasswordWithCodeForm
        scene="register"
        passwordLabel={ACCOUNT_TEXT.passwordLabel}
        submitLabel={ACCOUNT_TEXT.registerButton}
        submittingLabel={ACCOUNT_TEXT.registering}
        requireAgreement
        onSubmit={async ({ account, captcha, password }) => {
          const result = await api.register({ account, captcha, password });
          if (!result.success) return result.msg;
          await signIn(result.data.token);
          toast.success(ACCOUNT_TEXT.registerSuccess);
          navigate(afterLoginTarget(redirect), { replace: true });
          return null;
        }}
      />
    </AuthPanel>
  );
}
