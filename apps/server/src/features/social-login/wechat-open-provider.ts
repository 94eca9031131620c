import {
  fetchProviderJson,
  type OAuthProvider,
  OAuthRejected,
  OAuthUnavailable,
  type SocialProfile,
  textField,
} from "./oauth-provider";

export interface WechatOpenConfig {
  readonly appId: string;
  readonly appSecret: string;
  /** https://open.weixin.qq.com/connect/qrconnect, or the sandbox's page (a path is made absolute per request). */
  readonly authorizeUrl: string;
  /** https://api.weixin.qq.com, or the sandbox's. */
  readonly apiBaseUrl: string;
}

/**
 * The WeChat open platform's website login (网站应用微信登录):
 * 1. the browser opens `qrconnect?appid&redirect_uri&response_type=code&scope=snsapi_login&state#wechat_redirect`;
 *    after the phone confirms, WeChat redirects to `redirect_uri?code&state` (declined: `?state` only);
 * 2. `GET /sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code` → access_token, openid, unionid;
 * 3. `GET /sns/userinfo?access_token&openid` → nickname, headimgurl, unionid.
 * Errors come as HTTP 200 with `errcode`/`errmsg` (40029 invalid code, 40163 code been used, …).
 */
export class WechatOpenProvider implements OAuthProvider {
  readonly name = "wechat";

  constructor(
    private readonly config: WechatOpenConfig,
    readonly sandbox: boolean,
    private readonly fetcher: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  authorizeUrl({ state, redirectUri, origin }: { state: string; redirectUri: string; origin: string }): string {
    const url = new URL(this.config.authorizeUrl, origin);
    url.search = new URLSearchParams({
      appid: this.config.appId,
      redirect_uri: redirectUri,
      response_type: "code",
      scope: "snsapi_login",
      state,
    }).toString();
    url.hash = "wechat_redirect";
    return url.toString();
  }

  async identify(code: string): Promise<SocialProfile> {
    const base = this.config.apiBaseUrl.replace(/\/+$/, "");
    const token = await this.#get(
      `${base}/sns/oauth2/access_token?${new URLSearchParams({
        appid: this.config.appId,
        secret: this.config.appSecret,
        code,
        grant_type: "authorization_code",
      })}`,
    );
    const accessToken = textField(token, "access_token");
    const openid = textField(token, "openid");
    if (!accessToken || !openid) throw new OAuthUnavailable("access_token answer without access_token/openid");
    const info = await this.#get(`${base}/sns/userinfo?${new URLSearchParams({ access_token: accessToken, openid })}`);
    const unionid = textField(info, "unionid") || textField(token, "unionid");
    return {
      subject: unionid || openid,
      nickname: textField(info, "nickname"),
      avatar: textField(info, "headimgurl"),
    };
  }

  async #get(url: string): Promise<Record<string, unknown>> {
    const body = await fetchProviderJson(this.fetcher, url);
    const errcode = body.errcode;
    if (errcode !== undefined && errcode !== 0 && errcode !== "0") {
      throw new OAuthRejected(String(errcode), textField(body, "errmsg"));
    }
    return body;
  }
}
