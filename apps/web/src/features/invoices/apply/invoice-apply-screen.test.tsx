import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type FakeRoutes, renderScreen } from "../../../testing/render-screen";
import InvoiceApplyScreen from "./invoice-apply-screen";

const orders = [
  { tradeNo: "TA", productName: "VIP年卡会员", amount: "199.00", paidAt: "2026-11-20T02:00:00.000Z" },
  { tradeNo: "TB", productName: "出口退税实务", amount: "0.10", paidAt: "2026-11-19T02:00:00.000Z" },
];
const title = (id: number, extra: object) => ({
  id,
  titleType: 2,
  name: `公司${id}`,
  taxNo: "91110000600037341L",
  address: "",
  phone: "",
  bank: "",
  account: "",
  isDefault: false,
  specialReady: false,
  ...extra,
});
const routes = (apply?: FakeRoutes[string]): FakeRoutes => ({
  "/api/invoice/orders": () => ({ data: orders }),
  "/api/invoice/title/list": () => ({ data: [title(1, {}), title(2, { isDefault: true, specialReady: true })] }),
  ...(apply ? { "/api/invoice/apply": apply } : {}),
});

describe("invoice apply screen", () => {
  it("preselects ?tradeNo=, sums in fen and sends the chosen orders, default title, kind and e-mail", async () => {
    const { calls } = renderScreen(<InvoiceApplyScreen />, {
      url: "/center/invoice-apply?tradeNo=TB",
      server: routes(() => ({ status: 409, msg: "订单已申请过发票：TB" })),
    });
    expect(await screen.findByTestId("invoice-total")).toHaveProperty("textContent", "¥0.10");
    fireEvent.click(screen.getByRole("checkbox", { name: /TA/ }));
    expect(screen.getByTestId("invoice-total").textContent).toBe("¥199.10");
    fireEvent.click(screen.getByRole("button", { name: "专用发票" }));
    fireEvent.change(screen.getByLabelText(/接收邮箱/), { target: { value: "bad" } });
    fireEvent.click(screen.getByRole("button", { name: "提交申请" }));
    expect(await screen.findByText("电子邮箱格式不正确")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/接收邮箱/), { target: { value: " a@example.cn " } });
    fireEvent.click(screen.getByRole("button", { name: "提交申请" }));
    expect((await screen.findByRole("alert")).textContent).toBe("订单已申请过发票：TB");
    const sent = calls.find((c) => c.path === "/api/invoice/apply")!;
    expect(Object.fromEntries(sent.fields)).toEqual({
      tradeNos: "TB,TA",
      titleId: "2",
      kind: "2",
      email: "a@example.cn",
    });
  });

  it("refuses 专用发票 with a title that lacks fields before sending anything", async () => {
    const { calls } = renderScreen(<InvoiceApplyScreen />, {
      url: "/center/invoice-apply?tradeNo=TA",
      server: routes(),
    });
    fireEvent.click(await screen.findByRole("radio", { name: /公司1/ }));
    fireEvent.click(screen.getByRole("button", { name: "专用发票" }));
    expect(screen.getByText(/专用发票需选择信息齐全的单位抬头/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/接收邮箱/), { target: { value: "a@example.cn" } });
    fireEvent.click(screen.getByRole("button", { name: "提交申请" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/专用发票须使用单位抬头/);
    expect(calls.some((c) => c.path === "/api/invoice/apply")).toBe(false);
  });

  it("shows the server's confirmation and the way to the records", async () => {
    const application = {
      id: 5,
      status: 1,
      kind: 1,
      titleType: 2,
      buyerName: "公司2",
      buyerTaxNo: "91110000600037341L",
      email: "a@example.cn",
      amount: "199.00",
      orders: [{ tradeNo: "TA", productName: "VIP年卡会员", amount: "199.00" }],
      invoiceNumber: null,
      appliedAt: "2026-11-20T02:00:00.000Z",
      issuedAt: null,
      voidedAt: null,
      pdfUrl: null,
    };
    renderScreen(<InvoiceApplyScreen />, {
      url: "/center/invoice-apply?tradeNo=TA",
      server: routes(() => ({ msg: "发票申请已提交，开具后将发送至您的邮箱", data: application })),
    });
    fireEvent.change(await screen.findByLabelText(/接收邮箱/), { target: { value: "a@example.cn" } });
    fireEvent.click(screen.getByRole("button", { name: "提交申请" }));
    expect((await screen.findByRole("status")).textContent).toBe("发票申请已提交，开具后将发送至您的邮箱");
    expect(screen.getByRole("link", { name: "查看开票记录" }).getAttribute("href")).toBe("/center/invoice-record");
  });

  it("offers the order list when nothing can be invoiced", async () => {
    renderScreen(<InvoiceApplyScreen />, {
      url: "/center/invoice-apply",
      server: { "/api/invoice/orders": () => ({ data: [] }), "/api/invoice/title/list": () => ({ data: [] }) },
    });
    expect(await screen.findByText("暂无可开票的订单")).toBeTruthy();
    expect(screen.getByRole("link", { name: "查看我的订单" }).getAttribute("href")).toBe("/center/order");
  });
});
