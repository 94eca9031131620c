import { Button, QrLoginCard } from "@taxlearn/ui";
import { useCallback, useEffect, useState } from "react";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import { SOCIAL_LOGIN_TEXT, THIRD_LOGIN_REDIRECT_KEY } from "./social-login.messages";

type Started =
  | { status: "loading" }
  | { status: "ready"; authorizeUrl: string; minutes: number; sandbox: boolean }
  | { status: "failed"; message: string };

/**
 * 扫码登录: the provider's authorise URL as a QR code and as a same-device link. Starting asks the server for a state
 * bound to this browser (HttpOnly cookie), so the code works only for the browser that shows it. The page the
 * learner came from (`redirect`) is kept for the third-login page the provider returns to.
 */
export function QrLoginPanel({ redirect }: { redirect: string | null }) {
  const api = useApi();
  const [started, setStarted] = useState<Started>({ status: "loading" });

  const start = useCallback(async () => {
    setStarted({ status: "loading" });
    try {
      const result = await api.wechatQrConnect();
      if (!result.success) return setStarted({ status: "failed", message: result.msg });
      setStarted({
        status: "ready",
        authorizeUrl: result.data.authorizeUrl,
        minutes: Math.round(result.data.expiresInSeconds / 60),
        sandbox: result.data.sandbox,
      });
    } catch (error) {
      setStarted({ status: "failed", message: failureMessage(error) });
    }
  }, [api]);

  useEffect(() => {
    void start();
  }, [start]);

  useEffect(() => {
    try {
      if (redirect) sessionStorage.setItem(THIRD_LOGIN_REDIRECT_KEY, redirect);
      else sessionStorage.removeItem(THIRD_LOGIN_REDIRECT_KEY);
    } catch {
      // storage blocked: the third-login page goes to /home
    }
  }, [redirect]);

  return (
    <QrLoginCard
      status={started.status}
      authorizeUrl={started.status === "ready" ? started.authorizeUrl : null}
      hint={SOCIAL_LOGIN_TEXT.qrHint}
      codeLabel={SOCIAL_LOGIN_TEXT.qrCodeLabel}
      openHereLabel={SOCIAL_LOGIN_TEXT.openHere}
      validity={started.status === "ready" ? SOCIAL_LOGIN_TEXT.validity(started.minutes) : null}
      sandboxNotice={started.status === "ready" && started.sandbox ? SOCIAL_LOGIN_TEXT.sandbox : null}
      loadingText={SOCIAL_LOGIN_TEXT.loading}
      failure={started.status === "failed" ? started.message : null}
      actions={
        started.status === "loading" ? null : (
          <Button tone="secondary" size="small" onClick={() => void start()}>
            {SOCIAL_LOGIN_TEXT.refresh}
          </Button>
        )
      }
    />
  );
}
