import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { PayMethodPicker } from "./pay-method-picker";
import type { PayMethodKind } from "./pay-methods";

const meta = {
  title: "Commerce/PayMethodPicker",
  component: PayMethodPicker,
  args: { value: "wechat", onChange: () => {} },
} satisfies Meta<typeof PayMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 微信支付 chosen. */
export const Wechat: Story = {};
/** 支付宝 chosen. */
export const Alipay: Story = { args: { value: "alipay" } };
/** While the order is being placed: not changeable. */
export const Disabled: Story = { args: { disabled: true } };
/** Live: click to switch. */
export const Interactive: Story = {
  render: (args) => {
    const [value, setValue] = useState<PayMethodKind>("wechat");
    return <PayMethodPicker {...args} value={value} onChange={setValue} />;
  },
};
