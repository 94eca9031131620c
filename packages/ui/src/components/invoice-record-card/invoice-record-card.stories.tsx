import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button";
import { InvoiceRecordCard } from "./invoice-record-card";

const meta = {
  title: "Invoices/InvoiceRecordCard",
  component: InvoiceRecordCard,
  args: {
    status: 1,
    kind: 2,
    buyerName: "北京鑫税通财务咨询有限公司",
    buyerTaxNo: "91110000600037341L",
    email: "caiwu@example.cn",
    amount: "305.00",
    orders: [
      { tradeNo: "T202611200001", productName: "VIP年卡会员", amount: "199.00" },
      { tradeNo: "T202611200002", productName: "出口退税实务", amount: "106.00" },
    ],
    appliedAt: "2026-11-20 10:00",
  },
} satisfies Meta<typeof InvoiceRecordCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const Issued: Story = {
  args: {
    status: 2,
    invoiceNumber: "26000000000000000042",
    issuedAt: "2026-11-21 09:30",
    action: (
      <Button size="small" tone="secondary">
        下载 PDF
      </Button>
    ),
  },
};
export const Voided: Story = {
  args: {
    status: 3,
    invoiceNumber: "26000000000000000042",
    issuedAt: "2026-11-21 09:30",
    voidedAt: "2026-11-22 14:00",
  },
};
export const PersonalNormal: Story = {
  args: {
    kind: 1,
    buyerName: "张三",
    buyerTaxNo: "",
    orders: [{ tradeNo: "T1", productName: "VIP月卡会员", amount: "29.90" }],
    amount: "29.90",
  },
};
