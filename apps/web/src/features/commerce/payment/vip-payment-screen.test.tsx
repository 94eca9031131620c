import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { currentLocation, order, renderCommerce, vipProduct } from "../shared/commerce-test-support";
import VipPaymentScreen from "./vip-payment-screen";

const products = () => ({ data: [vipProduct(4, "年度VIP会员")] });

describe("VipPaymentScreen", { timeout: 20_000 }, () => {
  it("creates the VIP order with the chosen method and invite code, then opens its QR page", async () => {
    const { calls } = renderCommerce(<VipPaymentScreen />, {
      url: "/vip/payment?vip=4",
      server: {
        "/api/vipProducts": products,
        "/api/order/online/create": () => ({ data: order({ payType: 2 }) }),
      },
    });
    expect(await screen.findByText("年度VIP会员")).toBeTruthy();
    expect(screen.getByText("¥298.00")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("邀请码"), { target: { value: "INVITE88" } });
    fireEvent.click(screen.getByRole("radio", { name: "支付宝" }));
    fireEvent.click(await screen.findByRole("button", { name: "立即支付" }));
    await waitFor(() => expect(currentLocation()).toBe("/vip/placeOrder?tradeNo=TL20261124000001"));
    const create = calls.find((call) => call.path === "/api/order/online/create")!;
    expect(Object.fromEntries(create.fields)).toMatchObject({
      productType: "99",
      productId: "4",
      cartNum: "1",
      payType: "2",
      inviteCode: "INVITE88",
    });
    expect(create.fields.get("uniqueId")).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });

  it("keeps the input and shows the server's refusal; a retry with the same choices reuses the idempotency key", async () => {
    let attempts = 0;
    const { calls } = renderCommerce(<VipPaymentScreen />, {
      url: "/vip/payment?vip=4",
      server: {
        "/api/vipProducts": products,
        "/api/order/online/create": () => {
          attempts += 1;
          return attempts === 1
            ? { status: 503, msg: "支付服务暂不可用，请稍后再试" }
            : { status: 400, msg: "邀请码无效" };
        },
      },
    });
    await screen.findByText("年度VIP会员");
    fireEvent.change(screen.getByLabelText("邀请码"), { target: { value: "ABCD1234" } });
    fireEvent.click(await screen.findByRole("button", { name: "立即支付" }));
    expect((await screen.findByRole("alert")).textContent).toBe("支付服务暂不可用，请稍后再试");
    expect((screen.getByLabelText("邀请码") as HTMLInputElement).value).toBe("ABCD1234");
    fireEvent.click(await screen.findByRole("button", { name: "立即支付" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("邀请码无效"));
    const keys = calls.filter((c) => c.path === "/api/order/online/create").map((c) => c.fields.get("uniqueId"));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(currentLocation()).toBe("/vip/payment?vip=4");
  });

  it("retries a create lost on the network with the same idempotency key, then opens the order's QR page", async () => {
    let attempts = 0;
    const { calls } = renderCommerce(<VipPaymentScreen />, {
      url: "/vip/payment?vip=4",
      server: {
        "/api/vipProducts": products,
        "/api/order/online/create": () => {
          attempts += 1;
          // the server made the order, but its answer never arrived
          if (attempts === 1) throw new TypeError("Failed to fetch");
          return { data: order() };
        },
      },
    });
    await screen.findByText("年度VIP会员");
    fireEvent.click(await screen.findByRole("button", { name: "立即支付" }));
    await waitFor(() => expect(currentLocation()).toBe("/vip/placeOrder?tradeNo=TL20261124000001"));
    const keys = calls.filter((c) => c.path === "/api/order/online/create").map((c) => c.fields.get("uniqueId"));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("checks the invite code before asking the server", async () => {
    const { calls } = renderCommerce(<VipPaymentScreen />, {
      url: "/vip/payment?vip=4",
      server: { "/api/vipProducts": products },
    });
    await screen.findByText("年度VIP会员");
    fireEvent.change(screen.getByLabelText("邀请码"), { target: { value: "a!" } });
    fireEvent.click(await screen.findByRole("button", { name: "立即支付" }));
    expect(await screen.findByText("邀请码须为4-32位字母或数字")).toBeTruthy();
    expect(calls.some((call) => call.path === "/api/order/online/create")).toBe(false);
  });

  it("shows 商品已购买 for an owned course with the way to it, without losing the choices", async () => {
    renderCommerce(<VipPaymentScreen />, {
      url: "/vip/payment?course=12",
      server: {
        "/api/onlineProduct/detail/12": () => ({ data: courseDetail(12, "199.00") }),
        "/api/onlineProduct/lectures/12": () => ({
          data: { courseId: 12, entitled: false, entitledVia: null, lectures: [] },
        }),
        "/api/order/online/create": () => ({ status: 409, msg: "商品已购买" }),
      },
    });
    expect(await screen.findByText("增值税实务")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "支付宝" }));
    fireEvent.click(await screen.findByRole("button", { name: "立即支付" }));
    expect((await screen.findByRole("alert")).textContent).toBe("商品已购买");
    expect((screen.getByRole("radio", { name: "支付宝" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("link", { name: "去学习" }).getAttribute("href")).toBe("/course/details?id=12");
  });

  it("never orders a free course", async () => {
    const { calls } = renderCommerce(<VipPaymentScreen />, {
      url: "/vip/payment?course=13",
      server: {
        "/api/onlineProduct/detail/13": () => ({ data: courseDetail(13, "0.00") }),
        "/api/onlineProduct/lectures/13": () => ({
          data: { courseId: 13, entitled: true, entitledVia: "free", lectures: [] },
        }),
      },
    });
    expect(await screen.findByText("该课程免费，无需购买")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "立即支付" })).toBeNull();
    expect(calls.some((call) => call.path === "/api/order/online/create")).toBe(false);
  });

  it("sends a visitor to log in and back", async () => {
    renderCommerce(<VipPaymentScreen />, {
      url: "/vip/payment?vip=4",
      server: { "/api/vipProducts": products },
      loggedIn: false,
    });
    const login = await screen.findByRole("link", { name: "登录后支付" });
    expect(login.getAttribute("href")).toBe(`/login?redirect=${encodeURIComponent("/vip/payment?vip=4")}`);
  });

  it("says so when no product is named, or the product is not on sale", async () => {
    const { unmount } = renderCommerce(<VipPaymentScreen />, { url: "/vip/payment", server: {} });
    expect(screen.getByText("未选择商品")).toBeTruthy();
    unmount();
    renderCommerce(<VipPaymentScreen />, { url: "/vip/payment?vip=99", server: { "/api/vipProducts": products } });
    expect(await screen.findByText("会员套餐不存在或已下架")).toBeTruthy();
    // one message: not also "the link names no product", which it does
    expect(screen.queryByText(/链接缺少商品编号/)).toBeNull();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("确认订单");
    expect(screen.getByRole("link", { name: "返回会员页" })).toBeTruthy();
  });
});

function courseDetail(id: number, price: string) {
  return {
    id,
    title: "增值税实务",
    image: "",
    browse: 10,
    productInfo: "课程简介",
    courseUpdateTime: "2026-11-18T02:00:00.000Z",
    updateMark: 2,
    price,
    otPrice: price,
    productType: 1,
    teachingMethod: 2,
    keyword: "",
    orgStatus: 1,
    lecturers: [],
    label: null,
    categoryId: 1,
    lessonCount: 1,
    durationMinutes: 10,
    categoryName: "增值税",
    detailHtml: "",
    lecturerDetails: [],
    files: [],
  };
}
