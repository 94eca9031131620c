import { fenToYuan } from "@taxlearn/core";
import type { Hono } from "hono";
import type { AppEnv } from "../../http/mount-contracts";
import type { SandboxPaymentProvider } from "./sandbox-gateway";

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

const invalidLink = () =>
  page(
    "支付链接无效",
    `<div class="card"><span class="tag">沙箱支付</span><h1>订单不存在或支付链接无效</h1><p>请用手机扫描电脑上显示的支付二维码。</p></div>`,
  );

/**
 * The sandbox provider's scan page, /sandbox/pay/:tradeNo/:secret (what a phone shows after scanning the QR):
 * amount and product, 确认支付 and 拒绝. The secret is the trade's own, carried only by the QR the buyer was given;
 * a URL without it, or with another, is 404 支付链接无效 for the page and both buttons alike. Mounted only outside
 * production with the sandbox provider.
 */
export function mountSandboxPayPage(app: Hono<AppEnv>, sandbox: SandboxPaymentProvider): void {
  const holderTrade = (tradeNo: string, secret: string) =>
    TRADE_NO.test(tradeNo) && SECRET.test(secret) ? sandbox.tradeForHolder(tradeNo, secret) : Promise.resolve(null);
  app.get("/sandbox/pay.css", (c) => c.body(PAGE_CSS, 200, { "content-type": "text/css; charset=utf-8" }));
  app.get("/sandbox/pay/:tradeNo/:secret", async (c) => {
    const trade = await holderTrade(c.req.param("tradeNo"), c.req.param("secret"));
    c.header("cache-control", "no-store");
    // the URL is the secret: no page it opens passes it on as a referrer
    c.header("referrer-policy", "no-referrer");
    if (!trade) return c.html(invalidLink(), 404);
    const payable = trade.state === "NOTPAY" || trade.state === "PAYERROR";
    const done = c.req.query("result");
    const action = `/sandbox/pay/${htmlEscape(trade.tradeNo)}/${htmlEscape(c.req.param("secret"))}`;
    const body = `<div class="card"><span class="tag">沙箱支付 · 不会产生真实扣款</span>
<h1>${htmlEscape(trade.description)}</h1>
<div class="amount">¥${fenToYuan(trade.amountFen)}</div>
<dl><dt>订单号</dt><dd>${htmlEscape(trade.tradeNo)}</dd><dt>收款方</dt><dd>财税学习平台（沙箱商户）</dd></dl>
<div class="state" role="status">状态：${htmlEscape(STATE_TEXT[trade.state] ?? trade.state)}${
      done === "paid" ? "，请回到电脑查看订单" : ""
    }</div>
${
  payable
    ? `<form class="actions" method="post" action="${action}/approve"><button class="pay" type="submit">确认支付</button></form>
<form class="actions" method="post" action="${action}/decline"><button class="decline" type="submit">拒绝</button></form>`
    : ""
}
<p class="note">这是开发与测试环境的模拟支付页，相当于在手机微信/支付宝中扫码后看到的确认页。确认后，支付结果会异步通知到网站。</p></div>`;
    return c.html(page("确认支付", body));
  });
  app.post("/sandbox/pay/:tradeNo/:secret/approve", async (c) => {
    const trade = await holderTrade(c.req.param("tradeNo"), c.req.param("secret"));
    if (!trade) return c.html(invalidLink(), 404);
    const result = await sandbox.approve(trade.tradeNo);
    if (result === "absent") return c.html(invalidLink(), 404);
    return c.redirect(`/sandbox/pay/${trade.tradeNo}/${trade.paySecret}?result=${result}`, 303);
  });
  app.post("/sandbox/pay/:tradeNo/:secret/decline", async (c) => {
    const trade = await holderTrade(c.req.param("tradeNo"), c.req.param("secret"));
    if (!trade) return c.html(invalidLink(), 404);
    await sandbox.decline(trade.tradeNo);
    return c.redirect(`/sandbox/pay/${trade.tradeNo}/${trade.paySecret}?result=declined`, 303);
  });
  // a trade number without its secret (the old link shape, a guess): the same answer as a wrong secret
  app.all("/sandbox/pay/*", (c) => c.html(invalidLink(), 404));
}
