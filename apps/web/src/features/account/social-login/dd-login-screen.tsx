import { ACCESS_TOKEN_KEYS } from "@taxlearn/api";
import { MESSAGES, STORAGE_KEYS } from "@taxlearn/core";
import { useToast } from "@taxlearn/ui";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import { SOCIAL_LOGIN_TEXT } from "./social-login.messages";
import { SsoStatusPanel } from "./sso-status-panel";
import { useOrgSignOn } from "./use-org-sign-on";

const clearAccessTokens = () => {
  for (const key of Object.values(ACCESS_TOKEN_KEYS)) localStorage.removeItem(key);
};

/**
 * /ddLogin?orgId=&step=signOn — DingTalk opens the server's /ddLogin?orgId= page, which gets the one-time auth code
 * from DingTalk's JS API and does step 1 (the code for the single-sign-on access token, kept under `accesstoken`,
 * sent as that header), then comes here; an older link's `code` is exchanged here first. Step 2 spends it for a
 * session inside the organisation, stored as an organisation login (spec §4: isOrgLogin, orgInfo, org id). spec §8:
 * when step 2 fails, '登录异常,请重新登录' if no access token is stored (else the server's message), the tokens are
 * cleared and the learner goes to /home.
 */
export default function DdLoginScreen() {
  const api = useApi();
  const orgSignOn = useOrgSignOn();
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
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
      setFailure(message);
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
        const target = await orgSignOn(step2.data);
        toast.success(SOCIAL_LOGIN_TEXT.loginSuccess);
        navigate(target, { replace: true });
      } catch (error) {
        fail(localStorage.getItem(ACCESS_TOKEN_KEYS.accessToken) ? failureMessage(error) : MESSAGES.ssoLoginError);
      }
    })();
  }, [api, params, orgSignOn, toast, navigate]);

  return failure === null ? (
    <SsoStatusPanel state="working" title={SOCIAL_LOGIN_TEXT.ddTitle} message={SOCIAL_LOGIN_TEXT.ddWorking} />
  ) : (
    <SsoStatusPanel state="failed" title={SOCIAL_LOGIN_TEXT.ddFailedTitle} message={failure} />
  );
}
