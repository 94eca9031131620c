import { generateKeyPairSync } from "node:crypto";
import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Formatter, Rsa } from "wechatpay-axios-plugin";
import { type LoopbackListener, listenOnLoopback } from "../../testing/loopback-listener";
import { GatewayRejected, GatewayUnavailable, NotificationRejected } from "./payment-gateway";
import { WechatPayNativeGateway } from "./wechatpay-native-gateway";
import { encryptResource, parseAuthorization, signedHeaders, verifyRequestSignature } from "./wechatpay-v3";

// A loopback fake of api.mch.weixin.qq.com that checks each request's signature as WeChat Pay does and signs its
// answers with the platform key.
const merchant = generateKeyPairSync("rsa", { modulusLength: 2048 });
const platform = generateKeyPairSync("rsa", { modulusLength: 2048 });
const pem = (k: { export(o: object): string | Buffer }, type: "pkcs8" | "spki") =>
  String(k.export({ type, format: "pem" }));
const API_V3_KEY = "0123456789abcdef0123456789abcdef";
const now = new Date("2026-11-20T02:00:00Z");
const trades = new Map<string, { total: number; state: string }>();
const requests: { method: string; url: string; body: string; authorization: string }[] = [];
let fake: LoopbackListener | undefined;
let base = "";
let down = false;

beforeAll(async () => {
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const send = (status: number, payload: unknown) => {
        const text = payload === null ? "" : JSON.stringify(payload);
        res.writeHead(status, {
          "content-type": "application/json",
          ...signedHeaders(text, platform.privateKey, "PUB_KEY_ID_TEST", now.getTime() / 1000),
        });
        res.end(text);
      };
      if (down) return send(500, { code: "SYSTEM_ERROR", message: "系统错误" });
      const fields = parseAuthorization(req.headers.authorization ?? "");
      if (
        fields?.mchid !== "1900000001" ||
        !verifyRequestSignature(req.method!, req.url!, body, fields, merchant.publicKey)
      ) {
        return send(401, { code: "SIGN_ERROR", message: "签名错误" });
      }
      const url = new URL(req.url!, "http://x");
      requests.push({ method: req.method!, url: req.url!, body, authorization: req.headers.authorization ?? "" });
      if (req.method === "POST" && url.pathname === "/v3/pay/transactions/h5") {
        const order = JSON.parse(body);
        if (order.scene_info?.h5_info?.type !== "Wap" || !order.scene_info?.payer_client_ip) {
          return send(400, { code: "PARAM_ERROR", message: "scene_info" });
        }
        trades.set(order.out_trade_no, { total: order.amount.total, state: "NOTPAY" });
        return send(200, {
          h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx${order.out_trade_no}&package=1`,
        });
      }
      if (req.method === "POST" && url.pathname === "/v3/pay/transactions/jsapi") {
        const order = JSON.parse(body);
        if (order.appid !== "wxmp" || !order.payer?.openid) return send(400, { code: "PARAM_ERROR", message: "payer" });
        trades.set(order.out_trade_no, { total: order.amount.total, state: "NOTPAY" });
        return send(200, { prepay_id: `wx2026${order.out_trade_no}` });
      }
      if (req.method === "POST" && url.pathname === "/v3/pay/transactions/native") {
        const order = JSON.parse(body);
        trades.set(order.out_trade_no, { total: order.amount.total, state: "NOTPAY" });
        return send(200, { code_url: `weixin://wxpay/bizpayurl?pr=${order.out_trade_no}` });
      }
      const match = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(url.pathname);
      const trade = match ? trades.get(match[1]!) : undefined;
      if (match && !trade) return send(404, { code: "ORDER_NOT_EXIST", message: "订单不存在" });
      if (match?.[2]) {
        if (trade!.state === "NOTPAY") trade!.state = "CLOSED";
        return send(204, null);
      }
      if (match) {
        return send(200, {
          mchid: "1900000001",
          appid: "wxapp",
          out_trade_no: match[1],
          trade_state: trade!.state,
          transaction_id: "4200001",
          success_time: "2026-11-20T10:00:00+08:00",
          amount: { total: trade!.total, currency: "CNY" },
        });
      }
      send(404, { code: "NOT_FOUND", message: "" });
    });
  });
  fake = await listenOnLoopback(server);
  base = fake.baseUrl;
});
afterAll(() => fake?.close());

const gateway = (privateKeyPem = pem(merchant.privateKey, "pkcs8")) =>
  new WechatPayNativeGateway(
    {
      appId: "wxapp",
      mchId: "1900000001",
      serialNo: "MERCHANTSERIAL",
      privateKeyPem,
      apiV3Key: API_V3_KEY,
      platformPublicKeyPem: pem(platform.publicKey, "spki"),
      platformSerial: "PUB_KEY_ID_TEST",
      baseUrl: base,
      mpAppId: "wxmp",
    },
    () => now,
  );
const trade = {
  tradeNo: "TL2026112010000001",
  amountFen: 6800,
  description: "月度会员",
  expiresAt: now,
  notifyUrl: "https://x/api/pay/notify/wechat",
  publicBaseUrl: "https://x",
};

