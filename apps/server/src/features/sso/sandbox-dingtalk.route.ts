import { IdField } from "@taxlearn/core";
import { Option, Schema } from "effect";
import type { Context, Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../../http/mount-contracts";
import type { ServerContext } from "../../server-context";
import { findOrganisation } from "../orgs/orgs.repo";
import { htmlEscape, sandboxPage } from "../social-login/sandbox-page";
import type { SandboxDingTalk } from "./sandbox-dingtalk";
import { SANDBOX_DD_SCRIPT } from "./sandbox-dingtalk-jsapi";
import { SANDBOX_DINGTALK_PATH } from "./sso-config";

const WORKER_ID = /^[A-Za-z0-9_-]{1,32}$/;
/** The workbench's container session: which worker the sandbox DingTalk is signed in as in this browser. */
const CONTAINER_COOKIE = "sandbox_dd_container";
const MOBILE = /^1[3-9]\d{9}$/;

/** An organisation id as typed in the address or the form: plain digits within a row id's range, else none. */
const orgIdOf = (text: string | undefined): number | null => {
  const id = Schema.decodeUnknownOption(IdField)(text ?? "");
  return Option.isSome(id) ? id.value : null;
};

const problem = (c: Context, text: string, status: 400 | 404 = 400) =>
  c.html(
    sandboxPage(
      "无法进入",
      `<div class="card"><span class="tag">沙箱钉钉</span><h1>无法进入</h1><p>${htmlEscape(text)}</p></div>`,
    ),
    status,
  );

async function bodyOf(c: Context): Promise<Record<string, unknown>> {
  try {
    const body = (await c.req.json()) as unknown;
    return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The sandbox DingTalk on this server (outside production): `/sandbox/dingtalk/workbench?orgId=` plays the
 * workplace app's workbench and container (a worker's id, name and phone, then 进入应用 signs the container in as
 * that worker and opens the site's /ddLogin?orgId= page; the phone is only the contact book's, it never reaches a
 * site account). `jsapi.js` is the container's `dd` stand-in, whose requestAuthCode gets a one-time auth code from
 * `container/requestAuthCode`; gettoken / topapi/v2/user/getuserinfo / topapi/v2/user/get answer the adapter as
 * DingTalk does.
 */
export function mountSandboxDingTalk(app: Hono<AppEnv>, server: ServerContext, sandbox: SandboxDingTalk): void {
  const base = SANDBOX_DINGTALK_PATH;
  app.get(`${base}/workbench`, async (c) => {
    c.header("cache-control", "no-store");
    const orgId = orgIdOf(c.req.query("orgId"));
    const org = orgId === null ? undefined : await findOrganisation(server.db, orgId);
    if (!org) return problem(c, "机构不存在：请在地址中带上正确的 orgId。", 404);
    const body = `<div class="card"><span class="tag">沙箱钉钉 · 模拟工作台</span>
<h1>${htmlEscape(org.name)} · 财税学习平台</h1>
<p>相当于员工在钉钉工作台点开本应用：钉钉打开网站的登录页，页面通过钉钉 JS API 取得一次性免登码。</p>
<form method="post" action="${base}/workbench">
<input type="hidden" name="orgId" value="${org.id}">
<label for="userid">员工 userid</label><input id="userid" name="userid" value="staff001" maxlength="32" required>
<label for="name">姓名</label><input id="name" name="name" value="钉钉员工" maxlength="20" required>
<label for="mobile">手机号（可空）</label><input id="mobile" name="mobile" inputmode="numeric" maxlength="11">
<div class="actions"><button class="confirm" type="submit">进入应用</button></div></form>
<p class="note">手机号只是钉钉通讯录里的资料：网站不据此登录或关联已有账号，员工首次进入时新建一个学员账号。</p>
<p class="note">这是开发与测试环境的模拟钉钉，不会访问真实钉钉。</p></div>`;
    return c.html(sandboxPage("钉钉工作台", body));
  });
  app.post(`${base}/workbench`, async (c) => {
    const form = await c.req.parseBody();
    const text = (name: string) => (typeof form[name] === "string" ? (form[name] as string).trim() : "");
    const orgId = orgIdOf(text("orgId"));
    const org = orgId === null ? undefined : await findOrganisation(server.db, orgId);
    if (!org) return problem(c, "机构不存在。", 404);
    if (!WORKER_ID.test(text("userid"))) return problem(c, "userid 须为1-32位字母、数字、下划线或连字符。");
    const name = text("name").slice(0, 20);
    if (!name) return problem(c, "请输入姓名。");
    const mobile = text("mobile");
    if (mobile && !MOBILE.test(mobile)) return problem(c, "手机号须为11位大陆手机号，或留空。");
    // the container is now signed in as this worker; the page it opens asks the `dd` stand-in for the code
    const container = sandbox.openContainer(org.id, { userId: text("userid"), name, mobile: mobile || null });
    setCookie(c, CONTAINER_COOKIE, container, {
      path: base,
      httpOnly: true,
      sameSite: "Strict",
      maxAge: 30 * 60,
    });
    return c.redirect(`/ddLogin?${new URLSearchParams({ orgId: String(org.id) })}`, 303);
  });
  // the JS API's stand-in: DingTalk's own SDK is never loaded from the sandbox
  app.get(`${base}/jsapi.js`, (c) =>
    c.body(SANDBOX_DD_SCRIPT, 200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-cache" }),
  );
  app.post(`${base}/container/requestAuthCode`, async (c) => {
    c.header("cache-control", "no-store");
    return c.json(sandbox.requestAuthCode(getCookie(c, CONTAINER_COOKIE), (await bodyOf(c)).corpId));
  });
  app.get(`${base}/gettoken`, (c) => c.json(sandbox.gettoken(c.req.query())));
  app.post(`${base}/topapi/v2/user/getuserinfo`, async (c) =>
    c.json(sandbox.getuserinfo(c.req.query("access_token"), await bodyOf(c))),
  );
  app.post(`${base}/topapi/v2/user/get`, async (c) =>
    c.json(sandbox.userGet(c.req.query("access_token"), await bodyOf(c))),
  );
}
