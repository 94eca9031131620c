import type { OrderData } from "@taxlearn/api";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import PayResultScreen from "../pay-result/pay-result-screen";
import { currentLocation, type FakeResponse, order, payAnswer, renderCommerce } from "../shared/commerce-test-support";
import { leaveSiteFor } from "../shared/leave-site";
import PlaceOrderScreen from "./place-order-screen";

// the window cannot leave the site in jsdom: where it would go is recorded instead
vi.mock("../shared/leave-site", () => ({ leaveSiteFor: vi.fn() }));

const url = "/vip/placeOrder?tradeNo=TL20261124000001";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const WECHAT = `${IPHONE} MicroMessenger/8.0.49(0x18003130) NetType/WIFI Language/zh_CN`;
const H5_URL = "https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx2016&redirect_url=x";
const JSAPI = {
  appId: "wx8888",
  timeStamp: "1765000000",
  nonceStr: "n0nce",
  package: "prepay_id=wx2016",
  signType: "RSA" as const,
  paySign: "c2ln",
};

function shop(
  current: OrderData,
  {
    pay,
    paidAtCheck = Number.POSITIVE_INFINITY,
    authorize,
  }: {
    pay: () => FakeResponse;
    paidAtCheck?: number;
    authorize?: () => FakeResponse;
  },
) {
  let checks = 0;
  return {
    "/api/order/detail/TL20261124000001": () => ({ data: current }),
    "/api/order/online/pay": pay,
    "/api/pay/wechat/authorize": authorize ?? (() => ({ data: { bound: true, authorizeUrl: null } })),
    "/api/order/verifyStatus": () => {
      checks += 1;
      const paid = checks >= paidAtCheck;
      return {
        data: { paid, status: paid ? "paid" : "paying", order: { ...current, status: paid ? "paid" : "paying" } },
      };
    },
  } as const;
}

const useBrowser = (userAgent: string) => vi.spyOn(window.navigator, "userAgent", "get").mockReturnValue(userAgent);

