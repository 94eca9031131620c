import { useToast } from "@taxlearn/ui";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import { SOCIAL_LOGIN_TEXT } from "./social-login.messages";
import { SsoStatusPanel } from "./sso-status-panel";
import { useOrgSignOn } from "./use-org-sign-on";

type Phase =
  | { readonly kind: "redirecting" }
  | { readonly kind: "signingIn" }
  | { readonly kind: "failed"; readonly message: string };

/**
 * /orgAuth?orgId= — the organisation's own OAuth2 login. Without `code` it starts: the server binds a state to this
 * browser and answers the organisation's authorise URL, which this page opens. The organisation's server redirects
 * back here with `code&state` (or `error`); the server exchanges them and the login is stored as an organisation
 * login (spec §4), then the organisation's default page opens.
 */
export default function OrgAuthScreen() {
  const api = useApi();
  const orgSignOn = useOrgSignOn();
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const [phase, setPhase] = useState<Phase>(() =>
    params.get("code") || params.get("error") ? { kind: "signingIn" } : { kind: "redirecting" },
  );
  const ran = useRef(false);

  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    const orgIdText = params.get("orgId") ?? "";
    const code = params.get("code");
    const state = params.get("state") ?? "";
    const error = params.get("error");
    const fail = (message: string) => setPhase({ kind: "failed", message });
    void (async () => {
      try {
        if (!/^[1-9]\d{0,9}$/.test(orgIdText)) return fail(SOCIAL_LOGIN_TEXT.orgAuthBadLink);
        const orgId = Number(orgIdText);
        if (error) {
          return fail(
            error === "access_denied"
              ? SOCIAL_LOGIN_TEXT.orgAuthDeclined
              : SOCIAL_LOGIN_TEXT.orgAuthProviderError(error),
          );
        }
        if (!code) {
          const started = await api.orgAuth2Authorize({ orgId });
          if (!started.success) return fail(started.msg);
          window.location.assign(started.data.authorizeUrl);
          return;
        }
        const result = await api.orgAuth2({ orgId, code, state });
        if (!result.success) return fail(result.msg);
        const target = await orgSignOn(result.data);
        toast.success(SOCIAL_LOGIN_TEXT.loginSuccess);
        navigate(target, { replace: true });
      } catch (failure) {
        fail(failureMessage(failure));
      }
    })();
  }, [api, params, orgSignOn, toast, navigate]);

  if (phase.kind === "failed") {
    return <SsoStatusPanel state="failed" title={SOCIAL_LOGIN_TEXT.orgAuthFailedTitle} message={phase.message} />;
  }
  return (
    <SsoStatusPanel
      state="working"
      title={SOCIAL_LOGIN_TEXT.orgAuthTitle}
      message={phase.kind === "redirecting" ? SOCIAL_LOGIN_TEXT.orgAuthRedirecting : SOCIAL_LOGIN_TEXT.orgAuthWorking}
    />
  );
}
