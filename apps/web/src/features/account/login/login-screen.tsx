import { BUSINESS_STATUS } from "@taxlearn/api";
import { Button, Tabs, TextField, useToast } from "@taxlearn/ui";
import { type FormEvent, type ReactNode, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { usePictureCaptcha } from "../../../components/picture-captcha";
import { SmsCodeField } from "../../../components/sms-code-field";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import { useSession } from "../../../lib/session/session-provider";
import { ACCOUNT_TEXT } from "../account.messages";
import {
  afterLoginTarget,
  type FieldError,
  isValid,
  type LoginErrors,
  validateLoginForm,
  validateSmsCode,
  withRedirect,
} from "../account-form.rules";
import { AuthPanel, FormAlert } from "../components/auth-panel";
import * as styles from "../components/auth-panel.css";
import { MobileField } from "../components/mobile-field";
import { QrLoginPanel } from "../social-login/qr-login-panel";
import { SOCIAL_LOGIN_TEXT } from "../social-login/social-login.messages";
import { CodeLoginPanel } from "./code-login-panel";
import { ForgotPasswordPanel } from "./forgot-password-panel";

/** /login?mode=forget shows the forgot-password form (ROUTES has no route of its own for it). */
export const FORGET_MODE = "forget";

/** One way to log in on /login: its tab's label and the panel it shows (given the `?redirect=` target). */
export interface LoginTab {
  readonly key: string;
  readonly label: string;
  readonly panel: (props: { redirect: string | null }) => ReactNode;
}

/** The tabs of /login, in order; a new way to log in is one more entry. */
export const LOGIN_TABS: readonly LoginTab[] = [
  { key: "password", label: ACCOUNT_TEXT.passwordTab, panel: (props) => <PasswordLoginForm {...props} /> },
  { key: "code", label: ACCOUNT_TEXT.codeTab, panel: (props) => <CodeLoginPanel {...props} /> },
  { key: "qr", label: SOCIAL_LOGIN_TEXT.qrTitle, panel: (props) => <QrLoginPanel {...props} /> },
];

/** `?tab=<key>` opens that tab (links to a way of logging in, e.g. from another page). */
export const TAB_PARAM = "tab";

/**
 * /login: the login tabs (LOGIN_TABS) with a mainland mobile number. Honours `?redirect=` (spec §2: the page the visitor came
 * from; only same-site paths), else goes to /home. `?mode=forget` switches to resetting the password by SMS.
 */
export default function LoginScreen() {
  const [params] = useSearchParams();
  const redirect = params.get("redirect");
  return params.get("mode") === FORGET_MODE ? (
    <ForgotPasswordPanel redirect={redirect} />
  ) : (
    // `?mode=qr` (the third-login page's way back) is the same as `?tab=qr`
    <LoginPanel redirect={redirect} initialTab={params.get("mode") === "qr" ? "qr" : params.get(TAB_PARAM)} />
  );
}

function LoginPanel({ redirect, initialTab }: { redirect: string | null; initialTab: string | null }) {
  const [tab, setTab] = useState(LOGIN_TABS.some((t) => t.key === initialTab) ? initialTab! : LOGIN_TABS[0]!.key);
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
      <Tabs
        label={ACCOUNT_TEXT.loginTabs}
        value={tab}
        onChange={setTab}
        tabs={LOGIN_TABS.map((t) => ({ id: t.key, label: t.label, content: t.panel({ redirect }) }))}
      />
    </AuthPanel>
  );
}

function PasswordLoginForm({ redirect }: { redirect: string | null }) {
  const api = useApi();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [account, setAccount] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<LoginErrors>({ account: null, password: null });
  // after too many failed logins of an account the server asks for an SMS code of scene login (status 428), so the
  // owner can still get in while a guesser cannot; the field stays once asked for
  const [codeNeeded, setCodeNeeded] = useState(false);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<FieldError>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // after repeated failures (of the account or this address) the server asks for a picture (449)
  const picture = usePictureCaptcha();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateLoginForm({ account, password });
    setErrors(found);
    const foundCodeError = codeNeeded ? validateSmsCode(code) : null;
    setCodeError(foundCodeError);
    if (!isValid(found) || foundCodeError) return;
    const sent = picture.answer();
    if (sent === "missing") return;
    setAlert(null);
    setSubmitting(true);
    try {
      const result = await api.login({
        account: account.trim(),
        password,
        ...(codeNeeded ? { captcha: code.trim() } : {}),
        ...(sent ?? {}),
      });
      picture.after(result, sent);
      if (!result.success) {
        // The server's own words: 账号或密码错误, 该账号登录失败次数较多，请获取短信验证码后登录, an address's 429 …
        setAlert(result.msg);
        if (result.status === BUSINESS_STATUS.captchaRequired) setCodeNeeded(true);
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
      {picture.field}
      {codeNeeded && (
        <SmsCodeField
          account={account}
          scene="login"
          value={code}
          onChange={(value) => {
            setCode(value);
            setCodeError(null);
          }}
          error={codeError}
          onAccountError={(accountError) => setErrors((current) => ({ ...current, account: accountError }))}
          onAlert={setAlert}
        />
      )}
      <Button type="submit" size="large" block loading={submitting} className={styles.submit}>
        {submitting ? ACCOUNT_TEXT.loggingIn : ACCOUNT_TEXT.loginButton}
      </Button>
    </form>
  );
}