describe("paying on a phone", { timeout: 30_000 }, () => {
  beforeEach(() => vi.mocked(leaveSiteFor).mockClear());
  afterEach(() => {
    vi.restoreAllMocks();
    delete window.WeixinJSBridge;
    sessionStorage.clear();
  });

  it("a phone browser asks for the h5 flow and opens the provider's page, never only a QR", async () => {
    useBrowser(IPHONE);
    const current = order();
    const { calls } = renderCommerce(<PlaceOrderScreen />, {
      url,
      server: shop(current, { pay: () => ({ data: { ...payAnswer(current, H5_URL), flow: "redirect" } }) }),
    });
    await waitFor(() => expect(leaveSiteFor).toHaveBeenCalledWith(H5_URL));
    const pay = calls.find((call) => call.path === "/api/order/online/pay")!;
    expect(Object.fromEntries(pay.fields)).toMatchObject({ uni: "U20261124000001", payType: "1", from: "h5" });
    expect(await screen.findByText("正在前往微信支付…")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("支付订单");
    expect(screen.queryByRole("img", { name: /二维码/ })).toBeNull();
    // remembered for the return, even if the provider comes back without it
    expect(sessionStorage.getItem("pendingPaymentTradeNo")).toBe("TL20261124000001");
    fireEvent.click(screen.getByRole("link", { name: "打开微信支付" }));
    expect(leaveSiteFor).toHaveBeenLastCalledWith(H5_URL);
  });

  it("inside WeChat pays in the wallet; its ok is checked with the server, which says paid", async () => {
    useBrowser(WECHAT);
    const invoke = vi.fn((_name: string, _params: unknown, callback: (answer: { err_msg: string }) => void) =>
      callback({ err_msg: "get_brand_wcpay_request:ok" }),
    );
    const current = order();
    const { calls } = renderCommerce(<PlaceOrderScreen />, {
      url,
      server: shop(current, {
        pay: () => ({ data: { ...payAnswer(current, ""), flow: "jsapi", jsapi: JSAPI } }),
        paidAtCheck: 1,
      }),
    });
    // WeChat announces its bridge after the page has started
    await waitFor(() => expect(calls.some((call) => call.path === "/api/order/online/pay")).toBe(true));
    window.WeixinJSBridge = { invoke };
    document.dispatchEvent(new Event("WeixinJSBridgeReady"));
    await waitFor(() => expect(currentLocation()).toBe("/success/success?tradeNo=TL20261124000001"));
    expect(invoke).toHaveBeenCalledWith("getBrandWCPayRequest", JSAPI, expect.any(Function));
    const pay = calls.find((call) => call.path === "/api/order/online/pay")!;
    expect(pay.fields.get("from")).toBe("wechat");
  });

  it("a cancel in the wallet says so in Chinese and offers another try", async () => {
    useBrowser(WECHAT);
    const answers = ["get_brand_wcpay_request:cancel", "get_brand_wcpay_request:fail"];
    window.WeixinJSBridge = {
      invoke: (_name, _params, callback) => callback({ err_msg: answers.shift() ?? "get_brand_wcpay_request:ok" }),
    };
    const current = order();
    const { calls } = renderCommerce(<PlaceOrderScreen />, {
      url,
      server: shop(current, { pay: () => ({ data: { ...payAnswer(current, ""), flow: "jsapi", jsapi: JSAPI } }) }),
    });
    expect((await screen.findByRole("alert")).textContent).toBe("您已取消支付，订单仍可继续支付");
    expect(calls.some((call) => call.path === "/api/order/verifyStatus")).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "重新支付" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("微信支付未完成，请重试或更换支付方式"));
    expect(calls.filter((call) => call.path === "/api/order/online/pay")).toHaveLength(2);
  });

  it("inside WeChat without the learner's openid goes through WeChat's silent authorisation first", async () => {
    useBrowser(WECHAT);
    const current = order();
    const { calls } = renderCommerce(<PlaceOrderScreen />, {
      url,
      server: shop(current, {
        pay: () => ({ status: 409, msg: "请先完成微信授权，再使用微信支付" }),
        authorize: () => ({
          data: { bound: false, authorizeUrl: "https://open.weixin.qq.com/connect/oauth2/authorize?x" },
        }),
      }),
    });
    await waitFor(() =>
      expect(leaveSiteFor).toHaveBeenCalledWith("https://open.weixin.qq.com/connect/oauth2/authorize?x"),
    );
    const authorize = calls.find((call) => call.path === "/api/pay/wechat/authorize")!;
    expect(authorize.fields.get("returnTo")).toBe(url);
    expect(calls.some((call) => call.path === "/api/order/online/pay")).toBe(false);
  });

  it("back from an authorisation that failed, says so instead of going round again", async () => {
    useBrowser(WECHAT);
    const current = order();
    renderCommerce(<PlaceOrderScreen />, {
      url: `${url}&wxAuth=failed`,
      server: shop(current, {
        pay: () => ({ status: 409, msg: "请先完成微信授权，再使用微信支付" }),
        authorize: () => ({
          data: { bound: false, authorizeUrl: "https://open.weixin.qq.com/connect/oauth2/authorize?x" },
        }),
      }),
    });
    expect(
      (await screen.findAllByText("微信授权未完成，无法使用微信支付，请重试或更换支付方式")).length,
    ).toBeGreaterThan(0);
    expect(leaveSiteFor).not.toHaveBeenCalled();
  });

  it("a payment that fails on a phone says why and offers another try, never a QR to scan", async () => {
    useBrowser(IPHONE);
    const current = order();
    renderCommerce(<PlaceOrderScreen />, {
      url,
      server: shop(current, { pay: () => ({ status: 502, msg: "支付渠道暂时不可用，请稍后重试" }) }),
    });
    expect((await screen.findAllByText("支付渠道暂时不可用，请稍后重试")).length).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: "重新支付" })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/扫码/);
    expect(screen.queryByRole("region", { name: /扫码/ })).toBeNull();
  });

  it("the pay-result page checks at once, also when the provider came back without a result or the order", async () => {
    useBrowser(IPHONE);
    sessionStorage.setItem("pendingPaymentTradeNo", "TL20261124000001");
    const current = order({ status: "paying" });
    const { calls } = renderCommerce(<PayResultScreen />, {
      url: "/pay/result",
      server: shop(current, { pay: () => ({ status: 500 }), paidAtCheck: 2 }),
    });
    expect(await screen.findByText("暂未收到支付结果")).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.path === "/api/order/verifyStatus")).toHaveLength(1));
    expect(screen.getByRole("link", { name: "继续支付" }).getAttribute("href")).toBe(url);
    fireEvent.click(screen.getByRole("button", { name: "我已完成支付" }));
    await waitFor(() => expect(currentLocation()).toBe("/success/success?tradeNo=TL20261124000001"));
    expect(calls.some((call) => call.path === "/api/order/online/pay")).toBe(false);
  });
});
