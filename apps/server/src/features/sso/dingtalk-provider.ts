import { fetchProviderJson, OAuthRejected, OAuthUnavailable, textField } from "../social-login/oauth-provider";

/** An organisation's DingTalk app (企业内部应用) as stored server-side. */
export interface DingTalkApp {
  readonly appKey: string;
  readonly appSecret: string;
  /** The organisation's DingTalk corp id, which the page names to the JS API (requestAuthCode); none stored: null. */
  readonly corpId?: string | null;
}

/** The workplace user the one-time auth code (免登码) names. */
export interface DingTalkUser {
  readonly userId: string;
  readonly unionId: string;
  readonly name: string;
  /** Needs the app's 手机号码 permission; null without it. */
  readonly mobile: string | null;
}

/** DingTalk's server API as the single sign-on uses it: the real one (below) or the sandbox's (same protocol). */
export interface DingTalkApi {
  readonly sandbox: boolean;
  identify(app: DingTalkApp, authCode: string): Promise<DingTalkUser>;
}

/**
 * DingTalk's in-app login (H5 微应用免登) on the server side:
 * 1. `GET /gettoken?appkey&appsecret` → access_token (the app's, 7200 s);
 * 2. `POST /topapi/v2/user/getuserinfo?access_token` `{code}` → result.userid, unionid, name;
 * 3. `POST /topapi/v2/user/get?access_token` `{userid}` → result.mobile (with the 手机号码 permission).
 * Every answer carries `errcode` (0 = ok) and `errmsg`; the auth code is single use and lives 5 minutes.
 */
export class DingTalkOapi implements DingTalkApi {
  constructor(
    private readonly baseUrl: string,
    readonly sandbox: boolean,
    private readonly fetcher: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  async identify(app: DingTalkApp, authCode: string): Promise<DingTalkUser> {
    const base = this.baseUrl.replace(/\/+$/, "");
    const token = await this.#call(
      `${base}/gettoken?${new URLSearchParams({ appkey: app.appKey, appsecret: app.appSecret })}`,
    );
    const accessToken = textField(token, "access_token");
    if (!accessToken) throw new OAuthUnavailable("gettoken answer without access_token");
    const query = new URLSearchParams({ access_token: accessToken });
    const who = await this.#call(`${base}/topapi/v2/user/getuserinfo?${query}`, { code: authCode });
    const result = (who.result ?? {}) as Record<string, unknown>;
    const userId = textField(result, "userid");
    if (!userId) throw new OAuthUnavailable("getuserinfo answer without result.userid");
    const detail = await this.#call(`${base}/topapi/v2/user/get?${query}`, { userid: userId, language: "zh_CN" });
    const person = (detail.result ?? {}) as Record<string, unknown>;
    const mobile = textField(person, "mobile");
    return {
      userId,
      unionId: textField(result, "unionid") || textField(person, "unionid"),
      name: textField(person, "name") || textField(result, "name"),
      mobile: /^1[3-9]\d{9}$/.test(mobile) ? mobile : null,
    };
  }

  async #call(url: string, json?: Record<string, unknown>): Promise<Record<string, unknown>> {
    const body = await fetchProviderJson(
      this.fetcher,
      url,
      json === undefined
        ? {}
        : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(json) },
    );
    const errcode = body.errcode;
    if (errcode !== 0 && errcode !== "0") throw new OAuthRejected(String(errcode ?? "?"), textField(body, "errmsg"));
    return body;
  }
}
