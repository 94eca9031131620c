import type { Executor } from "../../db/executor";
import type { InProcessTransport } from "../social-login/social-login-config";
import { type OrgOAuth2Api, type OrgOAuth2App, OrgOAuth2Client } from "./org-oauth2-client";
import { SandboxOrgOAuth2 } from "./sandbox-org-oauth2";
import { findOrgSsoApp } from "./sso.repo";

export const SANDBOX_ORG_OAUTH2_PATH = "/sandbox/oauth2";
const IN_PROCESS_ORIGIN = "http://sandbox.invalid";

export class OrgOAuth2ConfigError extends Error {
  override readonly name = "OrgOAuth2ConfigError";
}

export interface OrgOAuth2Providers {
  /** null: ORG_OAUTH2=off, the hand-off answers 机构认证登录暂未开通. */
  readonly api: OrgOAuth2Api | null;
  readonly sandbox: SandboxOrgOAuth2 | null;
  /** The organisation's OAuth2 client: its stored one (live), the sandbox's (sandbox; authorise page on `origin`), or null. */
  appOf(db: Executor, orgId: number, origin: string): Promise<OrgOAuth2App | null>;
  useTransport(transport: InProcessTransport): void;
}

const httpUrl = (value: string | undefined) => {
  try {
    return value && /^https?:$/.test(new URL(value).protocol) ? value : null;
  } catch {
    return null;
  }
};

/** The stored client of an organisation, when complete (the register command checks it on the way in). */
export async function storedOrgOAuth2App(db: Executor, orgId: number): Promise<OrgOAuth2App | null> {
  const row = await findOrgSsoApp(db, orgId, "oauth2");
  if (!row) return null;
  const { clientId, clientSecret } = row.config;
  const authorizeUrl = httpUrl(row.config.authorizeUrl);
  const tokenUrl = httpUrl(row.config.tokenUrl);
  const userInfoUrl = httpUrl(row.config.userInfoUrl);
  if (!clientId || !clientSecret || !authorizeUrl || !tokenUrl || !userInfoUrl) return null;
  return { clientId, clientSecret, authorizeUrl, tokenUrl, userInfoUrl };
}

/**
 * ORG_OAUTH2 picks the organisations' own OAuth2 hand-off: unset or `sandbox` → the sandbox OAuth2 server on this
 * server, where every organisation has a sandbox client (not in production); `live` → each organisation's client
 * and endpoints from `org_sso_apps` (provider `oauth2`; an organisation without one is refused); `off` → none.
 */
export function orgOAuth2FromEnv(
  env: Readonly<Record<string, string | undefined>>,
  production: boolean,
  now: () => Date,
): OrgOAuth2Providers {
  const mode = (env.ORG_OAUTH2 ?? "").trim() || "sandbox";
  const inert = { useTransport: () => {} };
  if (mode === "off") return { api: null, sandbox: null, appOf: async () => null, ...inert };
  if (mode === "live") {
    return {
      api: new OrgOAuth2Client(false),
      sandbox: null,
      appOf: (db, orgId) => storedOrgOAuth2App(db, orgId),
      ...inert,
    };
  }
  if (mode !== "sandbox") throw new OrgOAuth2ConfigError(`ORG_OAUTH2=${mode} is not known (sandbox, live, off)`);
  if (production) {
    throw new OrgOAuth2ConfigError(
      "SITE_MODE=live with the sandbox organisation OAuth2 server: set ORG_OAUTH2=live (and register each organisation's client with org:sso-app) or ORG_OAUTH2=off",
    );
  }
  const sandbox = new SandboxOrgOAuth2(now);
  let transport: InProcessTransport | null = null;
  const api = new OrgOAuth2Client(true, async (input, init) => {
    if (!transport) throw new Error("the sandbox organisation OAuth2 server is not mounted");
    return transport(new Request(input, init));
  });
  return {
    api,
    sandbox,
    appOf: async (_db, orgId, origin) => {
      const clientId = sandbox.clientIdOf(orgId);
      return {
        clientId,
        clientSecret: sandbox.clientSecretOf(clientId),
        authorizeUrl: `${origin}${SANDBOX_ORG_OAUTH2_PATH}/authorize`,
        tokenUrl: `${IN_PROCESS_ORIGIN}${SANDBOX_ORG_OAUTH2_PATH}/token`,
        userInfoUrl: `${IN_PROCESS_ORIGIN}${SANDBOX_ORG_OAUTH2_PATH}/userinfo`,
      };
    },
    useTransport: (next) => {
      transport = next;
    },
  };
}
