import { createHmac, randomBytes } from "node:crypto";

/** What the sandbox remembers of one authorisation code or access token. */
interface Grant {
  readonly account: string;
  readonly expiresAt: number;
}

const CODE_LIFETIME_MS = 5 * 60_000;
const TOKEN_LIFETIME_MS = 2 * 60 * 60_000;

type ProtocolAnswer = Record<string, unknown>;

const error = (errcode: number, errmsg: string): ProtocolAnswer => ({ errcode, errmsg });

/**
 * The sandbox of the WeChat open platform's website login, run by this server outside production: its pages play
 * the phone (确认登录 / 拒绝, sandbox-wechat.route.ts) and its API answers `sns/oauth2/access_token` and
 * `sns/userinfo` exactly as WeChat does, errors included (40029 invalid code, 40163 code been used, 40001 bad secret,
 * 42001 expired token), so the real adapter (wechat-open-provider.ts) runs unchanged against it. A sandbox "WeChat
 * account" is a name typed on the confirm page; its openid/unionid derive from that name, so the same name is the
 * same person on every login. Codes and tokens live in memory: a restart forgets them, as a sandbox may.
 */
export class SandboxWechatOpen {
  readonly appId = "wxsandbox0000000001";
  readonly appSecret = randomBytes(16).toString("hex");
  readonly #codes = new Map<string, Grant>();
  /** Exchanged codes, kept for their lifetime so a second exchange says "code been used", as WeChat does. */
  readonly #used = new Map<string, number>();
  readonly #tokens = new Map<string, Grant>();
  readonly #idKey = randomBytes(32);

  constructor(private readonly now: () => Date) {}

  /** The phone confirmed: a one-time code for this sandbox account. */
  issueCode(account: string): string {
    this.#prune();
    const code = randomBytes(16).toString("hex");
    this.#codes.set(code, { account, expiresAt: this.now().getTime() + CODE_LIFETIME_MS });
    return code;
  }

  openid(account: string): string {
    return `o${this.#derive("openid", account)}`;
  }

  unionid(account: string): string {
    return `u${this.#derive("unionid", account)}`;
  }

  /** GET sns/oauth2/access_token. */
  accessToken(query: Record<string, string | undefined>): ProtocolAnswer {
    if (query.appid !== this.appId) return error(40013, "invalid appid");
    if (query.secret !== this.appSecret)
      return error(40001, "invalid credential, access_token is invalid or not latest");
    if (query.grant_type !== "authorization_code") return error(40002, "invalid grant_type");
    const code = query.code ?? "";
    const grant = this.#codes.get(code);
    if (!grant) return this.#used.has(code) ? error(40163, "code been used") : error(40029, "invalid code");
    this.#codes.delete(code);
    this.#used.set(code, grant.expiresAt);
    if (grant.expiresAt <= this.now().getTime()) return error(40029, "invalid code");
    const token = randomBytes(24).toString("base64url");
    this.#tokens.set(token, { account: grant.account, expiresAt: this.now().getTime() + TOKEN_LIFETIME_MS });
    return {
      access_token: token,
      expires_in: TOKEN_LIFETIME_MS / 1000,
      refresh_token: randomBytes(24).toString("base64url"),
      openid: this.openid(grant.account),
      scope: "snsapi_login",
      unionid: this.unionid(grant.account),
    };
  }

  /** GET sns/userinfo. */
  userInfo(query: Record<string, string | undefined>): ProtocolAnswer {
    const grant = this.#tokens.get(query.access_token ?? "");
    if (!grant) return error(40001, "invalid credential, access_token is invalid or not latest");
    if (grant.expiresAt <= this.now().getTime()) return error(42001, "access_token expired");
    if (query.openid !== this.openid(grant.account)) return error(40003, "invalid openid");
    return {
      openid: this.openid(grant.account),
      nickname: grant.account,
      sex: 0,
      province: "",
      city: "",
      country: "CN",
      headimgurl: "",
      privilege: [],
      unionid: this.unionid(grant.account),
    };
  }

  #derive(kind: string, account: string): string {
    return createHmac("sha256", this.#idKey).update(`${kind}:${account}`).digest("base64url").slice(0, 27);
  }

  #prune(): void {
    const now = this.now().getTime();
    for (const [key, grant] of this.#codes) if (grant.expiresAt <= now) this.#codes.delete(key);
    for (const [key, expiresAt] of this.#used) if (expiresAt <= now) this.#used.delete(key);
    for (const [key, grant] of this.#tokens) if (grant.expiresAt <= now) this.#tokens.delete(key);
  }
}
