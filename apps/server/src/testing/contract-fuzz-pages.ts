import type { Contract } from "@taxlearn/api";
import { Schema } from "effect";

/*
 * The sandbox providers' pages and APIs (DingTalk workbench, an organisation's OAuth2 server, WeChat QR login, the
 * payment scan page): routes outside the contracts that read their own query and body. The contract fuzz sends them
 * the same hostile requests, described here as contracts of plain text fields so the same generator serves them.
 */
const fields = (...names: string[]) =>
  Schema.Struct(Object.fromEntries(names.map((name) => [name, Schema.optional(Schema.String)])));

const page = (method: "GET" | "POST", path: string, ...names: string[]): Contract =>
  ({
    name: `${method} ${path}`,
    method,
    path,
    request: fields(...names, ...path.split("/").flatMap((s) => (s.startsWith(":") ? [s.slice(1)] : []))),
    data: Schema.Unknown,
    auth: "none",
    orgHeader: false,
    summary: "sandbox page",
  }) as unknown as Contract;

export const SANDBOX_PAGES: readonly Contract[] = [
  page("GET", "/sandbox/dingtalk/workbench", "orgId"),
  page("POST", "/sandbox/dingtalk/workbench", "orgId", "userid", "name", "mobile"),
  page("GET", "/sandbox/dingtalk/gettoken", "appkey", "appsecret"),
  page("POST", "/sandbox/dingtalk/topapi/v2/user/getuserinfo", "access_token", "code"),
  page("POST", "/sandbox/dingtalk/topapi/v2/user/get", "access_token", "userid"),
  page("GET", "/sandbox/oauth2/authorize", "client_id", "redirect_uri", "state", "response_type"),
  page("POST", "/sandbox/oauth2/authorize/confirm", "client_id", "redirect_uri", "state", "sub", "name"),
  page("POST", "/sandbox/oauth2/authorize/decline", "client_id", "redirect_uri", "state"),
  page("POST", "/sandbox/oauth2/token", "client_id", "client_secret", "grant_type", "code", "redirect_uri"),
  page("GET", "/sandbox/oauth2/userinfo", "access_token"),
  page("GET", "/sandbox/wechat/connect/qrconnect", "appid", "redirect_uri", "response_type", "scope", "state"),
  page("POST", "/sandbox/wechat/connect/confirm", "appid", "redirect_uri", "state", "account"),
  page("POST", "/sandbox/wechat/connect/decline", "appid", "redirect_uri", "state"),
  page("GET", "/sandbox/wechat/sns/oauth2/access_token", "appid", "secret", "code", "grant_type"),
  page("GET", "/sandbox/wechat/sns/userinfo", "access_token", "openid"),
  page("GET", "/sandbox/pay/:tradeNo/:secret"),
  page("POST", "/sandbox/pay/:tradeNo/:secret/approve"),
  page("POST", "/sandbox/pay/:tradeNo/:secret/decline"),
];

/** What an answer must never carry: SQL, a driver's error text, a stack frame. */
export const LEAKED_INTERNALS =
  /Failed query|\bselect\s+[\w"*.,\s]+?\s+from\s+"?\w+|\binsert into "?\w+|\bat [\w.<>]+ \(|\.ts:\d+:\d+|SQLSTATE|stack depth/i;
