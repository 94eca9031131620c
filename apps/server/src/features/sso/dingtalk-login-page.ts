import { IdField } from "@taxlearn/core";
import { Option, Schema } from "effect";
import type { Context, Hono } from "hono";
import type { AppEnv } from "../../http/mount-contracts";
import type { ServerContext } from "../../server-context";
import { findOrganisation } from "../orgs/orgs.repo";
import { htmlEscape } from "../social-login/sandbox-page";
import { DD_LOGIN_SCRIPT } from "./dingtalk-login-script";
import { DD_LOGIN_TEXTS } from "./sso.messages";
import { SANDBOX_DINGTALK_PATH } from "./sso-config";

/** The page DingTalk's workbench opens (the app's home URL): `/ddLogin?orgId=<id>`. */
export const DD_LOGIN_PATH = "/ddLogin";
export const DD_LOGIN_SCRIPT_PATH = "/ddLogin/sign-on.js";
/** DingTalk's JS API (its H5 micro-app SDK), loaded only by a page answered to DingTalk's own in-app browser. */
export const DINGTALK_JSAPI_URL = "https://g.alicdn.com/dingding/dingtalk-jsapi/3.0.25/dingtalk.open.js";
export const DINGTALK_JSAPI_ORIGIN = new URL(DINGTALK_JSAPI_URL).origin;
/** The sandbox's `dd` stand-in (sandbox-dingtalk.route.ts), same origin. */
export const SANDBOX_JSAPI_PATH = `${SANDBOX_DINGTALK_PATH}/jsapi.js`;

/** DingTalk's in-app browser names itself in its user agent (`… AliApp(DingTalk/7.0.x) …`). */
export const isDingTalkBrowser = (userAgent: string | undefined): boolean => /DingTalk/i.test(userAgent ?? "");

const orgIdOf = (text: string | undefined): number | null => {
  const id = Schema.decodeUnknownOption(IdField)(text ?? "");
  return Option.isSome(id) ? id.value : null;
};

/**
 * Which JS API the page loads: the sandbox's stand-in when the sandbox plays DingTalk (its workbench is the
 * container; the real SDK is never loaded there), DingTalk's own inside DingTalk with the live provider, else none
 * (the page asks to be opened from DingTalk's workbench).
 */
function jsApiFor(server: ServerContext, userAgent: string | undefined): string | null {
  if (server.sso.sandboxDingTalk) return SANDBOX_JSAPI_PATH;
  return server.sso.dingtalk && isDingTalkBrowser(userAgent) ? DINGTALK_JSAPI_URL : null;
}

/**
 * The script origins the site's CSP adds for one HTML answer: DingTalk's SDK origin on the sign-on page answered to
 * DingTalk's browser with the live provider, nothing anywhere else.
 */
export const dingTalkScriptSources =
  (server: ServerContext) =>
  (c: Context): readonly string[] =>
    c.req.path === DD_LOGIN_PATH && jsApiFor(server, c.req.header("user-agent")) === DINGTALK_JSAPI_URL
      ? [DINGTALK_JSAPI_ORIGIN]
      : [];

const page = (body: string, scripts: readonly string[]) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${htmlEscape(DD_LOGIN_TEXTS.title)}</title></head>
<body style="margin:0;font-family:system-ui,'PingFang SC','Noto Sans CJK SC',sans-serif;background:#f2f3f5;color:#1f2329">
${body}
${scripts.map((src) => `<script src="${htmlEscape(src)}"></script>`).join("\n")}
</body></html>`;

const panel = (attributes: string, message: string, state: "working" | "failed") =>
  `<main id="dd-login" ${attributes} data-state="${state}" style="max-width:420px;margin:0 auto;padding:48px 16px;text-align:center">
<h1 style="font-size:20px">${htmlEscape(DD_LOGIN_TEXTS.title)}</h1>
<p id="dd-login-status" role="status" style="font-size:15px;color:#646a73;line-height:1.6">${htmlEscape(message)}</p>
<p id="dd-login-home"${state === "failed" ? "" : " hidden"}><a href="/home" style="display:inline-block;min-height:44px;line-height:44px;padding:0 16px;color:#1456f0">${htmlEscape(DD_LOGIN_TEXTS.home)}</a></p>
</main>`;

/**
 * `GET /ddLogin?orgId=` — what DingTalk opens. Real DingTalk hands a page its one-time auth code only through the
 * in-page JS API (`dd.runtime.permission.requestAuthCode({corpId})`), so this page loads the JS API (above), asks
 * for the code with the organisation's corp id, exchanges it at `POST /api/auth/getDDUserToken` (the provider names
 * the worker; only the account bound to that worker in org_members signs in) and hands the single-sign-on access
 * token to the web app's `/ddLogin?step=signOn`, which finishes the organisation login (getDDLoginUserInfo). A
 * `/ddLogin` with `code` (the older link form) or `step` is the web app's.
 */
export function mountDingTalkLoginPage(app: Hono<AppEnv>, server: ServerContext): void {
  app.get(DD_LOGIN_SCRIPT_PATH, (c) =>
    c.body(DD_LOGIN_SCRIPT, 200, {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "no-cache",
    }),
  );
  app.get(DD_LOGIN_PATH, async (c, next) => {
    if (c.req.query("code") !== undefined || c.req.query("step") !== undefined) return next();
    c.header("cache-control", "no-store");
    if (!server.sso.dingtalk) return c.html(page(panel("", DD_LOGIN_TEXTS.disabled, "failed"), []), 503);
    const orgId = orgIdOf(c.req.query("orgId"));
    const org = orgId === null ? undefined : await findOrganisation(server.db, orgId);
    if (!org) return c.html(page(panel("", DD_LOGIN_TEXTS.unknownOrganisation, "failed"), []), 404);
    const dingTalkApp = await server.sso.dingTalkAppOf(server.db, org.id);
    if (!dingTalkApp?.corpId) return c.html(page(panel("", DD_LOGIN_TEXTS.noApp, "failed"), []), 403);
    const jsApi = jsApiFor(server, c.req.header("user-agent"));
    if (!jsApi) return c.html(page(panel("", DD_LOGIN_TEXTS.openInDingTalk, "failed"), []));
    const attributes = [
      `data-org-id="${org.id}"`,
      `data-corp-id="${htmlEscape(dingTalkApp.corpId)}"`,
      `data-texts="${htmlEscape(JSON.stringify(DD_LOGIN_TEXTS))}"`,
    ].join(" ");
    return c.html(page(panel(attributes, DD_LOGIN_TEXTS.working, "working"), [jsApi, DD_LOGIN_SCRIPT_PATH]));
  });
}
