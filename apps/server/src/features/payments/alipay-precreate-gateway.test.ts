import { createSign, createVerify, generateKeyPairSync, type KeyObject } from "node:crypto";
import { createServer } from "node:http";
import { AlipaySdk } from "alipay-sdk";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type LoopbackListener, listenOnLoopback } from "../../testing/loopback-listener";
import { AlipayPrecreateGateway } from "./alipay-precreate-gateway";
import { GatewayRejected, GatewayUnavailable, NotificationRejected } from "./payment-gateway";

// A loopback fake of openapi.alipay.com/gateway.do. It checks each request as the Alipay gateway does — common
// parameters, then SHA256withRSA over every non-empty parameter but `sign`, sorted and joined as k=v with & —
// with the app's public key, and signs the raw JSON of each `<method>_response` node with its own key. The signing
// rules are written out here independently of the adapter, so a mistake in either shows.
const app = generateKeyPairSync("rsa", { modulusLength: 2048 });
const alipay = generateKeyPairSync("rsa", { modulusLength: 2048 });
const stranger = generateKeyPairSync("rsa", { modulusLength: 2048 });
const pem = (k: KeyObject, type: "pkcs8" | "spki") => String(k.export({ type, format: "pem" }));
const APP_ID = "2021000000000001";
const now = new Date("2026-11-20T02:00:00Z"); // 10:00 in Beijing

const sortedContent = (params: Record<string, string>, omit: string[], keepEmpty: boolean) =>
  Object.keys(params)
    .filter((k) => !omit.includes(k) && (keepEmpty || params[k] !== ""))
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join("&");
const sign = (content: string, key: KeyObject) => createSign("RSA-SHA256").update(content, "utf8").sign(key, "base64");

interface FakeTrade {
  total: string;
  subject: string;
  /** Alipay knows a precreated trade only once the buyer has scanned its code. */
  status: "UNSCANNED" | "WAIT_BUYER_PAY" | "TRADE_SUCCESS" | "TRADE_CLOSED";
  refunded: Map<string, string>;
}
type Mode =
  | "normal"
  | "http502"
  | "cutOff"
  | "signedByStranger"
  | "tamperedAfterSigning"
  | "unsigned"
  | "unavailable20000"
  | "systemError"
  | "totalFeeExceed";

const trades = new Map<string, FakeTrade>();
const requests: { query: URLSearchParams; body: URLSearchParams; contentType: string }[] = [];
let mode: Mode = "normal";
let fake: LoopbackListener | undefined;
let base = "";
let closedPort = 0;

function answer(method: string, node: Record<string, unknown>): string {
  const key = `${method.replaceAll(".", "_")}_response`;
  // Alipay escapes "/" in its JSON; the signature covers the node exactly as sent
  const nodeText = JSON.stringify(node).replaceAll("/", "\\/");
  if (mode === "unsigned") return `{"${key}":${nodeText}}`;
  const signature = sign(nodeText, mode === "signedByStranger" ? stranger.privateKey : alipay.privateKey);
  const sent = mode === "tamperedAfterSigning" ? nodeText.replace(/"68\.00"/g, '"0.01"') : nodeText;
  return `{"${key}":${sent},"sign":"${signature}","alipay_cert_sn":"0"}`;
}

const fail = (code: string, msg: string, subCode: string, subMsg: string) => ({
  code,
  msg,
  sub_code: subCode,
  sub_msg: subMsg,
});
const notExist = fail("40004", "Business Failed", "ACQ.TRADE_NOT_EXIST", "交易不存在");

