import { createHmac, randomBytes } from "node:crypto";

interface SandboxWorker {
  readonly userId: string;
  readonly name: string;
  readonly mobile: string | null;
}

const CODE_LIFETIME_MS = 5 * 60_000;
/** How long the workbench's container stays signed in as its worker (the in-app page asks for codes meanwhile). */
const CONTAINER_LIFETIME_MS = 30 * 60_000;
const TOKEN_LIFETIME_MS = 2 * 60 * 60_000;
type Answer = Record<string, unknown>;
const error = (errcode: number, errmsg: string): Answer => ({
  errcode,
  errmsg,
  request_id: randomBytes(6).toString("hex"),
});

/**
 * The sandbox of DingTalk's server API, run by this server outside production. Each organisation has a sandbox app
 * (`dingsandbox<orgId>`, secret derived from a per-start key, sso-config.ts hands it to the organisation) unless the
 * organisation stores a real one. The workbench page (sandbox-dingtalk.route.ts) plays DingTalk's app container: a
 * worker typed in "signs in" (a container session held by a cookie), the site's /ddLogin page opens, and the
 * sandbox's own `dd` stand-in answers its `dd.runtime.permission.requestAuthCode({corpId})` with a one-time auth code
 * for that worker, as the real JS API does inside DingTalk: the code never travels in a URL. gettoken,
 * topapi/v2/user/getuserinfo and topapi/v2/user/get answer as DingTalk does: an auth code works once, only for the
 * app it was issued to (40078 otherwise), and a token only for its own app.
 */
export class SandboxDingTalk {
  readonly #key = randomBytes(32);
  readonly #codes = new Map<string, { appKey: string; worker: SandboxWorker; expiresAt: number }>();
  readonly #tokens = new Map<string, { appKey: string; expiresAt: number }>();
  readonly #workers = new Map<string, SandboxWorker>();
  readonly #containers = new Map<string, { orgId: number; worker: SandboxWorker; expiresAt: number }>();

  constructor(private readonly now: () => Date) {}

  appKeyOf(orgId: number): string {
    return `dingsandbox${orgId}`;
  }

  appSecretOf(appKey: string): string {
    return createHmac("sha256", this.#key).update(`app:${appKey}`).digest("base64url");
  }

  /** The organisation's corp id, which the page names in requestAuthCode (DingTalk's `corpId`). */
  corpIdOf(orgId: number): string {
    return `dingsandboxcorp${orgId}`;
  }

  /** The workbench opened the app as this worker: a container session id, for the container's cookie. */
  openContainer(orgId: number, worker: SandboxWorker): string {
    const now = this.now().getTime();
    for (const [id, container] of this.#containers) if (container.expiresAt <= now) this.#containers.delete(id);
    const id = randomBytes(24).toString("base64url");
    this.#containers.set(id, { orgId, worker, expiresAt: now + CONTAINER_LIFETIME_MS });
    return id;
  }

  /**
   * requestAuthCode inside the container: a one-time auth code for the container's worker, only for the corp the
   * worker belongs to (DingTalk answers a page that names another corp with an error, never another's code).
   */
  requestAuthCode(containerId: string | undefined, corpId: unknown): Answer {
    const container = this.#containers.get(containerId ?? "");
    if (!container || container.expiresAt <= this.now().getTime()) return error(71001, "请先在钉钉工作台进入应用");
    if (corpId !== this.corpIdOf(container.orgId)) return error(71002, "corpId 与当前企业不符");
    return { errcode: 0, errmsg: "ok", code: this.issueCode(container.orgId, container.worker) };
  }

  /** The workbench opened the app: a one-time auth code for this worker. */
  issueCode(orgId: number, worker: SandboxWorker): string {
    const appKey = this.appKeyOf(orgId);
    const code = randomBytes(16).toString("hex");
    this.#workers.set(`${appKey}:${worker.userId}`, worker);
    this.#codes.set(code, { appKey, worker, expiresAt: this.now().getTime() + CODE_LIFETIME_MS });
    return code;
  }

  gettoken(query: Record<string, string | undefined>): Answer {
    const appKey = query.appkey ?? "";
    if (!/^dingsandbox\d+$/.test(appKey) || query.appsecret !== this.appSecretOf(appKey)) {
      return error(40089, "不合法的corpid或corpsecret");
    }
    const token = randomBytes(24).toString("hex");
    this.#tokens.set(token, { appKey, expiresAt: this.now().getTime() + TOKEN_LIFETIME_MS });
    return { errcode: 0, errmsg: "ok", access_token: token, expires_in: TOKEN_LIFETIME_MS / 1000 };
  }

  getuserinfo(accessToken: string | undefined, body: Record<string, unknown>): Answer {
    const app = this.#app(accessToken);
    if (!app) return error(40014, "不合法的access_token");
    const code = typeof body.code === "string" ? body.code : "";
    const grant = this.#codes.get(code);
    if (!grant || grant.appKey !== app || grant.expiresAt <= this.now().getTime()) {
      return error(40078, "不存在的临时授权码");
    }
    this.#codes.delete(code);
    const { worker } = grant;
    return {
      errcode: 0,
      errmsg: "ok",
      result: {
        userid: worker.userId,
        unionid: this.#unionId(app, worker.userId),
        name: worker.name,
        sys: false,
        sys_level: 0,
      },
    };
  }

  userGet(accessToken: string | undefined, body: Record<string, unknown>): Answer {
    const app = this.#app(accessToken);
    if (!app) return error(40014, "不合法的access_token");
    const worker = this.#workers.get(`${app}:${typeof body.userid === "string" ? body.userid : ""}`);
    if (!worker) return error(60121, "找不到该用户");
    return {
      errcode: 0,
      errmsg: "ok",
      result: {
        userid: worker.userId,
        unionid: this.#unionId(app, worker.userId),
        name: worker.name,
        ...(worker.mobile ? { mobile: worker.mobile, state_code: "86" } : {}),
        active: true,
      },
    };
  }

  #app(accessToken: string | undefined): string | null {
    const grant = this.#tokens.get(accessToken ?? "");
    return grant && grant.expiresAt > this.now().getTime() ? grant.appKey : null;
  }

  #unionId(appKey: string, userId: string): string {
    return createHmac("sha256", this.#key).update(`union:${appKey}:${userId}`).digest("base64url").slice(0, 22);
  }
}
