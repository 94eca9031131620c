import { createHmac, randomBytes } from "node:crypto";
import { SANDBOX_MP_APP_ID } from "./sandbox-gateway";

const CODE_LIFETIME_MS = 5 * 60_000;

/**
 * The sandbox of WeChat's official-account web authorisation (snsapi_base), run by this server outside production:
 * its authorize page (sandbox-wechat-mp.route.ts) is silent, as WeChat's is for snsapi_base, and its
 * `sns/oauth2/access_token` answers as WeChat does, errors included (40013 appid, 40125 secret, 40029 invalid code,
 * 40163 code been used). WeChat knows who is using the in-app browser; the sandbox's stand-in for that is a random
 * per-browser cookie, from which the openid derives, so the same browser is the same WeChat user. Codes live in
 * memory: a restart forgets them, as a sandbox may.
 */
export class SandboxWechatMp {
  readonly appId = SANDBOX_MP_APP_ID;
  readonly appSecret = randomBytes(16).toString("hex");
  readonly #codes = new Map<string, { user: string; expiresAt: number }>();
  readonly #used = new Map<string, number>();
  readonly #idKey = randomBytes(32);

  constructor(private readonly now: () => Date) {}

  /** The browser's WeChat user confirmed (silently): a one-time code. */
  issueCode(user: string): string {
    const now = this.now().getTime();
    for (const [key, grant] of this.#codes) if (grant.expiresAt <= now) this.#codes.delete(key);
    for (const [key, expiresAt] of this.#used) if (expiresAt <= now) this.#used.delete(key);
    const code = randomBytes(16).toString("hex");
    this.#codes.set(code, { user, expiresAt: now + CODE_LIFETIME_MS });
    return code;
  }

  openid(user: string): string {
    return `o${createHmac("sha256", this.#idKey).update(`mp:${user}`).digest("base64url").slice(0, 27)}`;
  }

  /** GET sns/oauth2/access_token. */
  accessToken(query: Record<string, string | undefined>): Record<string, unknown> {
    if (query.appid !== this.appId) return { errcode: 40013, errmsg: "invalid appid" };
    if (query.secret !== this.appSecret) return { errcode: 40125, errmsg: "invalid appsecret" };
    if (query.grant_type !== "authorization_code") return { errcode: 40002, errmsg: "invalid grant_type" };
    const code = query.code ?? "";
    const grant = this.#codes.get(code);
    if (!grant) {
      return this.#used.has(code)
        ? { errcode: 40163, errmsg: "code been used" }
        : { errcode: 40029, errmsg: "invalid code" };
    }
    this.#codes.delete(code);
    this.#used.set(code, grant.expiresAt);
    if (grant.expiresAt <= this.now().getTime()) return { errcode: 40029, errmsg: "invalid code" };
    return {
      access_token: randomBytes(24).toString("base64url"),
      expires_in: 7200,
      refresh_token: randomBytes(24).toString("base64url"),
      openid: this.openid(grant.user),
      scope: "snsapi_base",
    };
  }
}
