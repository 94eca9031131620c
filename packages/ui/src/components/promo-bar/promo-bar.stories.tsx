import type { Meta, StoryObj } from "@storybook/react-vite";
import { PromoBar } from "./promo-bar";

const meta = {
  title: "Frame/PromoBar",
  component: PromoBar,
  parameters: { layout: "fullscreen" },
  args: {
    message: "VIP会员限时优惠，全站精品课程畅学一年",
    actionLabel: "立即开通",
    actionHref: "/vip",
    onClose: () => {},
  },
} satisfies Meta<typeof PromoBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithActionAndClose: Story = {};
export const MessageOnly: Story = { args: { actionLabel: undefined, actionHref: undefined, onClose: undefined } };