function business(method: string, biz: Record<string, string>): Record<string, unknown> {
  if (mode === "unavailable20000")
    return fail("20000", "Service Currently Unavailable", "isp.unknow-error", "系统繁忙");
  if (mode === "systemError") return fail("40004", "Business Failed", "ACQ.SYSTEM_ERROR", "系统错误");
  const trade = trades.get(biz.out_trade_no ?? "");
  const ok = { code: "10000", msg: "Success", out_trade_no: biz.out_trade_no };
  switch (method) {
    case "alipay.trade.precreate": {
      if (mode === "totalFeeExceed")
        return fail("40004", "Business Failed", "ACQ.TOTAL_FEE_EXCEED", "订单金额超过限额");
      if (!/^\d+\.\d{2}$/.test(biz.total_amount ?? "") || !biz.subject) {
        return fail("40002", "Invalid Arguments", "isv.invalid-parameter", "参数无效");
      }
      trades.set(biz.out_trade_no!, {
        total: biz.total_amount!,
        subject: biz.subject,
        status: "UNSCANNED",
        refunded: new Map(),
      });
      return { ...ok, qr_code: `https://qr.alipay.com/bax0${biz.out_trade_no}` };
    }
    case "alipay.trade.query":
      if (!trade || trade.status === "UNSCANNED") return notExist;
      return {
        ...ok,
        trade_no: "2026112022001400001",
        buyer_logon_id: "159****5620",
        trade_status: trade.status,
        total_amount: trade.total,
        ...(trade.status === "TRADE_SUCCESS"
          ? {
              send_pay_date: "2026-11-20 10:03:00",
              fund_bill_list: [{ fund_channel: "ALIPAYACCOUNT", amount: trade.total }],
            }
          : {}),
      };
    case "alipay.trade.close":
      if (!trade || trade.status === "UNSCANNED") return notExist;
      if (trade.status !== "WAIT_BUYER_PAY") {
        return fail("40004", "Business Failed", "ACQ.TRADE_STATUS_ERROR", "交易状态不合法");
      }
      trade.status = "TRADE_CLOSED";
      return { ...ok, trade_no: "2026112022001400001" };
    case "alipay.trade.refund": {
      if (!trade || trade.status === "UNSCANNED") return notExist;
      if (trade.status !== "TRADE_SUCCESS") return fail("40004", "Business Failed", "ACQ.TRADE_STATUS_ERROR", "");
      if (!biz.out_request_no) return fail("40002", "Invalid Arguments", "isv.missing-parameter", "");
      const already = [...trade.refunded.values()].reduce((sum, a) => sum + Number(a), 0);
      const again = trade.refunded.has(biz.out_request_no);
      if (!again && already + Number(biz.refund_amount) > Number(trade.total)) {
        return fail("40004", "Business Failed", "ACQ.REFUND_AMT_NOT_EQUAL_TOTAL", "退款金额超限");
      }
      trade.refunded.set(biz.out_request_no, biz.refund_amount!);
      return {
        ...ok,
        trade_no: "2026112022001400001",
        fund_change: again ? "N" : "Y",
        refund_fee: String(already + (again ? 0 : Number(biz.refund_amount))),
      };
    }
    default:
      return fail("40004", "Business Failed", "isv.invalid-method", "");
  }
}

beforeAll(async () => {
  const server = createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const url = new URL(req.url!, "http://x");
      const query = url.searchParams;
      const body = new URLSearchParams(raw);
      requests.push({ query, body, contentType: req.headers["content-type"] ?? "" });
      const params: Record<string, string> = { ...Object.fromEntries(query), ...Object.fromEntries(body) };
      const method = params.method ?? "";
      const send = (text: string, status = 200, type = "application/json;charset=utf-8") => {
        res.writeHead(status, { "content-type": type });
        res.end(text);
      };
      if (mode === "http502") return send("<html>502 Bad Gateway</html>", 502, "text/html");
      if (mode === "cutOff") {
        res.writeHead(200, { "content-type": "application/json", "content-length": "500" });
        res.write('{"alipay_trade_query_response":{"code":"10000"');
        return res.destroy();
      }
      if (url.pathname !== "/gateway.do" || req.method !== "POST") return send("not found", 404, "text/plain");
      if (params.app_id !== APP_ID) {
        // the gateway's own errors come in error_response, unsigned
        return send(
          JSON.stringify({
            error_response: fail("40002", "Invalid Arguments", "isv.invalid-app-id", "无效的AppID参数"),
          }),
        );
      }
      const common =
        params.charset === "utf-8" &&
        params.sign_type === "RSA2" &&
        params.format === "JSON" &&
        params.version === "1.0" &&
        /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(params.timestamp ?? "");
      if (!common) return send(answer(method, fail("40002", "Invalid Arguments", "isv.invalid-parameter", "")));
      const signed = createVerify("RSA-SHA256")
        .update(sortedContent(params, ["sign"], false), "utf8")
        .verify(app.publicKey, params.sign ?? "", "base64");
      if (!signed) {
        return send(
          answer(method, fail("40002", "Invalid Arguments", "isv.invalid-signature", "验签出错，建议检查签名字符串")),
        );
      }
      send(answer(method, business(method, JSON.parse(params.biz_content ?? "{}"))));
    });
  });
  fake = await listenOnLoopback(server);
  base = fake.baseUrl;
  // a port where nothing listens: the network is down
  const gone = await listenOnLoopback(createServer());
  closedPort = gone.port;
  await gone.close();
});
afterAll(() => fake?.close());
beforeEach(() => {
  mode = "normal";
  requests.length = 0;
});

