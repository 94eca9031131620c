import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { InvoiceOrderOption } from "./invoice-order-option";

const meta = {
  title: "Invoices/InvoiceOrderOption",
  component: InvoiceOrderOption,
  args: {
    tradeNo: "T2026112000000001",
    productName: "VIP年卡会员",
    amount: "199.00",
    paidAt: "2026-11-20 10:00",
    checked: false,
    onChange: () => {},
  },
} satisfies Meta<typeof InvoiceOrderOption>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { checked: true } };
export const Disabled: Story = { args: { disabled: true } };
export const LongCourseName: Story = {
  args: { productName: "出口退税实务：从备案、申报到函调应对的全流程精讲（2026年版）", amount: "1280.00" },
};
export const Interactive: Story = {
  render: (args) => {
    const [checked, setChecked] = useState(false);
    return <InvoiceOrderOption {...args} checked={checked} onChange={setChecked} />;
  },
};
