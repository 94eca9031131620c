import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Pagination } from "./pagination";

function pageLabels() {
  return within(screen.getByRole("list"))
    .getAllByRole("button")
    .map((button) => button.textContent);
}

function jumpTo(text: string) {
  const input = screen.getByRole("textbox", { name: /前往/ });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: "Enter" });
  return input;
}

describe("Pagination", () => {
  it("lays out pages around the current one with ellipses (pager count 7)", () => {
    render(<Pagination total={200} page={10} onPageChange={() => {}} />);
    expect(pageLabels()).toEqual(["1", "…", "8", "9", "10", "11", "12", "…", "20"]);
    expect(screen.getByRole("button", { name: "第 10 页" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByText("共 200 条")).toBeTruthy();
  });

  it("falls back to 7 buttons for an even pager count", () => {
    render(<Pagination total={200} page={10} pagerCount={6} onPageChange={() => {}} />);
    expect(pageLabels()).toHaveLength(9);
  });

  it("jumps on Enter (spec §5)", () => {
    const onPageChange = vi.fn();
    render(<Pagination total={200} page={1} onPageChange={onPageChange} />);
    const input = screen.getByRole("textbox", { name: /前往/ });
    fireEvent.change(input, { target: { value: "7" } });
    expect(onPageChange).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onPageChange).toHaveBeenCalledWith(7);
  });

  it("clamps a jump beyond the last page to the last page", () => {
    const onPageChange = vi.fn();
    render(<Pagination total={200} page={1} onPageChange={onPageChange} />);
    const input = jumpTo("999");
    expect(onPageChange).toHaveBeenCalledWith(20);
    expect((input as HTMLInputElement).value).toBe("20");
  });

  it("clamps a jump to page 0 to page 1, which is already current", () => {
    const onPageChange = vi.fn();
    render(<Pagination total={200} page={1} onPageChange={onPageChange} />);
    jumpTo("0");
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it("disables previous on the first page and next on the last", () => {
    const { rerender } = render(<Pagination total={30} page={1} onPageChange={() => {}} />);
    expect((screen.getByRole("button", { name: "上一页" }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<Pagination total={30} page={3} onPageChange={() => {}} />);
    expect((screen.getByRole("button", { name: "下一页" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("moves by pager count − 2 through an ellipsis", () => {
    const onPageChange = vi.fn();
    render(<Pagination total={200} page={10} onPageChange={onPageChange} />);
    const [previousMore, nextMore] = screen.getAllByRole("button", { name: "更多页" });
    fireEvent.click(nextMore!);
    expect(onPageChange).toHaveBeenLastCalledWith(15);
    fireEvent.click(previousMore!);
    expect(onPageChange).toHaveBeenLastCalledWith(5);
  });

  it("offers the spec page sizes and reports a change", () => {
    const onPageSizeChange = vi.fn();
    render(<Pagination total={200} page={1} onPageChange={() => {}} onPageSizeChange={onPageSizeChange} />);
    const select = screen.getByRole("combobox");
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["10条/页", "20条/页", "30条/页", "40条/页", "50条/页", "100条/页"]);
    fireEvent.change(select, { target: { value: "50" } });
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });

  describe("with page addresses", () => {
    const pageHref = (page: number) => (page === 1 ? "/course/list" : `/course/list?page=${page}`);

    it("renders every page, the ellipses and next as links to their addresses", () => {
      render(<Pagination total={200} page={1} onPageChange={() => {}} pageHref={pageHref} />);
      expect(screen.getByRole("link", { name: "第 2 页" }).getAttribute("href")).toBe("/course/list?page=2");
      expect(screen.getByRole("link", { name: "第 1 页" }).getAttribute("aria-current")).toBe("page");
      expect(screen.getByRole("link", { name: "下一页" }).getAttribute("href")).toBe("/course/list?page=2");
      expect(screen.getByRole("link", { name: "更多页" }).getAttribute("href")).toBe("/course/list?page=6");
      // previous has nowhere to go on the first page: a disabled button, not a link
      expect((screen.getByRole("button", { name: "上一页" }) as HTMLButtonElement).disabled).toBe(true);
    });

    it("hands a plain click to onPageChange and leaves a modified click to the browser", () => {
      const onPageChange = vi.fn();
      render(<Pagination total={200} page={3} onPageChange={onPageChange} pageHref={pageHref} />);
      const plain = fireEvent.click(screen.getByRole("link", { name: "第 4 页" }));
      expect(plain).toBe(false); // default prevented: the app routes
      expect(onPageChange).toHaveBeenCalledWith(4);
      const newTab = fireEvent.click(screen.getByRole("link", { name: "第 5 页" }), { ctrlKey: true });
      expect(newTab).toBe(true);
      expect(onPageChange).toHaveBeenCalledTimes(1);
      expect(screen.getByRole("link", { name: "上一页" }).getAttribute("href")).toBe("/course/list?page=2");
    });
  });
});