const gateway = (
  over: Partial<{ appId: string; privateKey: KeyObject; alipayKey: KeyObject; gatewayUrl: string }> = {},
) =>
  new AlipayPrecreateGateway(
    {
      appId: over.appId ?? APP_ID,
      privateKeyPem: pem(over.privateKey ?? app.privateKey, "pkcs8"),
      alipayPublicKeyPem: pem(over.alipayKey ?? alipay.publicKey, "spki"),
      gatewayUrl: over.gatewayUrl ?? `${base}/gateway.do`,
    },
    () => now,
  );
let serial = 0;
const trade = () => ({
  tradeNo: `TL20261120${String(++serial).padStart(8, "0")}`,
  amountFen: 6800,
  description: "月度会员 VIP/季卡=A&B",
  expiresAt: new Date(now.getTime() + 15 * 60_000),
  notifyUrl: "https://x.example/api/pay/notify/alipay",
  publicBaseUrl: "https://x.example",
});

describe("Alipay precreate adapter against a signature-checking fake gateway", () => {
  it("precreates with a signed request: common parameters in the query, biz_content in the body", async () => {
    const t = trade();
    expect(await gateway().precreate(t)).toEqual({ codeUrl: `https://qr.alipay.com/bax0${t.tradeNo}` });
    const [request] = requests;
    expect(request!.query.get("method")).toBe("alipay.trade.precreate");
    expect(request!.query.get("timestamp")).toBe("2026-11-20 10:00:00");
    expect(request!.query.get("notify_url")).toBe(t.notifyUrl);
    expect(request!.query.has("biz_content")).toBe(false);
    expect([...request!.body.keys()]).toEqual(["biz_content"]);
    expect(request!.contentType).toContain("application/x-www-form-urlencoded");
    expect(JSON.parse(request!.body.get("biz_content")!)).toEqual({
      out_trade_no: t.tradeNo,
      total_amount: "68.00",
      subject: "月度会员 VIP 季卡 A B",
      time_expire: "2026-11-20 10:15:00",
    });
  });

  it("queries: not scanned → absent, scanned → unpaid, paid → amount, Alipay's trade number and Beijing pay time", async () => {
    const t = trade();
    await gateway().precreate(t);
    expect(await gateway().query(t.tradeNo)).toEqual({ state: "absent" });
    trades.get(t.tradeNo)!.status = "WAIT_BUYER_PAY";
    expect(await gateway().query(t.tradeNo)).toEqual({ state: "unpaid" });
    trades.get(t.tradeNo)!.status = "TRADE_SUCCESS";
    expect(await gateway().query(t.tradeNo)).toEqual({
      state: "paid",
      transactionId: "2026112022001400001",
      amountFen: 6800,
      paidAt: new Date("2026-11-20T02:03:00Z"),
    });
  });

  it("closes: an unscanned code → closed, a waiting trade → closed, a paid trade → paid", async () => {
    const unscanned = trade();
    await gateway().precreate(unscanned);
    expect(await gateway().close(unscanned.tradeNo)).toEqual({ state: "closed" });
    const waiting = trade();
    await gateway().precreate(waiting);
    trades.get(waiting.tradeNo)!.status = "WAIT_BUYER_PAY";
    expect(await gateway().close(waiting.tradeNo)).toEqual({ state: "closed" });
    expect(trades.get(waiting.tradeNo)!.status).toBe("TRADE_CLOSED");
    const paid = trade();
    await gateway().precreate(paid);
    trades.get(paid.tradeNo)!.status = "TRADE_SUCCESS";
    expect(await gateway().close(paid.tradeNo)).toMatchObject({ state: "paid", amountFen: 6800 });
  });

  it("refunds in yuan with the refund number as out_request_no; a repeat is the same refund; too much is refused", async () => {
    const t = trade();
    await gateway().precreate(t);
    trades.get(t.tradeNo)!.status = "TRADE_SUCCESS";
    const refund = { tradeNo: t.tradeNo, refundNo: "R1", amountFen: 6800, totalFen: 6800, reason: "不想学了" };
    expect(await gateway().refund(refund)).toEqual({ providerRefundId: "2026112022001400001-R1" });
    expect(JSON.parse(requests.at(-1)!.body.get("biz_content")!)).toMatchObject({
      refund_amount: "68.00",
      out_request_no: "R1",
    });
    expect(await gateway().refund(refund)).toEqual({ providerRefundId: "2026112022001400001-R1" });
    expect(trades.get(t.tradeNo)!.refunded.size).toBe(1);
    const more = gateway().refund({ ...refund, refundNo: "R2", amountFen: 1 });
    await expect(more).rejects.toMatchObject({ code: "ACQ.REFUND_AMT_NOT_EQUAL_TOTAL" });
  });

  it("a business refusal (code not 10000) is GatewayRejected with Alipay's sub_code", async () => {
    mode = "totalFeeExceed";
    const refused = gateway().precreate(trade());
    await expect(refused).rejects.toBeInstanceOf(GatewayRejected);
    await expect(refused).rejects.toMatchObject({ code: "ACQ.TOTAL_FEE_EXCEED" });
  });

  it("a request signed with another key, or for an unknown app, is refused by the gateway", async () => {
    await expect(gateway({ privateKey: stranger.privateKey }).precreate(trade())).rejects.toMatchObject({
      code: "isv.invalid-signature",
    });
    await expect(gateway({ appId: "2021000000009999" }).query("TL1")).rejects.toMatchObject({
      code: "isv.invalid-app-id",
    });
  });

  it("answers whose signature does not verify are never believed", async () => {
    const t = trade();
    await gateway().precreate(t);
    trades.get(t.tradeNo)!.status = "TRADE_SUCCESS";
    for (const m of ["signedByStranger", "tamperedAfterSigning", "unsigned"] as const) {
      mode = m;
      const query = gateway().query(t.tradeNo);
      await expect(query).rejects.toBeInstanceOf(GatewayRejected);
      await expect(query).rejects.toMatchObject({ code: "SIGN_ERROR" });
    }
    // a gateway configured with the wrong Alipay public key believes nothing either
    mode = "normal";
    await expect(gateway({ alipayKey: stranger.publicKey }).query(t.tradeNo)).rejects.toMatchObject({
      code: "SIGN_ERROR",
    });
    // an unsigned "no such trade" must not close an order
    mode = "unsigned";
    await expect(gateway().close("TLNOSUCHTRADE")).rejects.toBeInstanceOf(GatewayRejected);
  });

  it("network down, a cut-off answer, an HTTP error, 20000 and ACQ.SYSTEM_ERROR are GatewayUnavailable", async () => {
    await expect(
      gateway({ gatewayUrl: `http://127.0.0.1:${closedPort}/gateway.do` }).precreate(trade()),
    ).rejects.toBeInstanceOf(GatewayUnavailable);
    for (const m of ["cutOff", "http502", "unavailable20000", "systemError"] as const) {
      mode = m;
      await expect(gateway().query("TL1"), m).rejects.toBeInstanceOf(GatewayUnavailable);
    }
  });
});

