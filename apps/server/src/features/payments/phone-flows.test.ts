import { generateKeyPairSync, type KeyObject } from "node:crypto";
import type { OrderPayData } from "@taxlearn/api";
import { AlipaySdk } from "alipay-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Aes, Formatter, Rsa } from "wechatpay-axios-plugin";
import { call, startTestServer, type TestServer } from "../../testing/test-server";
import { type AnyEnvelope, checkout, newLearner, orderApi, untouchedPaidCourses } from "../orders/order-test-kit";

// The phone flows end to end against the sandbox providers, each checked with the providers' own client libraries
// (alipay-sdk, wechatpay-axios-plugin), written by others: create → pay(from) → the sandbox's phone page pays →
// the provider's notification → verifyStatus paid.

let t: TestServer;
let learner: { userId: number; token: string };

beforeAll(async () => {
  t = await startTestServer();
  learner = await newLearner(t, "13700036001");
}, 60_000);
afterAll(() => t.close());

const sandbox = () => t.server.payments.sandbox!;
const pem = (key: KeyObject, type: "pkcs8" | "spki") => String(key.export({ type, format: "pem" }));
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

const pay = (token: string, uni: string, payType: 1 | 2, from: string) =>
  orderApi(t, "POST", "/api/order/online/pay", token, { uni, payType, from });

async function newOrder(token = learner.token) {
  const [course] = await untouchedPaidCourses(t, 1);
  const created = await checkout(t, token, course!);
  expect(created.status).toBe(200);
  return created.data as { uni: string; tradeNo: string; productId: number; productType: number };
}

async function verifyStatus(
  token: string,
  userId: number,
  order: { tradeNo: string; productId: number; productType: number },
) {
  return orderApi(t, "POST", "/api/order/verifyStatus", token, {
    productId: order.productId,
    userId,
    productType: order.productType,
    tradeNo: order.tradeNo,
  });
}

// alipay-sdk needs a private key to construct; verifying never uses it
const unusedKey = pem(generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey, "pkcs8");
/** An alipay-sdk client that trusts `publicKey` (Alipay's, or the shop app's for the shop's own requests). */
const alipayClient = (publicKey: KeyObject) =>
  new AlipaySdk({
    appId: "9021000100000001",
    privateKey: unusedKey,
    alipayPublicKey: pem(publicKey, "spki"),
    keyType: "PKCS8",
  });
/** A signature with one character changed. */
const tampered = (sign: string) => `${sign.slice(0, 10)}${sign[10] === "A" ? "B" : "A"}${sign.slice(11)}`;

describe("from: the three places a learner pays from", () => {
  it("anything but pc, h5 or wechat is 400 参数格式不正确：from", async () => {
    const order = await newOrder();
    for (const from of ["mobile", "", "PC"]) {
      const answer = await pay(learner.token, order.uni, 1, from);
      expect(answer.status).toBe(400);
      expect(answer.msg).toBe("参数格式不正确：from");
    }
  });

  it("pc answers the QR flow without JSAPI parameters", async () => {
    const order = await newOrder();
    const answer = await pay(learner.token, order.uni, 1, "pc");
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ flow: "qr", jsapi: null });
    expect(answer.data.jsapiBridgeUrl).toBeUndefined();
    expect(answer.data.codeUrl).toMatch(/\/sandbox\/pay\/[A-Za-z0-9]+\/[A-Za-z0-9_-]{43}$/);
  });
});

