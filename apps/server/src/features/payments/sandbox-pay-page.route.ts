import { fenToYuan } from "@taxlearn/core";
import type { Context, Hono } from "hono";
import type { AppEnv } from "../../http/mount-contracts";
import type { SandboxPaymentProvider } from "./sandbox-gateway";
import { SANDBOX_BRIDGE_SCRIPT, SANDBOX_JSAPI_BRIDGE_PATH } from "./sandbox-jsapi-bridge";

const TRADE_NO = /^[A-Za-z0-9]{6,32}$/;

const htmlEscape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

const STATE_TEXT: Record<string, string> = {
  NOTPAY: "待支付",
  PAYERROR: "已拒绝支付，可重新确认",
  SUCCESS: "支付成功",
  REFUND: "已退款",
  CLOSED: "订单已关闭",
};

// served as a file: the site's Content-Security-Policy allows no inline styles
const PAGE_CSS = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f2f3f5;color:#1f2329}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:24px 20px;box-shadow:0 2px 8px rgba(0,0,0,.06)}
.tag{display:inline-block;font-size:12px;color:#7a4600;background:#fff4e0;border-radius:4px;padding:2px 8px}
h1{font-size:18px;margin:12px 0 4px}.amount{font-size:36px;font-weight:600;margin:16px 0}
dl{margin:0;font-size:14px;color:#646a73}dt{float:left;width:5em}dd{margin:0 0 8px 5em;word-break:break-all}
.state{font-size:15px;margin:16px 0}.actions{display:flex;flex-direction:column;gap:12px;margin-top:20px}
button{width:100%;font-size:17px;padding:14px;border-radius:8px;border:0;cursor:pointer}
.pay{background:#067a3b;color:#fff}.decline{background:#fff;color:#1f2329;border:1px solid #dcdee0}
p.note{font-size:12px;color:#5f6670;margin-top:20px;line-height:1.6}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${htmlEscape(title)}</title>
<link rel="stylesheet" href="/sandbox/pay.css"></head><body><main>${body}</main></body></html>`;
}

const SECRET = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * A return URL the sandbox's phone pages may send the browser to: only on the shop's own origin (the one its notify
 * URL names), as WeChat and Alipay return only to the shop's registered domain; anything else is dropped.
 */
function siteReturn(trade: { notifyUrl: string }, candidate: string | undefined): string | null {
  if (!candidate) return null;
  try {
    const target = new URL(candidate);
    return target.origin === new URL(trade.notifyUrl).origin ? target.toString() : null;
  } catch {
    return null;
  }
}

const invalidLink = () =>
  page(
    "支付链接无效",
    `<div class="card"><span class="tag">沙箱支付</span><h1>订单不存在或支付链接无效</h1><p>请用手机扫描电脑上显示的支付二维码。</p></div>`,
  );

/**
 * The sandbox provider's pages, all under /sandbox/pay/:tradeNo/:secret: the scan page (what a phone shows after
 * scanning the QR), `/h5` (WeChat Pay's H5 page), `/wap` (Alipay's WAP cashier), and `/jsapi` (what the sandbox
 * WeixinJSBridge, /sandbox/wechat/jsbridge.js, asks for getBrandWCPayRequest): amount and product, 确认支付 and 拒绝.
 * The secret is the trade's own, carried only by the pay answer the buyer was given (the QR, the h5_url, the signed
 * WAP URL, the JSAPI prepay_id); a URL without it, or with another, is 404 支付链接无效 for every page and button
 * alike. Mounted only outside production with the sandbox provider.
 */
export function mountSandboxPayPage(app: Hono<AppEnv>, sandbox: SandboxPaymentProvider): void {
  const holderTrade = (tradeNo: string, secret: string) =>
    TRADE_NO.test(tradeNo) && SECRET.test(secret) ? sandbox.tradeForHolder(tradeNo, secret) : Promise.resolve(null);
  app.get("/sandbox/pay.css", (c) => c.body(PAGE_CSS, 200, { "content-type": "text/css; charset=utf-8" }));
  /**
   * The confirm card of a trade: the scan page (qr), WeChat's H5 cashier or Alipay's WAP cashier (their stand-ins).
   * `returnTo` (H5 redirect_url, WAP return_url) is where 确认支付 / 拒绝 send the phone back, as those pages do.
   */
  const confirmPage = (
    c: Context<AppEnv>,
    trade: NonNullable<Awaited<ReturnType<typeof holderTrade>>>,
    kind: "qr" | "h5" | "wap",
    returnTo: string | null,
  ) => {
    c.header("cache-control", "no-store");
    // the URL is the secret: no page it opens passes it on as a referrer
    c.header("referrer-policy", "no-referrer");
    const payable = trade.state === "NOTPAY" || trade.state === "PAYERROR";
    const done = c.req.query("result");
    const action = `/sandbox/pay/${htmlEscape(trade.tradeNo)}/${htmlEscape(c.req.param("secret")!)}`;
    const back = returnTo ? `?return=${htmlEscape(encodeURIComponent(returnTo))}` : "";
    const tag = { qr: "沙箱支付", h5: "沙箱微信支付 · H5", wap: "沙箱支付宝 · 手机网站支付" }[kind];
    const note = {
      qr: "这是开发与测试环境的模拟支付页，相当于在手机微信/支付宝中扫码后看到的确认页。确认后，支付结果会异步通知到网站。",
      h5: "这是开发与测试环境的模拟微信 H5 支付页（相当于微信支付的 h5_url 页面）。确认或拒绝后将返回网站。",
      wap: "这是开发与测试环境的模拟支付宝收银台（相当于 alipay.trade.wap.pay 打开的页面）。确认或拒绝后将返回网站。",
    }[kind];
    const body = `<div class="card"><span class="tag">${tag} · 不会产生真实扣款</span>
<h1>${htmlEscape(trade.description)}</h1>
<div class="amount">¥${fenToYuan(trade.amountFen)}</div>
<dl><dt>订单号</dt><dd>${htmlEscape(trade.tradeNo)}</dd><dt>收款方</dt><dd>财税学习平台（沙箱商户）</dd></dl>
<div class="state" role="status">状态：${htmlEscape(STATE_TEXT[trade.state] ?? trade.state)}${
      done === "paid" ? "，请回到电脑查看订单" : ""
    }</div>
${
  payable
    ? `<form class="actions" method="post" action="${action}/approve${back}"><button class="pay" type="submit">确认支付</button></form>
<form class="actions" method="post" action="${action}/decline${back}"><button class="decline" type="submit">拒绝</button></form>`
    : ""
}
<p class="note">${note}</p></div>`;
    return c.html(page("确认支付", body));
  };
  app.get("/sandbox/pay/:tradeNo/:secret", async (c) => {
    const trade = await holderTrade(c.req.param("tradeNo"), c.req.param("secret"));
    if (!trade) return c.html(invalidLink(), 404);
    return confirmPage(c, trade, "qr", null);
  });
  // WeChat Pay H5's page: h5_url with the shop's redirect_url appended
  app.get("/sandbox/pay/:tradeNo/:secret/h5", async (c) => {
    const trade = await holderTrade(c.req.param("tradeNo"), c.req.param("secret"));
    if (trade?.payType !== 1 || trade.flow !== "redirect") return c.html(invalidLink(), 404);
    return confirmPage(c, trade, "h5", siteReturn(trade, c.req.query("redirect_url")));
  });
  // Alipay's WAP cashier: the gateway GET of alipay.trade.wap.pay, checked as Alipay checks the shop's signature
  app.get("/sandbox/pay/:tradeNo/:secret/wap", async (c) => {
    const trade = await holderTrade(c.req.param("tradeNo"), c.req.param("secret"));
    const request =
      trade?.payType === 2 && trade.flow === "redirect" ? sandbox.wapRequestGenuine(trade, c.req.query()) : null;
    if (!trade || !request) return c.html(invalidLink(), 404);
    return confirmPage(c, trade, "wap", siteReturn(trade, request.returnUrl));
  });
  // the sandbox WeixinJSBridge (pages include it only while the sandbox provider is on)
  app.get(SANDBOX_JSAPI_BRIDGE_PATH, (c) =>
    c.body(SANDBOX_BRIDGE_SCRIPT, 200, {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "no-store",
    }),
  );
  // what the bridge's getBrandWCPayRequest asks: the trade its prepay_id names, once the paySign verifies
  app.post("/sandbox/pay/:tradeNo/:secret/jsapi", async (c) => {
    const trade = await holderTrade(c.req.param("tradeNo"), c.req.param("secret"));
    let body: { action?: unknown; params?: Record<string, unknown> } = {};
    try {
      body = (await c.req.json()) as typeof body;
    } catch {
      // not JSON: refused below like a bad signature
    }
    if (trade?.flow !== "jsapi" || !body.params || !sandbox.jsapiGenuine(trade, body.params)) {
      return c.json({ err_msg: "get_brand_wcpay_request:fail", err_desc: "支付链接无效" }, 404);
    }
    if (body.action === "approve") {
      const result = await sandbox.approve(trade.tradeNo);
      const ok = result === "paid" || result === "already";
      return c.json({ err_msg: ok ? "get_brand_wcpay_request:ok" : "get_brand_wcpay_request:fail" });
    }
    if (body.action === "cancel") {
      await sandbox.decline(trade.tradeNo);
      return c.json({ err_msg: "get_brand_wcpay_request:cancel" });
    }
    return c.json({
      err_msg: "",
      description: trade.description,
      amount: fenToYuan(trade.amountFen),
      payable: trade.state === "NOTPAY" || trade.state === "PAYERROR",
    });
  });
  app.post("/sandbox/pay/:tradeNo/:secret/approve", async (c) => {
    const trade = await holderTrade(c.req.param("tradeNo"), c.req.param("secret"));
    if (!trade) return c.html(invalidLink(), 404);
    const result = await sandbox.approve(trade.tradeNo);
    if (result === "absent") return c.html(invalidLink(), 404);
    const back = siteReturn(trade, c.req.query("return"));
    if (back) {
      // Alipay's cashier returns with its signed synchronous parameters; WeChat's H5 page to redirect_url as it is
      const paid = await sandbox.trade(trade.tradeNo);
      const url = new URL(back);
      if (trade.payType === 2 && paid?.state === "SUCCESS") {
        for (const [key, value] of Object.entries(sandbox.alipayReturnParams(paid))) url.searchParams.set(key, value);
      }
      return c.redirect(url.toString(), 303);
    }
    return c.redirect(`/sandbox/pay/${trade.tradeNo}/${trade.paySecret}?result=${result}`, 303);
  });
  app.post("/sandbox/pay/:tradeNo/:secret/decline", async (c) => {
    const trade = await holderTrade(c.req.param("tradeNo"), c.req.param("secret"));
    if (!trade) return c.html(invalidLink(), 404);
    await sandbox.decline(trade.tradeNo);
    const back = siteReturn(trade, c.req.query("return"));
    if (back) return c.redirect(back, 303);
    return c.redirect(`/sandbox/pay/${trade.tradeNo}/${trade.paySecret}?result=declined`, 303);
  });
  // a trade number without its secret (the old link shape, a guess): the same answer as a wrong secret
  app.all("/sandbox/pay/*", (c) => c.html(invalidLink(), 404));
}
