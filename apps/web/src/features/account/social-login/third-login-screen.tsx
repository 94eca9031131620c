import { thirdLoginMachine } from "@taxlearn/machines";
import { Button, ButtonLink, LoginStatusCard, useToast } from "@taxlearn/ui";
import { useMachine } from "@xstate/react";
import { type FormEvent, useEffect, useMemo, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { fromPromise } from "xstate";
import { SmsCodeField } from "../../../components/sms-code-field";
import { useNavigateHandler } from "../../../hooks/use-navigate-handler";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import { useSession } from "../../../lib/session/session-provider";
import { afterLoginTarget, type FieldError, validateMobile, validateSmsCode } from "../account-form.rules";
import { AuthPanel, FormAlert } from "../components/auth-panel";
import * as styles from "../components/auth-panel.css";
import { MobileField } from "../components/mobile-field";
import { SOCIAL_LOGIN_TEXT, THIRD_LOGIN_REDIRECT_KEY } from "./social-login.messages";

const storedRedirect = (): string | null => {
  try {
    return sessionStorage.getItem(THIRD_LOGIN_REDIRECT_KEY);
  } catch {
    return null;
  }
};

/**
 * /thirdLogin/:type (spec §7): the social app's redirect lands here with `code` and `state`. The third-login machine
 * exchanges them on the server, signs a known learner in, or asks a new one to bind a phone (绑定手机号).
 */
export default function ThirdLoginScreen() {
  const api = useApi();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const onNavigate = useNavigateHandler();
  const { type = "" } = useParams();
  const [params] = useSearchParams();
  const machine = useMemo(
    () =>
      thirdLoginMachine.provide({
        actors: {
          exchangeCode: fromPromise(async ({ input }: { input: { code: string; state: string } }) => {
            const result = await api.wechatAuth(input).catch((error: unknown) => {
              throw { message: failureMessage(error) };
            });
            if (!result.success) throw { message: result.msg };
            const { token, bindKey, nickname } = result.data;
            return token
              ? { kind: "token" as const, token }
              : { kind: "bind" as const, bindKey: bindKey ?? "", nickname };
          }),
          bindPhone: fromPromise(
            async ({ input }: { input: { account: string; captcha: string; bindKey: string } }) => {
              const result = await api.bindingPhone(input).catch((error: unknown) => {
                throw { message: failureMessage(error) };
              });
              if (!result.success) throw { message: result.msg };
              return { token: result.data.token };
            },
          ),
          signIn: fromPromise(async ({ input }: { input: { token: string } }) => signIn(input.token)),
        },
      }),
    [api, signIn],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { provider: type, code: params.get("code"), state: params.get("state") },
  });

  useEffect(() => {
    if (!snapshot.matches("signedIn")) return;
    toast.success(SOCIAL_LOGIN_TEXT.loginSuccess);
    const target = afterLoginTarget(storedRedirect());
    try {
      sessionStorage.removeItem(THIRD_LOGIN_REDIRECT_KEY);
    } catch {
      // nothing kept
    }
    navigate(target, { replace: true });
  }, [snapshot, toast, navigate]);

  const backLink = (
    <Link className={styles.link} to="/login?mode=qr">
      {SOCIAL_LOGIN_TEXT.backToLogin}
    </Link>
  );

  if (snapshot.matches("binding") || snapshot.matches("submittingBind")) {
    return (
      <AuthPanel
        title={SOCIAL_LOGIN_TEXT.bindTitle}
        subtitle={SOCIAL_LOGIN_TEXT.bindSubtitle(snapshot.context.nickname)}
        footer={backLink}
      >
        <BindPhoneForm
          alert={snapshot.context.bindError}
          submitting={snapshot.matches("submittingBind")}
          onSubmit={(account, captcha) => send({ type: "BIND.SUBMIT", account, captcha })}
        />
      </AuthPanel>
    );
  }
  const failed = snapshot.matches("failed");
  return (
    <AuthPanel title={SOCIAL_LOGIN_TEXT.thirdTitle} footer={failed ? null : backLink}>
      <LoginStatusCard
        state={failed ? "failed" : "working"}
        message={
          failed
            ? (snapshot.context.error ?? SOCIAL_LOGIN_TEXT.backToLogin)
            : snapshot.matches("signingIn") || snapshot.matches("signedIn")
              ? SOCIAL_LOGIN_TEXT.signingIn
              : SOCIAL_LOGIN_TEXT.exchanging
        }
        actions={
          <ButtonLink href="/login?mode=qr" onNavigate={onNavigate}>
            {SOCIAL_LOGIN_TEXT.backToLogin}
          </ButtonLink>
        }
      />
    </AuthPanel>
  );
}

function BindPhoneForm({
  alert,
  submitting,
  onSubmit,
}: {
  alert: string | null;
  submitting: boolean;
  onSubmit: (account: string, captcha: string) => void;
}) {
  const [account, setAccount] = useState("");
  const [code, setCode] = useState("");
  const [accountError, setAccountError] = useState<FieldError>(null);
  const [codeError, setCodeError] = useState<FieldError>(null);
  const [localAlert, setLocalAlert] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const foundAccount = validateMobile(account);
    const foundCode = validateSmsCode(code);
    setAccountError(foundAccount);
    setCodeError(foundCode);
    if (foundAccount || foundCode) return;
    setLocalAlert(null);
    onSubmit(account.trim(), code.trim());
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <FormAlert message={localAlert ?? alert} />
      <MobileField
        value={account}
        onChange={(value) => {
          setAccount(value);
          setAccountError(null);
        }}
        error={accountError}
        autoComplete="tel"
      />
      <SmsCodeField
        account={account}
        scene="bind"
        value={code}
        onChange={(value) => {
          setCode(value);
          setCodeError(null);
        }}
        error={codeError}
        onAccountError={setAccountError}
        onAlert={setLocalAlert}
      />
      <Button type="submit" size="large" block loading={submitting} className={styles.submit}>
        {submitting ? SOCIAL_LOGIN_TEXT.binding : SOCIAL_LOGIN_TEXT.bindButton}
      </Button>
    </form>
  );
}
