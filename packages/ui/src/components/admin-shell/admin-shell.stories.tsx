import type { Meta, StoryObj } from "@storybook/react-vite";
import { AdminTable } from "../admin-table";
import { AdminShell } from "./admin-shell";

const SECTIONS = [
  { key: "dashboard", title: "运营概览" },
  { key: "orders", title: "订单与退款" },
  { key: "invoices", title: "发票" },
  { key: "orgs", title: "机构管理" },
  { key: "users", title: "用户管理" },
  { key: "audit", title: "操作日志" },
];

const sections = (keys: string[], active: string) =>
  SECTIONS.filter((s) => keys.includes(s.key)).map((s) => ({
    ...s,
    href: `/admin/${s.key}`,
    active: s.key === active,
  }));

const meta = {
  title: "Admin/AdminShell",
  component: AdminShell,
  parameters: { layout: "fullscreen" },
  args: {
    title: "运营后台",
    siteLink: { href: "/home", label: "返回前台" },
    heading: "订单与退款",
    account: <span>财务专员 · 财务</span>,
    sections: sections(["dashboard", "orders", "invoices"], "orders"),
    children: (
      <AdminTable
        caption="订单列表"
        columns={[
          { key: "tradeNo", title: "订单号" },
          { key: "amount", title: "金额" },
          { key: "status", title: "状态" },
        ]}
        rows={[
          { key: "1", cells: { tradeNo: "T20261120000001", amount: "¥199.00", status: "退款中" } },
          { key: "2", cells: { tradeNo: "T20261120000002", amount: "¥9.90", status: "已支付" } },
        ]}
        emptyText="没有符合条件的订单"
      />
    ),
  },
} satisfies Meta<typeof AdminShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A finance operator: dashboard, orders and invoices. */
export const Finance: Story = {};
/** An admin sees every section. */
export const Admin: Story = {
  args: {
    account: <span>管理员 · 管理员</span>,
    heading: "操作日志",
    sections: sections(
      SECTIONS.map((s) => s.key),
      "audit",
    ),
  },
};
/** An editor: only the dashboard until the content sections are built. */
export const Editor: Story = {
  args: {
    account: <span>内容编辑 · 内容编辑</span>,
    heading: "运营概览",
    sections: sections(["dashboard"], "dashboard"),
  },
};
