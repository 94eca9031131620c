import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button";
import { PaymentQrPanel } from "./payment-qr-panel";

const meta = {
  title: "Commerce/PaymentQrPanel",
  component: PaymentQrPanel,
  args: {
    status: "awaiting",
    method: "wechat",
    codeUrl: "weixin://wxpay/bizpayurl?pr=SANDBOX20261124001",
    amount: "298.00",
    orderNo: "TL202611240001",
    remainingSeconds: 14 * 60 + 32,
    scanPageHref: "/sandbox/pay/TL202611240001",
    onConfirmPaid: () => {},
  },
} satisfies Meta<typeof PaymentQrPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code to scan, the amount, the order number, the time left and the link to the scan page. */
export const Awaiting: Story = {};
/** Alipay. */
export const Alipay: Story = { args: { method: "alipay", codeUrl: "https://qr.alipay.com/sandbox-TL202611240001" } };
/** 我已完成支付 pressed: a check under way. */
export const Checking: Story = { args: { checking: true } };
/** 我已完成支付 pressed and no payment has arrived: said, while the checks go on. */
export const NotYetPaid: Story = { args: { notYetPaid: true } };
/** The last minute. */
export const LastSeconds: Story = { args: { remainingSeconds: 9 } };
/** The order is being created / the code requested. */
export const Preparing: Story = { args: { status: "preparing", codeUrl: null, orderNo: null, remainingSeconds: null } };
/** Past the deadline, the last check under way. */
export const Closing: Story = { args: { status: "closing", codeUrl: null, remainingSeconds: 0 } };
/** Closed unpaid, with the way to order again. */
export const Expired: Story = {
  args: { status: "expired", codeUrl: null, actions: <Button>重新下单</Button> },
};
/** The learner gave up. */
export const Cancelled: Story = { args: { status: "cancelled", codeUrl: null } };
/** The gateway is down: the server's message and a way to try the same order again. */
export const Failed: Story = {
  args: {
    status: "failed",
    codeUrl: null,
    failure: "支付服务暂不可用，请稍后再试",
    actions: <Button>重新支付</Button>,
  },
};
