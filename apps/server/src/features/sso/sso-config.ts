import type { Executor } from "../../db/executor";
import type { InProcessTransport } from "../social-login/social-login-config";
import { type DingTalkApi, type DingTalkApp, DingTalkOapi } from "./dingtalk-provider";
import { type OrgOAuth2Providers, orgOAuth2FromEnv } from "./org-oauth2-config";
import { SandboxDingTalk } from "./sandbox-dingtalk";
import { findOrgSsoApp } from "./sso.repo";

export type SsoEnvironment = Readonly<Record<string, string | undefined>>;

export class SsoConfigError extends Error {
  override readonly name = "SsoConfigError";
}

export const SANDBOX_DINGTALK_PATH = "/sandbox/dingtalk";
const IN_PROCESS_ORIGIN = "http://sandbox.invalid";

export interface SsoProviders extends DingTalkProviders {
  /** The organisations' own OAuth2 servers (org-oauth2-config.ts). */
  readonly orgOAuth2: OrgOAuth2Providers;
}

export interface DingTalkProviders {
  /** null: DINGTALK_SSO=off, single sign-on answers 钉钉登录暂未开通. */
  readonly dingtalk: DingTalkApi | null;
  readonly sandboxDingTalk: SandboxDingTalk | null;
  /** The DingTalk app of an organisation: its stored one (live), the sandbox's (sandbox), or null. */
  dingTalkAppOf(db: Executor, orgId: number): Promise<DingTalkApp | null>;
  useTransport(transport: InProcessTransport): void;
}

/**
 * DINGTALK_SSO picks the workplace single sign-on: unset or `sandbox` → the sandbox DingTalk on this server, where
 * every organisation has a sandbox app (not in production); `live` → DingTalk's API (DINGTALK_API_BASE_URL, default
 * https://oapi.dingtalk.com) with each organisation's app key and secret from `org_sso_apps` (provider
 * `dingtalk`; an organisation without one is refused); `off` → no single sign-on.
 */
export function ssoFromEnv(env: SsoEnvironment, production: boolean, now: () => Date): SsoProviders {
  const dingTalk = dingTalkFromEnv(env, production, now);
  const orgOAuth2 = orgOAuth2FromEnv(env, production, now);
  return {
    ...dingTalk,
    orgOAuth2,
    useTransport: (transport) => {
      dingTalk.useTransport(transport);
      orgOAuth2.useTransport(transport);
    },
  };
}

function dingTalkFromEnv(env: SsoEnvironment, production: boolean, now: () => Date): DingTalkProviders {
  const mode = (env.DINGTALK_SSO ?? "").trim() || "sandbox";
  const inert = { useTransport: () => {} };
  if (mode === "off") {
    return { dingtalk: null, sandboxDingTalk: null, dingTalkAppOf: async () => null, ...inert };
  }
  if (mode === "live") {
    return {
      dingtalk: new DingTalkOapi(env.DINGTALK_API_BASE_URL?.trim() || "https://oapi.dingtalk.com", false),
      sandboxDingTalk: null,
      dingTalkAppOf: async (db, orgId) => {
        const row = await findOrgSsoApp(db, orgId, "dingtalk");
        return row
          ? { appKey: row.config.clientId, appSecret: row.config.clientSecret, corpId: row.config.corpId ?? null }
          : null;
      },
      ...inert,
    };
  }
  if (mode !== "sandbox") throw new SsoConfigError(`DINGTALK_SSO=${mode} is not known (sandbox, live, off)`);
  if (production) {
    throw new SsoConfigError(
      "SITE_MODE=live with the sandbox DingTalk single sign-on: set DINGTALK_SSO=live (and store each organisation's app in org_sso_apps) or DINGTALK_SSO=off",
    );
  }
  const sandbox = new SandboxDingTalk(now);
  let transport: InProcessTransport | null = null;
  const api = new DingTalkOapi(`${IN_PROCESS_ORIGIN}${SANDBOX_DINGTALK_PATH}`, true, async (input, init) => {
    if (!transport) throw new Error("the sandbox DingTalk is not mounted");
    return transport(new Request(input, init));
  });
  return {
    dingtalk: api,
    sandboxDingTalk: sandbox,
    dingTalkAppOf: async (_db, orgId) => {
      const appKey = sandbox.appKeyOf(orgId);
      return { appKey, appSecret: sandbox.appSecretOf(appKey), corpId: sandbox.corpIdOf(orgId) };
    },
    useTransport: (next) => {
      transport = next;
    },
  };
}
