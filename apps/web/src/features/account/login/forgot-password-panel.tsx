import { useToast } from "@taxlearn/ui";
import { Link, useNavigate } from "react-router";
import { useApi } from "../../../lib/api/app-services";
import { ACCOUNT_TEXT } from "../account.messages";
import { withRedirect } from "../account-form.rules";
import { AuthPanel } from "../components/auth-panel";
import * as styles from "../components/auth-panel.css";
import { PasswordWithCodeForm } from "../components/password-with-code-form";

/** /login?mode=forget: a new password after an SMS code, then back to the login form (keeping the redirect). */
export function ForgotPasswordPanel({ redirect }: { redirect: string | null }) {
  const api = useApi();
  const navigate = useNavigate();
  const toast = useToast();
  const loginPath = withRedirect("/login", redirect);

  return (
    <AuthPanel
      title={ACCOUNT_TEXT.forgotTitle}
      subtitle={ACCOUNT_TEXT.forgotSubtitle}
      footer={
        <Link className={styles.link} to={loginPath}>
          {ACCOUNT_TEXT.backToLogin}
        </Link>
      }
    >
      <PasswordWithCodeForm
        scene="forget"
        passwordLabel={ACCOUNT_TEXT.newPasswordLabel}
        submitLabel={ACCOUNT_TEXT.forgotButton}
        submittingLabel={ACCOUNT_TEXT.resetting}
        onSubmit={async ({ account, captcha, password }) => {
          const result = await api.forgetPassword({ account, captcha, password });
          if (!result.success) return result.msg;
          // The server says 密码已重置，请重新登录.
          toast.success(result.msg);
          navigate(loginPath);
          return null;
        }}
      />
    </AuthPanel>
  );
}
