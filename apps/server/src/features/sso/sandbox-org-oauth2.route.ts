import type { Context, Hono } from "hono";
import type { AppEnv } from "../../http/mount-contracts";
import type { ServerContext } from "../../server-context";
import { findOrganisation } from "../orgs/orgs.repo";
import { htmlEscape, sandboxPage } from "../social-login/sandbox-page";
import { SANDBOX_ORG_OAUTH2_PATH } from "./org-oauth2-config";
import type { SandboxOrgOAuth2 } from "./sandbox-org-oauth2";

const SUBJECT = /^[A-Za-z0-9_.@-]{1,40}$/;

const problem = (c: Context, text: string, status: 400 | 404 = 400) =>
  c.html(
    sandboxPage(
      "无法授权",
      `<div class="card"><span class="tag">沙箱机构认证</span><h1>无法授权</h1><p>${htmlEscape(text)}</p></div>`,
    ),
    status,
  );

/**
 * The redirect_uri must be this site's /orgAuth page (a real server checks it against the client's registration):
 * on the configured public origin's host, never the request's Host header.
 */
function siteRedirect(publicOrigin: string, redirectUri: string): URL | null {
  try {
    const target = new URL(redirectUri);
    return target.host === new URL(publicOrigin).host && target.pathname === "/orgAuth" ? target : null;
  } catch {
    return null;
  }
}

const textOf = (form: Record<string, unknown>) => (name: string) =>
  typeof form[name] === "string" ? (form[name] as string).trim() : "";

/**
 * The sandbox of an organisation's OAuth2 server on this server (outside production): `authorize` is the
 * organisation's login page (an account and a name, then 同意授权 / 拒绝, redirecting to the site's /orgAuth with
 * `code&state` or `error=access_denied&state`), `token` and `userinfo` answer the adapter as RFC 6749 / OpenID
 * Connect say.
 */
export function mountSandboxOrgOAuth2(app: Hono<AppEnv>, server: ServerContext, sandbox: SandboxOrgOAuth2): void {
  const base = SANDBOX_ORG_OAUTH2_PATH;
  app.get(`${base}/authorize`, async (c) => {
    c.header("cache-control", "no-store");
    const q = c.req.query();
    const clientId = q.client_id ?? "";
    const org = sandbox.knowsClient(clientId)
      ? await findOrganisation(server.db, Number(clientId.replace("orgsandbox", "")))
      : undefined;
    if (!org) return problem(c, "client_id 无效（沙箱只认本站各机构的沙箱应用）。", 404);
    if (q.response_type !== "code") return problem(c, "response_type 须为 code。");
    if (!q.redirect_uri || !siteRedirect(server.publicOrigin, q.redirect_uri))
      return problem(c, "redirect_uri 不属于本站的机构登录页。");
    const hidden = ["client_id", "redirect_uri", "state"]
      .map((name) => `<input type="hidden" name="${name}" value="${htmlEscape(q[name] ?? "")}">`)
      .join("");
    const body = `<div class="card"><span class="tag">沙箱机构认证 · 模拟机构登录</span>
<h1>${htmlEscape(org.name)} 统一认证</h1>
<p>财税学习平台申请使用您在本机构的账号登录。相当于机构自己的 OAuth2 登录页；同一账号每次都是同一位机构用户。</p>
<form class="actions" method="post" action="${base}/authorize/confirm">${hidden}
<label for="sub">机构账号</label><input id="sub" name="sub" value="emp001" maxlength="40" required>
<label for="name">姓名</label><input id="name" name="name" value="机构员工" maxlength="20" required>
<button class="confirm" type="submit">同意授权</button></form>
<form class="actions" method="post" action="${base}/authorize/decline">${hidden}<button class="decline" type="submit">拒绝</button></form>
<p class="note">这是开发与测试环境的模拟机构认证服务，不会访问机构的真实系统。</p></div>`;
    return c.html(sandboxPage("机构统一认证", body));
  });
  const answer = async (c: Context, approve: boolean) => {
    const text = textOf(await c.req.parseBody());
    if (!sandbox.knowsClient(text("client_id"))) return problem(c, "client_id 无效。");
    const target = siteRedirect(server.publicOrigin, text("redirect_uri"));
    if (!target) return problem(c, "redirect_uri 不属于本站的机构登录页。");
    if (approve) {
      if (!SUBJECT.test(text("sub"))) return problem(c, "机构账号须为1-40位字母、数字或 _ . @ -。");
      const name = text("name").slice(0, 20);
      if (!name) return problem(c, "请输入姓名。");
      target.searchParams.set(
        "code",
        sandbox.issueCode(text("client_id"), text("redirect_uri"), { subject: text("sub"), name }),
      );
    } else {
      target.searchParams.set("error", "access_denied");
    }
    target.searchParams.set("state", text("state"));
    return c.redirect(target.toString(), 303);
  };
  app.post(`${base}/authorize/confirm`, (c) => answer(c, true));
  app.post(`${base}/authorize/decline`, (c) => answer(c, false));
  app.post(`${base}/token`, async (c) => {
    const form = await c.req.parseBody();
    const text = textOf(form);
    const result = sandbox.token({
      client_id: text("client_id"),
      client_secret: text("client_secret"),
      grant_type: text("grant_type"),
      code: text("code"),
      redirect_uri: text("redirect_uri"),
    });
    c.header("cache-control", "no-store");
    return c.json(result.body, result.status);
  });
  app.get(`${base}/userinfo`, (c) => {
    const result = sandbox.userInfo(c.req.header("authorization"));
    if (result.status === 401) c.header("www-authenticate", 'Bearer error="invalid_token"');
    return c.json(result.body, result.status);
  });
}
