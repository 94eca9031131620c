import { generateKeyPairSync } from "node:crypto";
import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