/** An asynchronous notification as Alipay posts it: form-encoded, signed over all but sign and sign_type. */
function notification(fields: Record<string, string> = {}, key: KeyObject = alipay.privateKey) {
  const params: Record<string, string> = {
    gmt_create: "2026-11-20 10:02:10",
    charset: "utf-8",
    gmt_payment: "2026-11-20 10:03:00",
    notify_time: "2026-11-20 10:03:01",
    subject: "月度会员",
    buyer_id: "2088102122524333",
    invoice_amount: "68.00",
    version: "1.0",
    notify_id: "2026112000222100301052311411552621",
    fund_bill_list: '[{"amount":"68.00","fundChannel":"ALIPAYACCOUNT"}]',
    notify_type: "trade_status_sync",
    out_trade_no: "TL2026112000000001",
    total_amount: "68.00",
    trade_status: "TRADE_SUCCESS",
    trade_no: "2026112022001400001",
    auth_app_id: APP_ID,
    receipt_amount: "68.00",
    point_amount: "0.00",
    buyer_pay_amount: "68.00",
    app_id: APP_ID,
    seller_id: "2088102119685838",
    ...fields,
  };
  const signature = sign(sortedContent(params, ["sign", "sign_type"], true), key);
  return { params, body: new URLSearchParams({ ...params, sign: signature, sign_type: "RSA2" }).toString() };
}

