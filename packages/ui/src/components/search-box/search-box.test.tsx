import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SearchBox } from "./search-box";

describe("SearchBox", () => {
  it("shows the spec placeholder and submits the typed text on Enter", () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    const input = screen.getByPlaceholderText("请输入课程名");
    fireEvent.change(input, { target: { value: " 出口退税 " } });
    fireEvent.submit(screen.getByRole("search"));
    expect(onSearch).toHaveBeenCalledWith(" 出口退税 ");
  });

  it("submits from the search button too", () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} defaultValue="个税" />);
    fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    expect(onSearch).toHaveBeenCalledWith("个税");
  });
});
