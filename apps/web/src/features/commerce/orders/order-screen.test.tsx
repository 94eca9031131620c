import type { OrderData } from "@taxlearn/api";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { currentLocation, order, renderCommerce } from "../shared/commerce-test-support";
import OrderScreen from "./order-screen";

const unpaid = order({ tradeNo: "TL0000000001", uni: "U0000000001" });
const paidCourse = order({
  tradeNo: "TL0000000002",
  uni: "U0000000002",
  status: "paid",
  productKind: "course",
  productType: 1,
  productId: 12,
  productName: "增值税实务",
  amount: "199.00",
  paidAt: "2026-11-24T03:00:00.000Z",
  refundable: true,
});
const paidVip = order({
  tradeNo: "TL0000000003",
  uni: "U0000000003",
  status: "paid",
  paidAt: "2026-11-24T03:00:00.000Z",
  refundBlockedReason: "会员权益开通后即时生效，不支持退款",
});

function server(list: OrderData[], extra: Record<string, (fields: URLSearchParams) => object> = {}) {
  return {
    "/api/order/list": (fields: URLSearchParams) => ({
      data: { list, total: 23, page: Number(fields.get("page") ?? 1), pageSize: Number(fields.get("pageSize") ?? 10) },
    }),
    ...extra,
  };
}

const rowOf = (tradeNo: string) => screen.findByRole("article", { name: `订单编号 ${tradeNo}` });

describe("OrderScreen", { timeout: 20_000 }, () => {
  it("lists the orders with status, amount and what each allows, paginated", async () => {
    const { calls } = renderCommerce(<OrderScreen />, {
      url: "/center/order",
      server: server([unpaid, paidCourse, paidVip]),
    });
    const first = await rowOf(unpaid.tradeNo);
    expect(within(first).getByText("待支付")).toBeTruthy();
    expect(
      within(first)
        .getByRole("link", { name: /继续支付/ })
        .getAttribute("href"),
    ).toBe(`/vip/placeOrder?tradeNo=${unpaid.tradeNo}`);
    expect(within(first).getByRole("button", { name: /取消订单/ })).toBeTruthy();
    const course = await rowOf(paidCourse.tradeNo);
    expect(within(course).getByText("¥199.00")).toBeTruthy();
    expect(within(course).getByRole("link", { name: "增值税实务" }).getAttribute("href")).toBe("/course/details?id=12");
    expect(within(course).getByRole("button", { name: /申请退款/ })).toBeTruthy();
    expect(
      within(course)
        .getByRole("link", { name: /申请发票/ })
        .getAttribute("href"),
    ).toBe(`/center/invoice-apply?tradeNo=${paidCourse.tradeNo}`);
    const vip = await rowOf(paidVip.tradeNo);
    expect(within(vip).queryByRole("button", { name: /申请退款/ })).toBeNull();
    expect(within(vip).getByText("不可退款：会员权益开通后即时生效，不支持退款")).toBeTruthy();
    // spec pagination: 23 orders, 10 a page → page 3 exists, a link to its address
    const third = screen.getByRole("link", { name: "第 3 页" });
    expect(third.getAttribute("href")).toBe("/center/order?page=3");
    fireEvent.click(third);
    await waitFor(() => expect(currentLocation()).toBe("/center/order?page=3"));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === "/api/order/list")
          .at(-1)
          ?.fields.get("page"),
      ).toBe("3"),
    );
  });

  it("cancels an unpaid order after the confirm, and reads the list again", async () => {
    let cancelled = false;
    const { calls } = renderCommerce(<OrderScreen />, {
      url: "/center/order",
      server: server([unpaid], {
        "/api/order/cancel": () => {
          cancelled = true;
          return { data: { ...unpaid, status: "closed" } };
        },
      }),
    });
    fireEvent.click(within(await rowOf(unpaid.tradeNo)).getByRole("button", { name: /取消订单/ }));
    expect(await screen.findByText("确定取消该订单吗？取消后需重新下单。")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(cancelled).toBe(true));
    expect(await screen.findByText("订单已取消")).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.path === "/api/order/list").length).toBe(2));
  });

  it("a refund needs a reason; a refusal keeps it and says why in Chinese", async () => {
    let requests = 0;
    renderCommerce(<OrderScreen />, {
      url: "/center/order",
      server: server([paidCourse], {
        "/api/order/refund": (fields) => {
          requests += 1;
          return requests === 1
            ? { status: 409, msg: "课程已学习 20% 及以上，不支持退款" }
            : {
                data: {
                  ...paidCourse,
                  status: "refunding",
                  refund: {
                    reason: fields.get("reason"),
                    amount: "199.00",
                    status: "requested",
                    requestedAt: "",
                    completedAt: null,
                  },
                },
              };
        },
      }),
    });
    fireEvent.click(within(await rowOf(paidCourse.tradeNo)).getByRole("button", { name: /申请退款/ }));
    const dialog = await screen.findByRole("dialog", { name: "申请退款" });
    expect(within(dialog).getByText(/退款规则/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "提交申请" }));
    expect(await within(dialog).findByText("退款原因须为2-200字")).toBeTruthy();
    expect(requests).toBe(0);
    fireEvent.change(within(dialog).getByLabelText("退款原因"), { target: { value: "重复购买了" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "提交申请" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("课程已学习 20% 及以上，不支持退款");
    expect((within(dialog).getByLabelText("退款原因") as HTMLTextAreaElement).value).toBe("重复购买了");
    fireEvent.click(within(dialog).getByRole("button", { name: "提交申请" }));
    expect(await screen.findByText("退款申请已提交，审核通过后原路退回")).toBeTruthy();
  });

  it("says when there are no orders, and shows a failed read in Chinese", async () => {
    const { unmount } = renderCommerce(<OrderScreen />, { url: "/center/order", server: server([]) });
    expect(await screen.findByText("暂无订单")).toBeTruthy();
    unmount();
    renderCommerce(<OrderScreen />, { url: "/center/order", server: {} });
    expect(await screen.findByRole("button", { name: "重新加载" })).toBeTruthy();
  });
});
