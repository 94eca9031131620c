import type { OrderData } from "@taxlearn/api";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { currentLocation, type FakeResponse, order, payAnswer, renderCommerce } from "../shared/commerce-test-support";
import PlaceOrderScreen from "./place-order-screen";

const url = "/vip/placeOrder?tradeNo=TL20261124000001";

/** A shop whose order turns paid at the n-th status check. */
function shop(
  current: OrderData,
  {
    paidAtCheck = Number.POSITIVE_INFINITY,
    pay = (): FakeResponse => ({ data: payAnswer(current) }),
  }: { paidAtCheck?: number; pay?: () => FakeResponse } = {},
) {
  let checks = 0;
  return {
    "/api/order/detail/TL20261124000001": () => ({ data: current }),
    "/api/order/online/pay": pay,
    "/api/order/verifyStatus": () => {
      checks += 1;
      const paid = checks >= paidAtCheck;
      return {
        data: { paid, status: paid ? "paid" : "paying", order: { ...current, status: paid ? "paid" : "paying" } },
      };
    },
    "/api/order/cancel": () => ({ data: { ...current, status: "closed" } }),
  } as const;
}

describe("PlaceOrderScreen", { timeout: 30_000 }, () => {
  it("shows the QR of the gateway's code_url, the amount, the order number and the time left, and turns to success by itself", async () => {
    const { calls } = renderCommerce(<PlaceOrderScreen />, { url, server: shop(order(), { paidAtCheck: 1 }) });
    const code = await screen.findByRole("img", { name: "微信支付支付二维码" });
    expect(code.getAttribute("data-qr-value")).toBe("http://localhost/sandbox/pay/TL20261124000001");
    expect(screen.getByRole("link", { name: "在新窗口打开扫码支付页" }).getAttribute("href")).toBe(
      "http://localhost/sandbox/pay/TL20261124000001",
    );
    expect(screen.getByText("¥298.00")).toBeTruthy();
    expect(screen.getByText("TL20261124000001")).toBeTruthy();
    expect(screen.getByText(/^1[45]:\d\d$/)).toBeTruthy();
    const pay = calls.find((call) => call.path === "/api/order/online/pay")!;
    expect(Object.fromEntries(pay.fields)).toMatchObject({ uni: "U20261124000001", payType: "1", from: "pc" });
    // the first poll (2 s) says paid
    await waitFor(() => expect(currentLocation()).toBe("/success/success?tradeNo=TL20261124000001"), { timeout: 6000 });
    const verify = calls.find((call) => call.path === "/api/order/verifyStatus")!;
    expect(Object.fromEntries(verify.fields)).toMatchObject({
      tradeNo: "TL20261124000001",
      productId: "4",
      productType: "99",
      userId: "7",
    });
    expect(calls.some((call) => call.path === "/api/order/online/create")).toBe(false);
  });

  it("checks at once when the learner says they paid", async () => {
    const { calls } = renderCommerce(<PlaceOrderScreen />, { url, server: shop(order(), { paidAtCheck: 1 }) });
    fireEvent.click(await screen.findByRole("button", { name: "我已完成支付" }));
    await waitFor(() => expect(currentLocation()).toBe("/success/success?tradeNo=TL20261124000001"), { timeout: 1500 });
    expect(calls.filter((call) => call.path === "/api/order/verifyStatus")).toHaveLength(1);
  });

  it("says 尚未收到支付结果 when the learner says they paid and no payment has arrived, and keeps checking", async () => {
    const { calls } = renderCommerce(<PlaceOrderScreen />, { url, server: shop(order(), { paidAtCheck: 2 }) });
    fireEvent.click(await screen.findByRole("button", { name: "我已完成支付" }));
    expect((await screen.findByText(/^尚未收到支付结果/)).closest("[role=status]")).toBeTruthy();
    // the next poll finds the payment
    await waitFor(() => expect(currentLocation()).toBe("/success/success?tradeNo=TL20261124000001"), { timeout: 6000 });
    expect(calls.filter((call) => call.path === "/api/order/verifyStatus")).toHaveLength(2);
  });

  it("asks for a fresh QR with the other wallet", async () => {
    const { calls } = renderCommerce(<PlaceOrderScreen />, { url, server: shop(order()) });
    await screen.findByRole("img", { name: "微信支付支付二维码" });
    fireEvent.click(screen.getByRole("radio", { name: "支付宝" }));
    expect(await screen.findByRole("img", { name: "支付宝支付二维码" })).toBeTruthy();
    expect(
      calls.filter((call) => call.path === "/api/order/online/pay").map((call) => call.fields.get("payType")),
    ).toEqual(["1", "2"]);
  });

  it("shows a gateway that is down in Chinese, and pays the same order again on 重新支付", async () => {
    let pays = 0;
    const current = order();
    const { calls } = renderCommerce(<PlaceOrderScreen />, {
      url,
      server: shop(current, {
        pay: () => {
          pays += 1;
          return pays === 1 ? { status: 503, msg: "支付服务暂不可用，请稍后再试" } : { data: payAnswer(current) };
        },
      }),
    });
    expect((await screen.findAllByText("支付服务暂不可用，请稍后再试")).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole("button", { name: "重新支付" }));
    expect(await screen.findByRole("img", { name: "微信支付支付二维码" })).toBeTruthy();
    expect(calls.filter((call) => call.path === "/api/order/online/pay").map((call) => call.fields.get("uni"))).toEqual(
      ["U20261124000001", "U20261124000001"],
    );
  });

  it("at the deadline closes the order and offers to order again", async () => {
    const { calls } = renderCommerce(<PlaceOrderScreen />, {
      url,
      server: shop(order({ expiresAt: new Date(Date.now() + 1500).toISOString() })),
    });
    expect(await screen.findByText("订单已超时关闭", {}, { timeout: 8000 })).toBeTruthy();
    expect(calls.some((call) => call.path === "/api/order/cancel")).toBe(true);
    expect(screen.getByRole("link", { name: "重新下单" }).getAttribute("href")).toBe("/vip/payment?vip=4");
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("an order found closed shows no code and the way to order again; a paid one goes to the result", async () => {
    const closed = renderCommerce(<PlaceOrderScreen />, {
      url,
      server: shop(order({ status: "closed", productKind: "course", productId: 12, productType: 1 })),
    });
    expect(await screen.findByText("订单已超时关闭")).toBeTruthy();
    expect(screen.getByRole("link", { name: "重新下单" }).getAttribute("href")).toBe("/vip/payment?course=12");
    expect(closed.calls.some((call) => call.path === "/api/order/online/pay")).toBe(false);
    closed.unmount();
    renderCommerce(<PlaceOrderScreen />, { url, server: shop(order({ status: "paid" })) });
    await waitFor(() => expect(currentLocation()).toBe("/success/success?tradeNo=TL20261124000001"));
  });

  it("says so for an unknown order", async () => {
    renderCommerce(<PlaceOrderScreen />, {
      url,
      server: { "/api/order/detail/TL20261124000001": () => ({ status: 404, msg: "订单不存在" }) },
    });
    expect(await screen.findByText("订单不存在")).toBeTruthy();
    expect(screen.getByRole("link", { name: "我的订单" }).getAttribute("href")).toBe("/center/order");
  });
});