describe("WeChat Pay v3 Native adapter against a signature-checking fake", () => {
  it("precreates, queries and closes with signed requests and verified answers", async () => {
    expect(await gateway().precreate(trade)).toEqual({ codeUrl: `weixin://wxpay/bizpayurl?pr=${trade.tradeNo}` });
    expect(await gateway().query(trade.tradeNo)).toEqual({ state: "unpaid" });
    expect(await gateway().query("TLNOSUCHTRADE1")).toEqual({ state: "absent" });
    trades.get(trade.tradeNo)!.state = "SUCCESS";
    expect(await gateway().close(trade.tradeNo)).toMatchObject({
      state: "paid",
      amountFen: 6800,
      transactionId: "4200001",
    });
  });
  it("a request signed with another key is refused by the provider; a 5xx is unavailability", async () => {
    const stranger = pem(generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey, "pkcs8");
    await expect(gateway(stranger).precreate(trade)).rejects.toBeInstanceOf(GatewayRejected);
    down = true;
    await expect(gateway().precreate(trade)).rejects.toBeInstanceOf(GatewayUnavailable);
    down = false;
  });
  it("verifies and decrypts notifications; tampering is refused", async () => {
    const resource = encryptResource(
      JSON.stringify({
        mchid: "1900000001",
        appid: "wxapp",
        out_trade_no: trade.tradeNo,
        transaction_id: "4200001",
        trade_state: "SUCCESS",
        success_time: "2026-11-20T10:00:00+08:00",
        amount: { total: 6800, currency: "CNY" },
      }),
      API_V3_KEY,
      "transaction",
    );
    const body = JSON.stringify({
      id: "N1",
      event_type: "TRANSACTION.SUCCESS",
      resource_type: "encrypt-resource",
      resource,
    });
    const headers = new Headers(signedHeaders(body, platform.privateKey, "PUB_KEY_ID_TEST", now.getTime() / 1000));
    expect(await gateway().verifyNotification(headers, body)).toMatchObject({
      paid: true,
      amountFen: 6800,
      tradeNo: trade.tradeNo,
    });
    await expect(gateway().verifyNotification(headers, body.replace("N1", "N2"))).rejects.toBeInstanceOf(
      NotificationRejected,
    );
    const stale = new Headers(signedHeaders(body, platform.privateKey, "PUB_KEY_ID_TEST", now.getTime() / 1000 - 600));
    await expect(gateway().verifyNotification(stale, body)).rejects.toBeInstanceOf(NotificationRejected);
  });
});

describe("WeChat Pay v3 H5 and JSAPI against the fake, checked with wechatpay-axios-plugin", () => {
  const signedByMerchant = (request: (typeof requests)[number]) => {
    const fields = parseAuthorization(request.authorization)!;
    const message = Formatter.request(request.method, request.url, fields.timestamp!, fields.nonce_str!, request.body);
    return Rsa.verify(message, fields.signature!, merchant.publicKey);
  };

  it("H5: POST /v3/pay/transactions/h5 with scene_info (payer IP, Wap), answers h5_url with the return address", async () => {
    requests.length = 0;
    const started = await gateway().start(
      { ...trade, tradeNo: "TL2026112010000002" },
      { flow: "redirect", payerIp: "203.0.113.9", returnUrl: "https://x/pay/result?tradeNo=TL2026112010000002" },
    );
    expect(started.flow).toBe("redirect");
    const url = new URL(started.flow === "redirect" ? started.url : "");
    expect(url.searchParams.get("redirect_url")).toBe("https://x/pay/result?tradeNo=TL2026112010000002");
    const [request] = requests;
    expect(request!.url).toBe("/v3/pay/transactions/h5");
    expect(JSON.parse(request!.body).scene_info).toEqual({ payer_client_ip: "203.0.113.9", h5_info: { type: "Wap" } });
    expect(signedByMerchant(request!)).toBe(true);
  });

  it("JSAPI: POST /v3/pay/transactions/jsapi for the openid of the official account; paySign verifies", async () => {
    requests.length = 0;
    const started = await gateway().start(
      { ...trade, tradeNo: "TL2026112010000003" },
      { flow: "jsapi", openid: "oUser1" },
    );
    if (started.flow !== "jsapi") throw new Error("not jsapi");
    const { jsapi } = started;
    expect(jsapi).toMatchObject({ appId: "wxmp", package: "prepay_id=wx2026TL2026112010000003", signType: "RSA" });
    expect(jsapi.timeStamp).toBe(String(now.getTime() / 1000));
    const message = Formatter.joinedByLineFeed(jsapi.appId, jsapi.timeStamp, jsapi.nonceStr, jsapi.package);
    expect(Rsa.verify(message, jsapi.paySign, merchant.publicKey)).toBe(true);
    const [request] = requests;
    expect(JSON.parse(request!.body)).toMatchObject({ appid: "wxmp", payer: { openid: "oUser1" } });
    expect(signedByMerchant(request!)).toBe(true);
  });
});
