import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ConsoleTable } from "./console-table";

type Row = { id: number; title: string };
const columns = [
  { key: "id", title: "ID", cell: (row: Row) => row.id },
  { key: "title", title: "标题", cell: (row: Row) => <b>{row.title}</b> },
];

describe("ConsoleTable", () => {
  afterEach(cleanup);

  it("shows each item in its columns, under its heading, with the pager of a paged list", () => {
    const pages: number[] = [];
    render(
      <ConsoleTable
        caption="听证会列表"
        emptyText="暂无听证会"
        heading="听证会（共 25 场）"
        columns={columns}
        items={[
          { id: 3, title: "个税汇算" },
          { id: 4, title: "留抵退税" },
        ]}
        rowKey={(row) => String(row.id)}
        paging={{ total: 25, page: 1, pageSize: 10, onPageChange: (page) => pages.push(page) }}
      />,
    );
    expect(screen.getByRole("heading", { name: "听证会（共 25 场）" })).toBeTruthy();
    const rows = within(screen.getByRole("table", { name: "听证会列表" })).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual(["ID标题", "3个税汇算", "4留抵退税"]);
    fireEvent.click(screen.getByRole("button", { name: "第 3 页" }));
    expect(pages).toEqual([3]);
  });

  it("an empty list says so, and an unpaged list has no pager", () => {
    render(
      <ConsoleTable
        caption="问答"
        emptyText="暂无问答"
        columns={columns}
        items={[]}
        rowKey={(row) => String(row.id)}
      />,
    );
    expect(screen.getByText("暂无问答")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