describe("WeChat Pay H5 (a phone browser)", () => {
  it("create → pay(h5) → the H5 page pays → v3 notification → paid; the page returns to the pay-result page", async () => {
    const order = await newOrder();
    const first = await pay(learner.token, order.uni, 1, "h5");
    expect(first.status).toBe(200);
    expect(first.data.flow).toBe("redirect");
    expect(first.data.jsapi).toBeNull();
    const url = new URL(first.data.codeUrl);
    expect(url.origin).toBe(t.server.publicOrigin);
    expect(url.pathname).toMatch(/\/h5$/);
    const resultUrl = `${t.server.publicOrigin}/pay/result?tradeNo=${order.tradeNo}`;
    expect(url.searchParams.get("redirect_url")).toBe(resultUrl);
    // asked again: the same provider trade (same page, same secret)
    const again = await pay(learner.token, order.uni, 1, "h5");
    expect(new URL(again.data.codeUrl).pathname).toBe(url.pathname);

    const page = await t.app.request(pathOf(first.data.codeUrl));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("确认支付");
    // the page's 确认支付 posts to approve with the return address
    const approve = await t.app.request(
      `${url.pathname.replace(/\/h5$/, "")}/approve?return=${encodeURIComponent(resultUrl)}`,
      { method: "POST" },
    );
    expect(approve.status).toBe(303);
    expect(approve.headers.get("location")).toBe(resultUrl);

    // the notification as WeChat sends it, checked with wechatpay-axios-plugin: signature and AEAD resource
    const trade = (await sandbox().trade(order.tradeNo))!;
    const { headers, body } = sandbox().notification(trade);
    const message = Formatter.response(headers["wechatpay-timestamp"]!, headers["wechatpay-nonce"]!, body);
    expect(Rsa.verify(message, headers["wechatpay-signature"]!, sandbox().platformPublicKey)).toBe(true);
    const resource = JSON.parse(body).resource;
    const transaction = JSON.parse(
      Aes.AesGcm.decrypt(resource.ciphertext, sandbox().apiV3Key, resource.nonce, resource.associated_data),
    );
    expect(transaction).toMatchObject({ out_trade_no: order.tradeNo, trade_state: "SUCCESS" });

    await sandbox().deliverDue();
    const status = await verifyStatus(learner.token, learner.userId, order);
    expect(status.data).toMatchObject({ paid: true, status: "paid" });
  });

  it("the H5 page sends the phone back only to the site's own origin", async () => {
    const order = await newOrder();
    const first = await pay(learner.token, order.uni, 1, "h5");
    const base = new URL(first.data.codeUrl).pathname.replace(/\/h5$/, "");
    const approve = await t.app.request(`${base}/approve?return=${encodeURIComponent("https://evil.example/x")}`, {
      method: "POST",
    });
    expect(approve.status).toBe(303);
    expect(approve.headers.get("location")).not.toContain("evil.example");
  });
});

describe("Alipay WAP (a phone browser)", () => {
  it("create → pay(h5) → the signed WAP URL → the cashier pays → Alipay's form notification answered success → paid", async () => {
    const order = await newOrder();
    const first = await pay(learner.token, order.uni, 2, "h5");
    expect(first.status).toBe(200);
    expect(first.data.flow).toBe("redirect");
    const url = new URL(first.data.codeUrl);
    expect(url.pathname).toMatch(/\/wap$/);
    const params = Object.fromEntries(url.searchParams);
    expect(params.method).toBe("alipay.trade.wap.pay");
    expect(params.return_url).toBe(`${t.server.publicOrigin}/pay/result?tradeNo=${order.tradeNo}`);
    expect(JSON.parse(params.biz_content!)).toMatchObject({
      out_trade_no: order.tradeNo,
      product_code: "QUICK_WAP_WAY",
    });
    // the shop's request signature, as Alipay's gateway checks it (alipay-sdk with the app's public key)
    expect(alipayClient(sandbox().alipayAppPublicKey).checkNotifySignV2(params)).toBe(true);
    expect(
      alipayClient(sandbox().alipayAppPublicKey).checkNotifySignV2({
        ...params,
        biz_content: params.biz_content!.replace(/"\d+\.\d\d"/, '"0.01"'),
      }),
    ).toBe(false);

    const cashier = await t.app.request(pathOf(first.data.codeUrl));
    expect(cashier.status).toBe(200);
    expect(await cashier.text()).toContain("支付宝");
    // a cashier URL whose amount was changed after signing opens nothing
    const cheaper = new URL(first.data.codeUrl);
    cheaper.searchParams.set(
      "biz_content",
      params.biz_content!.replace(/"total_amount":"[^"]+"/, '"total_amount":"0.01"'),
    );
    expect((await t.app.request(pathOf(cheaper.toString()))).status).toBe(404);

    const base = url.pathname.replace(/\/wap$/, "");
    const approve = await t.app.request(`${base}/approve?return=${encodeURIComponent(params.return_url!)}`, {
      method: "POST",
    });
    expect(approve.status).toBe(303);
    // back with Alipay's synchronous return parameters, signed by Alipay
    const back = new URL(approve.headers.get("location")!);
    expect(back.pathname).toBe("/pay/result");
    expect(back.searchParams.get("tradeNo")).toBe(order.tradeNo);
    const returned = Object.fromEntries(back.searchParams);
    delete returned.tradeNo;
    expect(alipayClient(sandbox().alipayPublicKey).checkNotifySignV2(returned)).toBe(true);

    // the asynchronous notification, verified by alipay-sdk as a shop using Alipay's own SDK would
    const trade = (await sandbox().trade(order.tradeNo))!;
    const { headers, body } = sandbox().notification(trade);
    expect(headers["content-type"]).toContain("application/x-www-form-urlencoded");
    const form = Object.fromEntries(new URLSearchParams(body));
    expect(form).toMatchObject({ trade_status: "TRADE_SUCCESS", out_trade_no: order.tradeNo, sign_type: "RSA2" });
    expect(alipayClient(sandbox().alipayPublicKey).checkNotifySignV2(form)).toBe(true);
    expect(alipayClient(sandbox().alipayPublicKey).checkNotifySignV2({ ...form, total_amount: "0.01" })).toBe(false);
    // the shop's notify route answers it as Alipay expects: the plain text success
    const answered = await t.app.request("/api/pay/notify/alipay", { method: "POST", headers, body });
    expect(answered.status).toBe(200);
    expect(await answered.text()).toBe("success");
    const forged = await t.app.request("/api/pay/notify/alipay", {
      method: "POST",
      headers,
      body: body.replace(/total_amount=[^&]+/, "total_amount=0.01"),
    });
    expect(await forged.text()).toBe("fail");

    const status = await verifyStatus(learner.token, learner.userId, order);
    expect(status.data).toMatchObject({ paid: true, status: "paid" });
  });
});

