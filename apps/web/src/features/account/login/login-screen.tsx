import { Button, TextField, useToast } from "@taxlearn/ui";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import { useSession } from "../../../lib/session/session-provider";
import { ACCOUNT_TEXT } from "../account.messages";
import { afterLoginTarget, isValid, type LoginErrors, validateLoginForm, withRedirect } from "../account-form.rules";
import { AuthPanel, FormAlert } from "../components/auth-panel";
import * as styles from "../components/auth-panel.css";
import { MobileField } from "../components/mobile-field";
import { ForgotPasswordPanel } from "./forgot-password-panel";

/** /login?mode=forget shows the forgot-password form (ROUTES has no route of its own for it). */
export const FORGET_MODE = "forget";

/**
 * /login: password login with a mainland mobile number. Honours `?redirect=` (spec §2: the page the visitor came
 * from; only same-site paths), else goes to /home. `?mode=forget` switches to resetting the password by SMS.
 */
export default function LoginScreen() {
  const [params] = useSearchParams();
  const redirect = params.get("redirect");
  return params.get("mode") === FORGET_MODE ? (
    <ForgotPasswordPanel redirect={redirect} />
  ) : (
    <PasswordLoginPanel redirect={redirect} />
  );
}

function PasswordLoginPanel({ redirect }: { redirect: string | null }) {
  const api = useApi();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [account, setAccount] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<LoginErrors>({ account: null, password: null });
  const [alert, setAlert] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateLoginForm({ account, password });
    setErrors(found);
    if (!isValid(found)) return;
    setAlert(null);
    setSubmitting(true);
    try {
      const result = await api.login({ account: account.trim(), password });
      if (!result.success) {
        // The server's own words: 账号或密码错误, the 429 lock-out 登录失败次数过多，请15分钟后再试 …
        setAlert(result.msg);
        setSubmitting(false);
        return;
      }
      await signIn(result.data.token);
      toast.success(ACCOUNT_TEXT.loginSuccess);
      navigate(afterLoginTarget(redirect), { replace: true });
    } catch (error) {
      setAlert(failureMessage(error));
      setSubmitting(false);
    }
  }

  return (
    <AuthPanel
      title={ACCOUNT_TEXT.loginTitle}
      subtitle={ACCOUNT_TEXT.loginSubtitle}
      footer={
        <>
          <Link className={styles.link} to={withRedirect("/login", redirect, { mode: FORGET_MODE })}>
            {ACCOUNT_TEXT.forgotLink}
          </Link>
          <span>
            {ACCOUNT_TEXT.registerPrompt}
            <Link className={styles.link} to={withRedirect("/register", redirect)}>
              {ACCOUNT_TEXT.registerLink}
            </Link>
          </span>
        </>
      }
    >
      <form className={styles.form} noValidate onSubmit={submit}>
        <FormAlert message={alert} />
        <MobileField
          value={account}
          onChange={(value) => {
            setAccount(value);
            setErrors((current) => ({ ...current, account: null }));
          }}
          error={errors.account}
          autoComplete="username"
        />
        <TextField
          label={ACCOUNT_TEXT.passwordLabel}
          placeholder={ACCOUNT_TEXT.passwordPlaceholder}
          value={password}
          onChange={(value) => {
            setPassword(value);
            setErrors((current) => ({ ...current, password: null }));
          }}
          error={errors.password ?? undefined}
          type="password"
          autoComplete="current-password"
          required
        />
        <Button type="submit" size="large" block loading={submitting} className={styles.submit}>
          {submitting ? ACCOUNT_TEXT.loggingIn : ACCOUNT_TEXT.loginButton}
        </Button>
      </form>
    </AuthPanel>
  );
}
