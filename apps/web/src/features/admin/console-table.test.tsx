import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ConsoleTable } from "./console-table";

type Row = { id: number; title: string };
const columns = [
  { key: "id", title: "ID", cell: (row: Row) => row.id },
  { key: "title", title: "标题", cell: (row: Row) => <b>{row.title}</b> },
];

/** A console list is drawn at its section's address (its pager links to that address's other pages). */
const renderAt = (url: string, table: ReactElement) =>
  render(<MemoryRouter initialEntries={[url]}>{table}</MemoryRouter>);

describe("ConsoleTable", () => {
  afterEach(cleanup);

  it("shows each item in its columns, under its heading, with the pager of a paged list", () => {
    const pages: number[] = [];
    renderAt(
      "/admin/hearings?keyword=留抵",
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
    // the pager's pages are links to the same search's other pages; a plain click pages in place
    const third = screen.getByRole("link", { name: "第 3 页" });
    expect(third.getAttribute("href")).toBe(`/admin/hearings?${new URLSearchParams({ keyword: "留抵", page: "3" })}`);
    fireEvent.click(third);
    expect(pages).toEqual([3]);
  });

  it("an empty list says so, and an unpaged list has no pager", () => {
    renderAt(
      "/admin/questions",
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
