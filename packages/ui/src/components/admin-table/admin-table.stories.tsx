import type { Meta, StoryObj } from "@storybook/react-vite";
import { AdminTable } from "./admin-table";

const meta = {
  title: "Admin/AdminTable",
  component: AdminTable,
  args: {
    caption: "订单列表",
    emptyText: "没有符合条件的订单",
    columns: [
      { key: "tradeNo", title: "订单号" },
      { key: "user", title: "用户" },
      { key: "product", title: "商品" },
      { key: "amount", title: "金额" },
      { key: "status", title: "状态" },
    ],
    rows: [
      {
        key: "1",
        cells: {
          tradeNo: <a href="/admin/orders/T20261120000001">T20261120000001</a>,
          user: "138****0088",
          product: "增值税申报实务（2026版）",
          amount: "¥199.00",
          status: "退款中",
        },
      },
      {
        key: "2",
        cells: {
          tradeNo: "T20261120000002",
          user: "138****0001",
          product: "VIP年卡会员",
          amount: "¥9.90",
          status: "已支付",
        },
      },
    ],
  },
} satisfies Meta<typeof AdminTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {};
export const Empty: Story = { args: { rows: [] } };
