import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button, ButtonLink } from "../button";
import { OrderRow, type OrderRowOrder } from "./order-row";

const order: OrderRowOrder = {
  tradeNo: "TL202611240001",
  productName: "年度VIP会员",
  productKind: "VIP会员",
  amount: "298.00",
  status: "created",
  createdAt: "2026-11-24 10:32",
};

const meta = {
  title: "Commerce/OrderRow",
  component: OrderRow,
  args: { order, productHref: "/vip" },
} satisfies Meta<typeof OrderRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 待支付: 继续支付 and 取消订单. */
export const Unpaid: Story = {
  args: {
    actions: (
      <>
        <Button tone="neutral" size="small">
          取消订单
        </Button>
        <ButtonLink href="/vip/placeOrder?tradeNo=TL202611240001" size="small">
          继续支付
        </ButtonLink>
      </>
    ),
  },
};
/** 已支付 course: 申请退款 and 申请发票. */
export const Paid: Story = {
  args: {
    order: { ...order, status: "paid", productName: "增值税实务精讲", productKind: "课程", amount: "199.00" },
    productHref: "/course/details?id=1",
    actions: (
      <>
        <Button tone="neutral" size="small">
          申请退款
        </Button>
        <ButtonLink href="/center/invoice-apply?tradeNo=TL202611240001" tone="secondary" size="small">
          申请发票
        </ButtonLink>
      </>
    ),
  },
};
/** 已关闭: nothing to do. */
export const Closed: Story = { args: { order: { ...order, status: "closed" } } };
/** 退款中, with the reason given. */
export const Refunding: Story = {
  args: { order: { ...order, status: "refunding" }, note: "退款原因：重复购买" },
};
/** 已退款. */
export const Refunded: Story = { args: { order: { ...order, status: "refunded" } } };
/** A long product name on a phone. */
export const LongName: Story = {
  args: {
    order: { ...order, productName: "出口退税全流程实操：从备案、申报到函调应对的完整课程（2026版）" },
  },
  globals: { viewport: { value: "mobile1" } },
};
