import type { OrderData } from "@taxlearn/api";
import { configure } from "@testing-library/react";
import type { ReactElement } from "react";
import { type FakeHandler, type FakeRoutes, renderScreen } from "../../../testing/render-screen";

// Test-only: commerce screens over the shared fake server (src/testing), with order and product builders.

export { currentLocation, type FakeCall, type FakeResponse } from "../../../testing/render-screen";

configure({ asyncUtilTimeout: 5000 });

export function renderCommerce(
  screen: ReactElement,
  { url, server, loggedIn = true }: { url: string; server: FakeHandler | FakeRoutes; loggedIn?: boolean },
) {
  if (loggedIn) {
    localStorage.setItem("token", "token-1");
    localStorage.setItem("userInfo", JSON.stringify({ uid: 7, username: "13800000001", avatar: "" }));
  }
  return renderScreen(screen, { url, server });
}

export const vipProduct = (id: number, name: string, price = "298.00", originalPrice = "398.00") => ({
  id,
  name,
  price,
  originalPrice,
  durationDays: 365,
  description: `${name}：全站付费课程免费学`,
  rights: ["付费课程免费学"],
  orgId: null,
  orgOnly: false,
});

export function order(overrides: Partial<OrderData> = {}): OrderData {
  return {
    uni: "U20261124000001",
    tradeNo: "TL20261124000001",
    productKind: "vip",
    productType: 99,
    productId: 4,
    productName: "年度VIP会员",
    amount: "298.00",
    payType: 1,
    status: "created",
    createdAt: "2026-11-24T02:00:00.000Z",
    paidAt: null,
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    closedAt: null,
    refundable: false,
    refundBlockedReason: null,
    refund: null,
    invoiced: false,
    ...overrides,
  };
}

export const payAnswer = (o: OrderData, codeUrl = `http://localhost/sandbox/pay/${o.tradeNo}`) => ({
  uni: o.uni,
  tradeNo: o.tradeNo,
  payType: o.payType,
  flow: "qr",
  codeUrl,
  jsapi: null,
  amount: o.amount,
  productName: o.productName,
  expiresAt: o.expiresAt,
});

export const userInfo = (vip: { id: number; name: string; start: string; end: string } | null) => ({
  uid: 7,
  username: "13800000001",
  avatar: "",
  mobile: "13800000001",
  isVip: vip !== null,
  vipProductId: vip?.id ?? null,
  vipName: vip?.name ?? null,
  vipStartTime: vip?.start ?? null,
  vipEndTime: vip?.end ?? null,
  orgInfoList: [],
});
