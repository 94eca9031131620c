import { BUSINESS_STATUS } from "@taxlearn/api";
import { type CodeLoginError, type CodeLoginRequest, codeLoginMachine, connectCodeLogin } from "@taxlearn/machines";
import { Button, useToast } from "@taxlearn/ui";
import { useMachine } from "@xstate/react";
import { type FormEvent, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { fromPromise } from "xstate";
import { usePictureCaptcha } from "../../../components/picture-captcha";
import { SmsCodeField } from "../../../components/sms-code-field";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import { useSession } from "../../../lib/session/session-provider";
import { ACCOUNT_TEXT } from "../account.messages";
import { afterLoginTarget, type FieldError, validateMobile, validateSmsCode } from "../account-form.rules";
import { FormAlert } from "../components/auth-panel";
import * as styles from "../components/auth-panel.css";
import { MobileField } from "../components/mobile-field";

/**
 * 验证码登录: phone + SMS code (scene login, the shared field's 60 s countdown). A number without an account is
 * registered by this login once the agreement is ticked; the server may ask for a picture captcha (449). The
 * flow is codeLoginMachine, wired here once.
 */
export function CodeLoginPanel({ redirect }: { redirect: string | null }) {
  const api = useApi();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const picture = usePictureCaptcha();
  const [account, setAccount] = useState("");
  const [code, setCode] = useState("");
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<{ account: FieldError; code: FieldError }>({ account: null, code: null });
  const [sendAlert, setSendAlert] = useState<string | null>(null);

  // wired once per panel: api, session, router and the picture's loader are stable for its life
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const machine = useMemo(
    () =>
      codeLoginMachine.provide({
        actors: {
          codeLogin: fromPromise(async ({ input }: { input: CodeLoginRequest }) => {
            let result: Awaited<ReturnType<typeof api.codeLogin>>;
            try {
              result = await api.codeLogin({
                account: input.account,
                captcha: input.code,
                agreement: input.agreement ? 1 : 0,
                ...(input.picture ?? {}),
              });
            } catch (failure) {
              throw { kind: "rejected", message: failureMessage(failure) } satisfies CodeLoginError;
            }
            picture.after(result, input.picture);
            if (result.success) return { token: result.data.token, registered: result.data.registered };
            const kind =
              result.status === BUSINESS_STATUS.imageCaptchaRequired
                ? "picture"
                : result.reason === "agreementRequired"
                  ? "agreement"
                  : "rejected";
            throw { kind, message: result.msg } satisfies CodeLoginError;
          }),
        },
        actions: {
          signIn: (_, { result }) => {
            void signIn(result.token).then(() => {
              toast.success(result.registered ? ACCOUNT_TEXT.codeRegistered : ACCOUNT_TEXT.loginSuccess);
              navigate(afterLoginTarget(redirect), { replace: true });
            });
          },
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine);
  const view = connectCodeLogin(snapshot, send);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = { account: validateMobile(account), code: validateSmsCode(code) };
    setErrors(found);
    if (found.account || found.code) return;
    const sent = picture.answer();
    if (sent === "missing") return;
    setSendAlert(null);
    view.submit({ account: account.trim(), code: code.trim(), agreement: agreed, picture: sent });
  }

  const alert = sendAlert ?? view.alert;
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
        autoComplete="tel"
      />
      <SmsCodeField
        account={account}
        scene="login"
        value={code}
        onChange={(value) => {
          setCode(value);
          setErrors((current) => ({ ...current, code: null }));
        }}
        error={errors.code}
        onAccountError={(accountError) => setErrors((current) => ({ ...current, account: accountError }))}
        onAlert={(message) => {
          setSendAlert(message);
          if (message) view.dismissAlert();
        }}
      />
      {picture.field}
      <label className={styles.agreement}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={agreed}
          aria-invalid={view.agreementAsked && !agreed ? true : undefined}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        {ACCOUNT_TEXT.codeAgreementPrefix}
        <Link className={styles.link} to="/service-protocol" target="_blank">
          {ACCOUNT_TEXT.agreementLink}
        </Link>
      </label>
      <Button type="submit" size="large" block loading={view.submitting} className={styles.submit}>
        {view.submitting ? ACCOUNT_TEXT.loggingIn : ACCOUNT_TEXT.loginButton}
      </Button>
    </form>
  );
}
