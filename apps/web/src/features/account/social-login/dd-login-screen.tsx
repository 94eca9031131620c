import { ACCESS_TOKEN_KEYS } from "@taxlearn/api";
import { MESSAGES, STORAGE_KEYS } from "@taxlearn/core";
import { useToast } from "@taxlearn/ui";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import { useSession } from "../../../lib/session/session-provider";
import { AuthPanel } from "../components/auth-panel";
import * as styles from "../components/auth-panel.css";
import { SOCIAL_LOGIN_TEXT } from "./social-login.messages";

const clearAccessTokens = () => {
  for (const key of Object.values(ACCESS_TOKEN_KEYS)) localStorage.removeItem(key);
};

/**
 * /ddLogin?orgId=&code= — the workplace app (DingTalk) opens this with its one-time auth code. Step 1 exchanges the
 * code for the single-sign-on access token (kept under `accesstoken`, sent as that header); step 2 spends it for a
 * session inside the organisation. spec §8: when step 2 fails, '登录异常,请重新登录' if no access token is stored
 * (else the server's message), the tokens are cleared and the learner goes to /home.
 */
export default function DdLoginScreen() {
  const api = useApi();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const [working, setWorking] = useState(true);
  const ran = useRef(false);

  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    const code = params.get("code") ?? "";
    const orgId = params.get("orgId") ?? "";
    const fail = (message: string) => {
      clearAccessTokens();
      localStorage.removeItem(STORAGE_KEYS.token);
      toast.error(message);
      setWorking(false);
      navigate("/home", { replace: true });
    };
    void (async () => {
      try {
        if (code && /^\d+$/.test(orgId)) {
          // a new auth code starts a new sign-on: a token left by an earlier one must not stand in for it
          clearAccessTokens();
          const step1 = await api.ddUserToken({ code, orgId: Number(orgId) });
          if (step1.success) localStorage.setItem(ACCESS_TOKEN_KEYS.accessToken, step1.data.accessToken);
        }
        const stored = localStorage.getItem(ACCESS_TOKEN_KEYS.accessToken);
        if (!stored) return fail(MESSAGES.ssoLoginError);
        const step2 = await api.ddLoginUserInfo();
        clearAccessTokens();
        if (!step2.success) return fail(step2.msg);
        await signIn(step2.data.token);
        toast.success(SOCIAL_LOGIN_TEXT.loginSuccess);
        navigate("/home", { replace: true });
      } catch (error) {
        fail(localStorage.getItem(ACCESS_TOKEN_KEYS.accessToken) ? failureMessage(error) : MESSAGES.ssoLoginError);
      }
    })();
  }, [api, params, signIn, toast, navigate]);

  return (
    <AuthPanel title={SOCIAL_LOGIN_TEXT.ddTitle}>
      <p className={styles.subtitle} role="status">
        {working ? SOCIAL_LOGIN_TEXT.ddWorking : MESSAGES.ssoLoginError}
      </p>
    </AuthPanel>
  );
}
