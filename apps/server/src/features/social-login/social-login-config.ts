import type { OAuthProvider } from "./oauth-provider";
import { SandboxWechatOpen } from "./sandbox-wechat-open";
import { WechatOpenProvider } from "./wechat-open-provider";

export type SocialLoginEnvironment = Readonly<Record<string, string | undefined>>;

/** A social-login setting that makes the server refuse to start, with the reason for the operator. */
export class SocialLoginConfigError extends Error {
  override readonly name = "SocialLoginConfigError";
}

/** Where the sandbox's protocol endpoints are mounted on this server (sandbox-wechat.route.ts). */
export const SANDBOX_WECHAT_PATH = "/sandbox/wechat";
/** A host name that never resolves: the sandbox adapter's API calls are answered in-process by this app. */
const IN_PROCESS_ORIGIN = "http://sandbox.invalid";

/** Answers a request in-process (the app's own `request`), set once the app exists. */
export type InProcessTransport = (request: Request) => Promise<Response>;

export interface SocialLogin {
  /** null: WECHAT_LOGIN=off, the QR login answers 微信登录暂未开通. */
  readonly provider: OAuthProvider | null;
  readonly sandbox: SandboxWechatOpen | null;
  /** PUBLIC_BASE_URL without a trailing slash, or null to use each request's origin (the redirect_uri's). */
  readonly publicBaseUrl: string | null;
  /** Lets the sandbox adapter reach the sandbox's API through the app (called by createApp). */
  useTransport(transport: InProcessTransport): void;
}

/**
 * WECHAT_LOGIN picks the social-app QR login: unset or `sandbox` → the sandbox on this server (not in production);
 * `live` → the WeChat open platform with WECHAT_LOGIN_APP_ID and WECHAT_LOGIN_APP_SECRET (a 网站应用 whose
 * authorised callback domain is this site's); `off` → no QR login. See the server README, "Social and SSO logins".
 */
export function socialLoginFromEnv(env: SocialLoginEnvironment, production: boolean, now: () => Date): SocialLogin {
  const publicBaseUrl = env.PUBLIC_BASE_URL?.trim().replace(/\/+$/, "") || null;
  const mode = (env.WECHAT_LOGIN ?? "").trim() || "sandbox";
  const inert = { useTransport: () => {} };
  if (mode === "off") return { provider: null, sandbox: null, publicBaseUrl, ...inert };
  if (mode === "live") {
    const required = (name: string) => {
      const value = env[name]?.trim();
      if (!value) throw new SocialLoginConfigError(`WECHAT_LOGIN=live needs ${name}`);
      return value;
    };
    const provider = new WechatOpenProvider(
      {
        appId: required("WECHAT_LOGIN_APP_ID"),
        appSecret: required("WECHAT_LOGIN_APP_SECRET"),
        authorizeUrl: env.WECHAT_LOGIN_AUTHORIZE_URL?.trim() || "https://open.weixin.qq.com/connect/qrconnect",
        apiBaseUrl: env.WECHAT_LOGIN_API_BASE_URL?.trim() || "https://api.weixin.qq.com",
      },
      false,
    );
    return { provider, sandbox: null, publicBaseUrl, ...inert };
  }
  if (mode !== "sandbox") throw new SocialLoginConfigError(`WECHAT_LOGIN=${mode} is not known (sandbox, live, off)`);
  if (production) {
    throw new SocialLoginConfigError(
      "SITE_MODE=live with the sandbox WeChat login: set WECHAT_LOGIN=live and WECHAT_LOGIN_APP_ID / WECHAT_LOGIN_APP_SECRET (or WECHAT_LOGIN=off)",
    );
  }
  const sandbox = new SandboxWechatOpen(now);
  let transport: InProcessTransport | null = null;
  const provider = new WechatOpenProvider(
    {
      appId: sandbox.appId,
      appSecret: sandbox.appSecret,
      authorizeUrl: `${SANDBOX_WECHAT_PATH}/connect/qrconnect`,
      apiBaseUrl: `${IN_PROCESS_ORIGIN}${SANDBOX_WECHAT_PATH}`,
    },
    true,
    async (input, init) => {
      if (!transport) throw new Error("the sandbox WeChat login is not mounted");
      return transport(new Request(input, init));
    },
  );
  return {
    provider,
    sandbox,
    publicBaseUrl,
    useTransport: (next) => {
      transport = next;
    },
  };
}