describe("WeChat Pay JSAPI (inside WeChat)", () => {
  it("needs the learner's openid: silent authorisation through the sandbox official account, bound to this browser", async () => {
    const buyer = await newLearner(t, "13700036002");
    const order = await newOrder(buyer.token);
    const refused = await pay(buyer.token, order.uni, 1, "wechat");
    expect(refused.status).toBe(409);
    expect(refused.msg).toBe("请先完成微信授权，再使用微信支付");
    // Alipay cannot pay inside WeChat
    expect((await pay(buyer.token, order.uni, 2, "wechat")).status).toBe(409);

    const start = await call<{ bound: boolean; authorizeUrl: string }>(t.app, "POST", "/api/pay/wechat/authorize", {
      token: buyer.token,
      form: { returnTo: "/course/details?id=1" },
    });
    expect(start.body.data.bound).toBe(false);
    const cookie = start.headers.get("set-cookie")!.split(";")[0]!;
    const authorize = new URL(start.body.data.authorizeUrl);
    expect(authorize.searchParams.get("scope")).toBe("snsapi_base");
    expect(authorize.hash).toBe("#wechat_redirect");
    const silent = await t.app.request(pathOf(authorize.toString()));
    expect(silent.status).toBe(302);
    const callback = new URL(silent.headers.get("location")!);
    expect(callback.pathname).toBe("/api/pay/wechat/callback");

    // another browser (no nonce cookie) cannot finish it
    expect((await t.app.request(pathOf(callback.toString()))).status).toBe(400);
    const done = await t.app.request(pathOf(callback.toString()), { headers: { cookie } });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/course/details?id=1&wxAuth=ok");
    // the state is single use
    expect((await t.app.request(pathOf(callback.toString()), { headers: { cookie } })).status).toBe(400);

    const bound = await call<{ bound: boolean }>(t.app, "POST", "/api/pay/wechat/authorize", {
      token: buyer.token,
      form: { returnTo: "/" },
    });
    expect(bound.body.data).toEqual({ bound: true, authorizeUrl: null });
    // returnTo is a path of this site only
    const away = await call(t.app, "POST", "/api/pay/wechat/authorize", {
      token: buyer.token,
      form: { returnTo: "//evil.example/" },
    });
    expect(away.body.status).toBe(400);
  });

  it("create → pay(wechat) → the bridge's getBrandWCPayRequest pays → v3 notification → paid; paySign checks out", async () => {
    const buyer = await newLearner(t, "13700036003");
    const start = await call<{ authorizeUrl: string }>(t.app, "POST", "/api/pay/wechat/authorize", {
      token: buyer.token,
      form: { returnTo: "/pay/result" },
    });
    const cookie = start.headers.get("set-cookie")!.split(";")[0]!;
    const silent = await t.app.request(pathOf(start.body.data.authorizeUrl));
    expect((await t.app.request(pathOf(silent.headers.get("location")!), { headers: { cookie } })).status).toBe(302);

    const order = await newOrder(buyer.token);
    const first = await pay(buyer.token, order.uni, 1, "wechat");
    expect(first.status).toBe(200);
    expect(first.data.flow).toBe("jsapi");
    expect(first.data.codeUrl).toBe("");
    const jsapi = first.data.jsapi as OrderPayData["jsapi"] & object;
    expect(jsapi.signType).toBe("RSA");
    expect(jsapi.package).toMatch(/^prepay_id=/);
    // paySign is SHA256withRSA over appId, timeStamp, nonceStr, package — checked with wechatpay-axios-plugin
    const signed = Formatter.joinedByLineFeed(jsapi.appId, jsapi.timeStamp, jsapi.nonceStr, jsapi.package);
    expect(Rsa.verify(signed, jsapi.paySign, sandbox().merchantPublicKey)).toBe(true);
    // asked again: the same prepay (the same trade)
    const again = await pay(buyer.token, order.uni, 1, "wechat");
    expect((again.data.jsapi as Record<string, string>).package).toBe(jsapi.package);

    // the bridge script is a file (CSP), named by the sandbox's pay answer; what it posts is refused with a forged signature
    expect(first.data.jsapiBridgeUrl).toBe("/sandbox/wechat/jsbridge.js");
    const script = await t.app.request(first.data.jsapiBridgeUrl);
    expect(script.headers.get("content-type")).toContain("javascript");
    expect(await script.text()).toContain("getBrandWCPayRequest");
    const [, tradeNo, secret] = /^prepay_id=wx([A-Za-z0-9]+)\.(.+)$/.exec(jsapi.package)!;
    const bridge = `/sandbox/pay/${tradeNo}/${secret}/jsapi`;
    const forged = await call(t.app, "POST", bridge, {
      json: { action: "approve", params: { ...jsapi, paySign: tampered(jsapi.paySign) } },
    });
    expect(forged.http).toBe(404);
    expect((await sandbox().trade(tradeNo!))?.state).toBe("NOTPAY");
    const approved = await t.app.request(bridge, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "approve", params: jsapi }),
    });
    expect(await approved.json()).toEqual({ err_msg: "get_brand_wcpay_request:ok" });

    const trade = (await sandbox().trade(tradeNo!))!;
    const { headers, body } = sandbox().notification(trade);
    const message = Formatter.response(headers["wechatpay-timestamp"]!, headers["wechatpay-nonce"]!, body);
    expect(Rsa.verify(message, headers["wechatpay-signature"]!, sandbox().platformPublicKey)).toBe(true);
    await sandbox().deliverDue();
    expect((await verifyStatus(buyer.token, buyer.userId, order)).data).toMatchObject({ paid: true });
  });
});

describe("switching flows", () => {
  it("a QR trade and a phone trade are different provider trades; the first is closed", async () => {
    const order = await newOrder();
    const qr = await pay(learner.token, order.uni, 1, "pc");
    const h5 = await pay(learner.token, order.uni, 1, "h5");
    expect(h5.data.flow).toBe("redirect");
    const qrTrade = new URL(qr.data.codeUrl).pathname.split("/")[3]!;
    const h5Trade = new URL(h5.data.codeUrl).pathname.split("/")[3]!;
    expect(h5Trade).not.toBe(qrTrade);
    expect((await sandbox().trade(qrTrade))?.state).toBe("CLOSED");
    // and back to the QR: a fresh trade again, the order still pays once
    const back = (await pay(learner.token, order.uni, 1, "pc")) as AnyEnvelope;
    expect(back.data.flow).toBe("qr");
    expect((await sandbox().trade(h5Trade))?.state).toBe("CLOSED");
  });
});