describe("Alipay asynchronous notifications", () => {
  const headers = new Headers({ "content-type": "application/x-www-form-urlencoded; charset=utf-8" });

  it("a genuine payment notification is read: trade, amount in fen, Alipay's trade number, Beijing pay time", async () => {
    const { body } = notification();
    expect(await gateway().verifyNotification(headers, body)).toEqual({
      notifyId: "2026112000222100301052311411552621",
      tradeNo: "TL2026112000000001",
      paid: true,
      transactionId: "2026112022001400001",
      amountFen: 6800,
      paidAt: new Date("2026-11-20T02:03:00Z"),
    });
    const finished = notification({ trade_status: "TRADE_FINISHED" }).body;
    expect((await gateway().verifyNotification(headers, finished)).paid).toBe(true);
    const closed = notification({ trade_status: "TRADE_CLOSED" }).body;
    expect((await gateway().verifyNotification(headers, closed)).paid).toBe(false);
  });

  it("a replay verifies to the same notification (same notify id and trade: the notify route makes it change nothing)", async () => {
    const { body } = notification();
    const first = await gateway().verifyNotification(headers, body);
    expect(await gateway().verifyNotification(headers, body)).toEqual(first);
  });

  it("a tampered amount, a wrong or missing signature, another app's notification are rejected", async () => {
    const { body } = notification();
    const rejects = (text: string) =>
      expect(gateway().verifyNotification(headers, text)).rejects.toBeInstanceOf(NotificationRejected);
    await rejects(body.replace("total_amount=68.00", "total_amount=0.01"));
    await rejects(body.replace("out_trade_no=TL2026112000000001", "out_trade_no=TL2026112000000002"));
    await rejects(notification({}, stranger.privateKey).body);
    await rejects(body.replace(/&sign=[^&]*/, ""));
    await rejects(body.replace(/sign=[^&]*/, "sign="));
    await rejects(notification({ app_id: "2021000000009999", auth_app_id: "2021000000009999" }).body);
    await rejects("");
  });

  it("empty parameters: verified whether Alipay's signature included them or left them out", async () => {
    const withEmpty = notification({ body: "" });
    expect((await gateway().verifyNotification(headers, withEmpty.body)).paid).toBe(true);
    const { sign_type: _t, body: _b, ...rest } = withEmpty.params;
    const signedWithout = sign(sortedContent(rest, [], false), alipay.privateKey);
    const body = new URLSearchParams({ ...withEmpty.params, sign: signedWithout, sign_type: "RSA2" }).toString();
    expect((await gateway().verifyNotification(headers, body)).paid).toBe(true);
  });

  it("is answered with the plain text success Alipay stops retrying on", () => {
    expect(gateway().notificationAnswer(true)).toMatchObject({ status: 200, body: "success" });
    expect(gateway().notificationAnswer(false).body).not.toBe("success");
  });
});

describe("Alipay WAP (alipay.trade.wap.pay): a signed gateway URL the phone opens", () => {
  it("carries every parameter in the query, signed as alipay-sdk checks it, with return_url and notify_url", async () => {
    const t = trade();
    const started = await gateway().start(t, {
      flow: "redirect",
      payerIp: "203.0.113.9",
      returnUrl: "https://x.example/pay/result?tradeNo=T1",
    });
    if (started.flow !== "redirect") throw new Error("not a redirect");
    const url = new URL(started.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${base}/gateway.do`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      app_id: APP_ID,
      method: "alipay.trade.wap.pay",
      charset: "utf-8",
      sign_type: "RSA2",
      version: "1.0",
      timestamp: "2026-11-20 10:00:00",
      notify_url: t.notifyUrl,
      return_url: "https://x.example/pay/result?tradeNo=T1",
    });
    expect(JSON.parse(params.biz_content!)).toEqual({
      out_trade_no: t.tradeNo,
      total_amount: "68.00",
      subject: "月度会员 VIP 季卡 A B",
      product_code: "QUICK_WAP_WAY",
      time_expire: "2026-11-20 10:15:00",
      quit_url: "https://x.example/pay/result?tradeNo=T1",
    });
    // the gateway's check, done by Alipay's own SDK with the app's public key
    const sdk = new AlipaySdk({
      appId: APP_ID,
      privateKey: pem(stranger.privateKey, "pkcs8"),
      alipayPublicKey: pem(app.publicKey, "spki"),
      keyType: "PKCS8",
    });
    expect(sdk.checkNotifySignV2(params)).toBe(true);
    expect(sdk.checkNotifySignV2({ ...params, return_url: "https://evil.example/" })).toBe(false);
    // and the fake gateway's own independent rule
    expect(
      createVerify("RSA-SHA256")
        .update(sortedContent(params, ["sign"], false), "utf8")
        .verify(app.publicKey, params.sign!, "base64"),
    ).toBe(true);
  });
});
