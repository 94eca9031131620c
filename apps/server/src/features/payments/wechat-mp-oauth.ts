import { PROVIDER_TIMEOUT_MS } from "./payment-gateway";

/**
 * WeChat's web authorisation for an official account (公众号网页授权), silent scope `snsapi_base`: inside WeChat the
 * browser goes to open.weixin.qq.com/connect/oauth2/authorize, comes back to the redirect URI with a one-time
 * `code`, and the server exchanges it at api.weixin.qq.com/sns/oauth2/access_token for the learner's openid of that
 * account — what WeChat Pay JSAPI charges. The sandbox (sandbox-wechat-mp.ts) speaks the same protocol on this
 * server; this one adapter runs against both.
 */
export interface WechatMpOAuthConfig {
  readonly appId: string;
  readonly appSecret: string;
  /** https://open.weixin.qq.com; null: the redirect URI's own origin + /sandbox/wechat-mp (the sandbox). */
  readonly authorizeBase: string | null;
  /** https://api.weixin.qq.com */
  readonly apiBase: string;
  readonly sandbox: boolean;
}

/** WeChat refused the code (errcode/errmsg: 40029 invalid code, 40163 code been used …) or could not be reached. */
export class PayerAuthFailed extends Error {
  override readonly name = "PayerAuthFailed";
}

export class WechatMpOAuth {
  #fetcher: typeof fetch;

  constructor(
    readonly config: WechatMpOAuthConfig,
    fetcher: typeof fetch = fetch,
  ) {
    this.#fetcher = fetcher;
  }

  get appId(): string {
    return this.config.appId;
  }

  get sandbox(): boolean {
    return this.config.sandbox;
  }

  /** How calls reach the provider (the sandbox's API is this app's own, reached in-process). */
  useTransport(fetcher: typeof fetch): void {
    this.#fetcher = fetcher;
  }

  /** Where the browser goes; WeChat wants the parameters in this order and the #wechat_redirect fragment. */
  authorizeUrl(state: string, redirectUri: string): string {
    const base = this.config.authorizeBase ?? `${new URL(redirectUri).origin}/sandbox/wechat-mp`;
    return (
      `${base}/connect/oauth2/authorize?appid=${encodeURIComponent(this.config.appId)}` +
      `&redirect_uri=${encodeURIComponent(redirectUri)}&response_type=code&scope=snsapi_base` +
      `&state=${encodeURIComponent(state)}#wechat_redirect`
    );
  }

  /** Exchanges the redirect's code for the openid. */
  async openidForCode(code: string): Promise<string> {
    const url =
      `${this.config.apiBase}/sns/oauth2/access_token?appid=${encodeURIComponent(this.config.appId)}` +
      `&secret=${encodeURIComponent(this.config.appSecret)}&code=${encodeURIComponent(code)}` +
      "&grant_type=authorization_code";
    let body: Record<string, unknown>;
    try {
      const response = await this.#fetcher(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      body = (await response.json()) as Record<string, unknown>;
    } catch (error) {
      throw new PayerAuthFailed(`sns/oauth2/access_token: ${String(error)}`);
    }
    if (typeof body.openid !== "string" || body.openid === "") {
      throw new PayerAuthFailed(`sns/oauth2/access_token: ${String(body.errcode)} ${String(body.errmsg)}`);
    }
    return body.openid;
  }
}
