import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdminShell } from "../admin-shell";
import { AdminTable } from "./admin-table";

const columns = [
  { key: "tradeNo", title: "订单号" },
  { key: "amount", title: "金额" },
];

describe("AdminTable", () => {
  it("renders a row per item with each cell labelled by its column (the phone's card layout)", () => {
    render(
      <AdminTable
        caption="订单列表"
        columns={columns}
        rows={[{ key: "1", cells: { tradeNo: "T1", amount: "¥1.00" } }]}
        emptyText="没有订单"
      />,
    );
    const table = screen.getByRole("table", { name: "订单列表" });
    const cell = within(table).getByText("¥1.00");
    expect(cell.getAttribute("data-label")).toBe("金额");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["订单号", "金额"]);
  });

  it("says so when there is nothing", () => {
    render(<AdminTable caption="订单列表" columns={columns} rows={[]} emptyText="没有订单" />);
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText("没有订单")).toBeTruthy();
  });
});

describe("AdminShell", () => {
  it("lists the sections as links, marks the current one and calls onNavigate on a plain click", () => {
    const went: string[] = [];
    render(
      <AdminShell
        title="运营后台"
        heading="订单与退款"
        siteLink={{ href: "/home", label: "返回前台" }}
        account="财务专员"
        onNavigate={(href) => went.push(href)}
        sections={[
          { key: "dashboard", title: "运营概览", href: "/admin/dashboard", active: false },
          { key: "orders", title: "订单与退款", href: "/admin/orders", active: true },
        ]}
      >
        <p>内容</p>
      </AdminShell>,
    );
    const nav = screen.getByRole("navigation", { name: "运营后台" });
    const current = within(nav).getByRole("link", { name: "订单与退款" });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "运营概览" }).getAttribute("href")).toBe("/admin/dashboard");
    within(nav).getByRole("link", { name: "运营概览" }).click();
    expect(went).toEqual(["/admin/dashboard"]);
    expect(screen.getByRole("heading", { level: 1, name: "订单与退款" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "返回前台" }).getAttribute("href")).toBe("/home");
  });
});
